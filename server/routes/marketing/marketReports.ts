import { Hono } from 'hono';
import { MARKET_REPORTS } from '../../../src/domain/routes';
import { newYorkDay } from '../../../src/domain/businessDays';
import { tileOf, type MarketReportAnswer, type MarketTilesAnswer } from '../../../src/domain/marketing/marketReportAnswers';
import { MARKET_REPORT_DEFINITIONS } from '../../../src/domain/marketing/marketReports';
import { uploadTemplate } from '../../../src/domain/marketing/marketUploadCsv';
import { guard } from '../../auth/guard';
import { fail, type AppEnv } from '../../http';
import { contentDisposition } from '../files';
import { branchesOf } from '../sales/vehicleSales';
import { reportBranches, reviewAssignees } from './marketData';
import { definitionOf, figuresOf } from './marketReport';
import { addMonths } from '../../../src/domain/accounting/financialStatement';

/**
 * The market reports (/marketreport/all and /marketreport/{name}) of the user's branches (or those asked, each the
 * user's): a tile per report, a report's figures with its source and last refresh, and a template of its upload.
 */
export const marketReportRoutes = new Hono<AppEnv>()
  .get('/marketing/reports', guard('GET /marketing/reports'), async (c) => {
    const branches = branchesOf(c);
    const { db } = c.var.deps;
    const tiles = [];
    for (const name of MARKET_REPORTS) {
      const { figures, source } = await figuresOf(db, MARKET_REPORT_DEFINITIONS[name], branches);
      tiles.push(tileOf(name, figures, source));
    }
    return c.json({ branches, tiles } satisfies MarketTilesAnswer);
  })
  .get('/marketing/reports/:name', guard('GET /marketing/reports/:name'), async (c) => {
    const definition = definitionOf(c);
    const branches = branchesOf(c);
    const { db } = c.var.deps;
    const answer: MarketReportAnswer = {
      name: definition.name,
      branches,
      ...(await figuresOf(db, definition, branches)),
      assignees: definition.kind === 'reputation' ? await reviewAssignees(db) : [],
    };
    return c.json(answer);
  })
  .get('/marketing/reports/:name/template', guard('GET /marketing/reports/:name/template'), async (c) => {
    const definition = definitionOf(c);
    if (!definition.upload) fail(404, `${definition.name} takes no upload: its figures arrive from its feed.`);
    const [first] = await reportBranches(c.var.deps.db, definition, branchesOf(c));
    if (!first) fail(403, `None of your branches is one of ${definition.name}'s.`);
    const month = addMonths(newYorkDay(new Date()).slice(0, 7), -1);
    return c.body(uploadTemplate(definition.upload, first.code, month), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition('attachment', `${definition.name} template.csv`),
    });
  });
