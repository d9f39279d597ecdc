import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { guard } from '../auth/guard';
import { answerList, listColumns, type ListDefinition } from '../business/listEndpoint';
import { GL_LINE_FIELDS } from '../../src/domain/accounting/glLines';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { wallTimeOf } from '../../src/domain/timeZone';
import type { AppEnv } from '../http';

/** GL lines with their account: what Transaction Detail and the cash-clearing detail read. */
const GL_LINES: ListDefinition = {
  name: 'gl-lines',
  from: sql`excede_gl_lines l left join excede_gl_accounts a on a.acct_id = l.acct_id`,
  branch: sql`l.brn_id`,
  date: sql`l.posted_on`,
  columns: listColumns(GL_LINE_FIELDS, {
    postedOn: sql`l.posted_on`,
    brnId: sql`l.brn_id`,
    jeId: sql`l.je_id`,
    lineNo: sql`l.line_no`,
    acctId: sql`l.acct_id`,
    account: sql`a.description`,
    department: sql`l.department`,
    source: sql`l.source`,
    xref: sql`l.xref`,
    description: sql`l.description`,
    debit: sql`l.debit`,
    credit: sql`l.credit`,
  }),
  key: [sql`l.je_id`, sql`l.line_no`],
  defaultSort: [{ id: 'postedOn', desc: true }],
  tables: ['excede_gl_lines', 'excede_gl_accounts'],
};

/** The first and last day of this month in New York, when a period is not given. */
function thisMonth(): { from: string; to: string } {
  const { year, month } = wallTimeOf(new Date(), BUSINESS_TIME_ZONE);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${ym}-01`, to: `${ym}-${last}` };
}

/**
 * Totals by branch and account over a period (this month unless from/to say otherwise): what the financial
 * reports add up. The period is applied inside the grouping, so each row is one branch and account.
 */
const GL_TOTALS: ListDefinition = {
  name: 'gl-totals',
  from: (query) => {
    const period = query.from || query.to ? { from: query.from ?? '0001-01-01', to: query.to ?? '9999-12-31' } : thisMonth();
    return sql`(select l.brn_id, l.acct_id, sum(l.debit) as debit, sum(l.credit) as credit, count(*)::int as lines
      from excede_gl_lines l where l.posted_on >= ${period.from}::date and l.posted_on <= ${period.to}::date group by l.brn_id, l.acct_id) t
      left join excede_gl_accounts a on a.acct_id = t.acct_id`;
  },
  branch: sql`t.brn_id`,
  columns: {
    brnId: { header: 'Branch', value: sql`t.brn_id`, format: 'text', filter: 'values' },
    acctId: { header: 'Account', value: sql`t.acct_id`, format: 'text', filter: 'values' },
    account: { header: 'Account name', value: sql`a.description`, format: 'text' },
    acctType: { header: 'Type', value: sql`a.acct_type`, format: 'text', filter: 'values' },
    lines: { header: 'Lines', value: sql`t.lines`, format: 'number', total: 'sum' },
    debit: { header: 'Debit', value: sql`t.debit`, format: 'money2', total: 'sum' },
    credit: { header: 'Credit', value: sql`t.credit`, format: 'money2', total: 'sum' },
    net: { header: 'Net', value: sql`(t.debit - t.credit)`, format: 'money2', total: 'sum' },
  },
  key: [sql`t.brn_id`, sql`t.acct_id`],
  defaultSort: [{ id: 'brnId', desc: false }, { id: 'acctId', desc: false }],
  tables: ['excede_gl_lines', 'excede_gl_accounts'],
};

export const accountingRoutes = new Hono<AppEnv>()
  .get('/accounting/gl-lines', guard('GET /accounting/gl-lines'), (c) => answerList(c, GL_LINES))
  .get('/accounting/gl-totals', guard('GET /accounting/gl-totals'), (c) => answerList(c, GL_TOTALS));
