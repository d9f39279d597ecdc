import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { guard } from '../auth/guard';
import { answerList, type ListDefinition } from '../business/listEndpoint';
import type { AppEnv } from '../http';

/** GL lines with their account: what Transaction Detail and the cash-clearing detail read. */
const GL_LINES: ListDefinition = {
  name: 'gl-lines',
  from: sql`excede_gl_lines l left join excede_gl_accounts a on a.acct_id = l.acct_id`,
  branch: sql`l.brn_id`,
  date: sql`l.posted_on`,
  columns: {
    postedOn: { header: 'Date', value: sql`l.posted_on`, format: 'date' },
    brnId: { header: 'Branch', value: sql`l.brn_id`, format: 'text', filter: 'values' },
    jeId: { header: 'Entry', value: sql`l.je_id`, format: 'text' },
    lineNo: { header: 'Line', value: sql`l.line_no`, format: 'number', filter: null },
    acctId: { header: 'Account', value: sql`l.acct_id`, format: 'text' },
    account: { header: 'Account name', value: sql`a.description`, format: 'text' },
    department: { header: 'Department', value: sql`l.department`, format: 'text', filter: 'values' },
    source: { header: 'Source', value: sql`l.source`, format: 'text', filter: 'values' },
    xref: { header: 'Xref', value: sql`l.xref`, format: 'text' },
    description: { header: 'Description', value: sql`l.description`, format: 'text' },
    debit: { header: 'Debit', value: sql`l.debit`, format: 'money2', total: 'sum' },
    credit: { header: 'Credit', value: sql`l.credit`, format: 'money2', total: 'sum' },
  },
  key: [sql`l.je_id`, sql`l.line_no`],
  defaultSort: [{ id: 'postedOn', desc: true }],
  tables: ['excede_gl_lines', 'excede_gl_accounts'],
};

export const accountingRoutes = new Hono<AppEnv>().get('/accounting/gl-lines', guard('GET /accounting/gl-lines'), (c) => answerList(c, GL_LINES));
