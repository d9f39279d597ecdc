import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { branchRefused, branchScope } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { queryRows, type Database } from '../../db/database';
import { GL_LINE_FIELDS } from '../../../src/domain/accounting/glLines';
import { recordNotFound, transactionRecordQuery, type TransactionEntry, type TransactionRecord } from '../../../src/domain/accounting/transactionRecord';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import { wallTimeOf } from '../../../src/domain/timeZone';
import { fail, parseWith, type AppContext, type AppEnv } from '../../http';
import { businessDayOf } from '../../db/businessDay';

/** GL lines with their account: what Transaction Detail and the cash-clearing detail read. */
const GL_LINES: ListDefinition = {
  name: 'gl-lines',
  from: sql`excede_gl_lines l left join excede_gl_accounts a on a.acct_id = l.acct_id`,
  branch: sql`l.brn_id`,
  date: sql`l.posted_on`,
  columns: listColumnsIn('l', GL_LINE_FIELDS, { account: sql`a.description` }),
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

type Entry = TransactionEntry & { xref: string };

/** The journal entries whose lines meet a condition, oldest first. */
const entriesWhere = (db: Database, condition: SQL) =>
  queryRows<Entry>(
    db,
    sql`select je_id as "jeId", brn_id as "brnId", min(posted_on)::text as "postedOn", min(source) as source, min(description) as description,
          sum(debit)::text as amount, min(xref) as xref
        from excede_gl_lines where ${condition} group by je_id, brn_id order by 3, 1 limit 200`,
  );

/** Excede's own document an xref numbers, in each branch: its type, day, customer and total (the first kind found wins). */
interface DocumentFacts {
  brnId: string;
  docType: string;
  documentDate: string;
  cusId: string;
  total: string;
}
const factsOf = (db: Database, xref: string) =>
  queryRows<DocumentFacts>(
    db,
    sql`select distinct on ("brnId") * from (
          select 1 as rank, brn_id as "brnId", 'Parts invoice' as "docType", ${businessDayOf(sql`invoiced_at`)}::text as "documentDate", cus_id as "cusId", total::text as total
            from excede_parts_invoices where sls_id = ${xref}
          union all select 2, brn_id, 'Repair order', ${businessDayOf(sql`coalesce(date_invoice, date_open)`)}::text, cus_id, amt_total::text
            from excede_repair_orders where sls_id = ${xref}
          union all select 3, brn_id, 'Vehicle deal', coalesce(delivered_on, sold_on)::text, cus_id, price::text from excede_deals where deal_id = ${xref}
          union all select 4, brn_id, doc_type, doc_date::text, cus_id, amount::text from excede_ar_open_items where doc_id = ${xref}
        ) f order by "brnId", rank`,
  );

/** The customer of a receipt posted with an xref on a day: who paid, when the xref is not a document of theirs. */
async function payerOf(db: Database, entry: Entry): Promise<string | null> {
  const [row] = await queryRows<{ cus_id: string }>(
    db,
    sql`select cus_id from excede_ar_receipts where brn_id = ${entry.brnId} and xref = ${entry.xref}
          and received_at >= (${entry.postedOn}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and received_at < ((${entry.postedOn}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
        order by receipt_id limit 1`,
  );
  return row?.cus_id ?? null;
}

/**
 * The header of the record the query names: an entry (jeId), a cross-reference (xref, slsId) or a quick
 * link's key (an entry's id, else an xref). Its branch must be the user's: a record only in other branches
 * is a 403, none anywhere a 404. The document type, day and total are the Excede document's when the
 * record's first entry posted it (or nothing is posted yet), else the first entry's own.
 */
async function recordOf(c: AppContext): Promise<TransactionRecord> {
  const asked = parseWith(transactionRecordQuery, c.req.query());
  const branches = branchScope(c, 'brnId' in asked && asked.brnId ? [asked.brnId] : []);
  const { db } = c.var.deps;
  let entries: Entry[];
  let xref: string | null;
  if ('jeId' in asked || 'key' in asked) {
    const key = 'jeId' in asked ? asked.jeId : asked.key;
    entries = await entriesWhere(db, sql`je_id = ${key}`);
    xref = entries[0]?.xref ?? ('key' in asked ? asked.key : null);
    if (!entries.length && xref) entries = await entriesWhere(db, sql`xref = ${xref}`);
  } else {
    xref = 'xref' in asked ? asked.xref : asked.slsId;
    entries = await entriesWhere(db, sql`xref = ${xref}`);
  }
  const facts = xref ? await factsOf(db, xref) : [];
  const found = [...entries.map((e) => e.brnId), ...facts.map((f) => f.brnId)];
  const mine = entries.filter((e) => branches.includes(e.brnId));
  const first = mine[0] ?? null;
  const brnId = first?.brnId ?? facts.find((f) => branches.includes(f.brnId))?.brnId;
  if (!brnId) fail(found.length ? 403 : 404, found.length ? branchRefused(found[0]!) : recordNotFound(asked));
  const fact = facts.find((f) => f.brnId === brnId);
  const ownDocument = fact && (!first || first.source === fact.docType) ? fact : null;
  const cusId = fact?.cusId ?? (first ? await payerOf(db, first) : null);
  const [named] = await queryRows<{ branch: string | null; customer: string | null }>(
    db,
    sql`select (select name from branches where code = ${brnId}) as branch, (select name from excede_customers where cus_id = ${cusId}) as customer`,
  );
  return {
    docType: ownDocument?.docType ?? first!.source,
    xref: first?.xref ?? xref!,
    brnId,
    branchName: named?.branch ?? null,
    documentDate: ownDocument?.documentDate ?? first?.postedOn ?? null,
    postedOn: first?.postedOn ?? null,
    customer: cusId ? { cusId, name: named?.customer ?? cusId } : null,
    total: ownDocument?.total ?? first?.amount ?? null,
    entries: mine.map(({ jeId, brnId: branch, postedOn, source, description, amount }) => ({ jeId, brnId: branch, postedOn, source, description, amount })),
    ...(await freshnessOf(db, RECORD_TABLES)),
  };
}

const RECORD_TABLES = ['excede_gl_lines', 'excede_parts_invoices', 'excede_repair_orders', 'excede_ar_open_items', 'excede_customers'];

export const accountingRoutes = new Hono<AppEnv>()
  .get('/accounting/gl-lines', guard('GET /accounting/gl-lines'), (c) => answerList(c, GL_LINES))
  .get('/accounting/transaction', guard('GET /accounting/transaction'), async (c) => c.json(await recordOf(c)))
  .get('/accounting/gl-totals', guard('GET /accounting/gl-totals'), (c) => answerList(c, GL_TOTALS));
