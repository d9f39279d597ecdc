import type { MarketReportFigures, MarketSourceFacts } from '../../../src/domain/marketing/marketReportAnswers';
import { googleReport } from '../../../src/domain/marketing/googleReport';
import { happyOrNotReport } from '../../../src/domain/marketing/happyOrNotReport';
import { mergeUploaded } from '../../../src/domain/marketing/marketFigures';
import { marketReportOf, type MarketReportDefinition } from '../../../src/domain/marketing/marketReports';
import { reputationReport } from '../../../src/domain/marketing/reputationReport';
import { socialReport } from '../../../src/domain/marketing/socialReport';
import { freshnessOf } from '../../business/freshness';
import type { Database } from '../../db/database';
import { fail, type AppContext } from '../../http';
import { feedFigures, lastUpload, reportBranches, reviewsOf, uploadedFigures } from './marketData';

/** The report the address names (decoded), or a 404 for a name the spec does not list. */
export function definitionOf(c: AppContext): MarketReportDefinition {
  const name = c.req.param('name') ?? '';
  return marketReportOf(name) ?? fail(404, `There is no market report named ${name}.`);
}

/** A report's figures at the branches (the report's among them) and where they come from. */
export async function figuresOf(db: Database, definition: MarketReportDefinition, asked: readonly string[]): Promise<{ figures: MarketReportFigures; source: MarketSourceFacts }> {
  const branches = await reportBranches(db, definition, asked);
  const codes = branches.map((b) => b.code);
  if (definition.kind === 'reputation') {
    return { figures: reputationReport(await reviewsOf(db, codes)), source: { sources: definition.sources, ...(await freshnessOf(db, ['excede_reviews'])), upload: null } };
  }
  const figures = mergeUploaded(await feedFigures(db, definition, codes), await uploadedFigures(db, definition, codes));
  const source = { sources: definition.sources, ...(await freshnessOf(db, ['excede_market_metrics'])), upload: await lastUpload(db, definition, codes) };
  switch (definition.kind) {
    case 'google':
      return { figures: googleReport(figures, branches), source };
    case 'social':
      return { figures: socialReport(figures), source };
    case 'happyOrNot':
      return { figures: happyOrNotReport(figures), source };
  }
}
