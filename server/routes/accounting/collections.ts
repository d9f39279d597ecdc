import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { COLLECTED_RECEIPT_FIELDS, PAST_DUE_FIELDS, type CollectedDay, type CollectionsDso, type Collector } from '../../../src/domain/accounting/collections';
import { collectionAccountSchema, collectionCallSchema, type PromiseInput } from '../../../src/domain/accounting/collectionsPayloads';
import { DSO_DAYS, daysSalesOutstanding } from '../../../src/domain/accounting/collectionsRules';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import type { ListQuery } from '../../../src/domain/listQuery';
import { centsOf, moneyText } from '../../../src/domain/money';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { answerList, listColumns, listQueryOf, listSelection, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord } from '../../business/recordChange';
import { collectionAccounts, collectionCalls } from '../../db/collections';
import { queryRows, type Database } from '../../db/database';
import { collectionRequestRoutes } from './collectionsRequests';
import { badRequest, fail, readJson, type AppContext, type AppEnv } from '../../http';

const inBranches = (column: ReturnType<typeof sql>, branches: readonly string[]) =>
  branches.length ? sql`${column} in (${sql.join(branches.map((b) => sql`${b}`), sql`, `)})` : sql`false`;

/** The instant a New York day starts. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/**
 * The receipts of the period asked for (narrowed by their time, so the index on branch and time serves),
 * with their customer. The list's date is the New York day a receipt was taken.
 */
const RECEIPTS: ListDefinition = {
  name: 'collections-receipts',
  from: (query: ListQuery) => {
    const period = [
      query.from ? sql`r.received_at >= ${startOf(query.from)}` : sql`true`,
      query.to ? sql`r.received_at < ${startOf(addDays(query.to, 1))}` : sql`true`,
    ];
    return sql`(select r.* from excede_ar_receipts r where ${sql.join(period, sql` and `)}) r left join excede_customers c on c.cus_id = r.cus_id`;
  },
  branch: sql`r.brn_id`,
  date: sql`(r.received_at at time zone ${BUSINESS_TIME_ZONE})`,
  columns: listColumns(COLLECTED_RECEIPT_FIELDS, {
    receivedAt: sql`r.received_at`,
    brnId: sql`r.brn_id`,
    drawer: sql`r.drawer`,
    customer: sql`coalesce(c.name, r.cus_id)`,
    cusId: sql`r.cus_id`,
    xref: sql`r.xref`,
    method: sql`r.method`,
    amount: sql`r.amount`,
    receiptId: sql`r.receipt_id`,
    depositId: sql`r.deposit_id`,
  }),
  key: [sql`r.receipt_id`],
  defaultSort: [{ id: 'receivedAt', desc: true }],
  tables: ['excede_ar_receipts', 'excede_customers'],
};

/** Each New York day's receipts by method, over the list's branches and period. */
async function collectedByDay(c: AppContext): Promise<CollectedDay[]> {
  const { query, from, where } = listSelection(c, RECEIPTS);
  if (!query.from || !query.to) fail(400, 'from: Give the days to chart (from and to).');
  if (query.from < addDays(query.to, -366)) fail(400, 'from: Chart at most a year of days.');
  return queryRows<CollectedDay>(
    c.var.deps.db,
    sql`select to_char(r.received_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as day, r.method, sum(r.amount)::text as amount
        from ${from} where ${where} group by 1, 2 order by 1, 2`,
  );
}

const bucket = (condition: ReturnType<typeof sql>) => sql`coalesce(sum(o.balance) filter (where ${condition}), 0)`;

/**
 * Each customer's open items at a branch, aged on `today` by days past due, with what collections keeps of
 * the account (promise, collector), its last payment, its latest call and what was paid toward the promise
 * (from when it was made to the end of its day).
 */
function pastDueAccounts(today: string) {
  const late = sql`(${today}::date - o.due_date)`;
  return sql`(select o.brn_id, o.cus_id, sum(o.balance) as balance,
        ${bucket(sql`${late} <= 0`)} as current,
        ${bucket(sql`${late} between 1 and 30`)} as days1to30,
        ${bucket(sql`${late} between 31 and 60`)} as days31to60,
        ${bucket(sql`${late} between 61 and 90`)} as days61to90,
        ${bucket(sql`${late} between 91 and 120`)} as days91to120,
        ${bucket(sql`${late} > 120`)} as over120,
        ${bucket(sql`${late} > 0`)} as past_due,
        coalesce(max(${late}) filter (where o.balance > 0), 0)::int as oldest_days
      from excede_ar_open_items o group by o.brn_id, o.cus_id) t
    join excede_customers c on c.cus_id = t.cus_id
    left join collection_accounts a on a.brn_id = t.brn_id and a.cus_id = t.cus_id
    left join excede_employees e on e.excede_id = a.collector_id
    left join lateral (select r.received_at, r.amount from excede_ar_receipts r
        where r.brn_id = t.brn_id and r.cus_id = t.cus_id and r.amount > 0 order by r.received_at desc, r.receipt_id desc limit 1) p on true
    left join lateral (select k.created_at, k.outcome, k.note, k.follow_up_on from collection_calls k
        where k.brn_id = t.brn_id and k.cus_id = t.cus_id order by k.created_at desc, k.id desc limit 1) k on true
    left join lateral (select sum(r.amount) as paid from excede_ar_receipts r
        where a.promised_on is not null and r.brn_id = t.brn_id and r.cus_id = t.cus_id
          and r.received_at >= a.promise_made_at and r.received_at < ((a.promised_on + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})) pp on true
    left join lateral (select h.id, h.kind, h.reason, h.version, h.created_at, u.name as requested_by from collection_hold_requests h join users u on u.id = h.created_by
        where h.brn_id = t.brn_id and h.cus_id = t.cus_id and h.state = 'Requested' limit 1) hr on true
    left join lateral (select h.kind from collection_hold_requests h
        where h.brn_id = t.brn_id and h.cus_id = t.cus_id and h.state = 'Done in Excede' and h.kind in ('Legal', 'Release') order by h.decided_at desc, h.id desc limit 1) hd on true
    left join lateral (select s.created_at, s.sent_to from collection_statements s
        where s.brn_id = t.brn_id and s.cus_id = t.cus_id order by s.created_at desc, s.id desc limit 1) st on true`;
}

/** With legal once a referral was done in Excede and no release since, else Excede's credit hold (collectionsHolds.ts). */
const ACCOUNT_STATUS = sql`case when hd.kind = 'Legal' then 'Legal' when c.on_hold then 'Credit hold' else 'Active' end`;

const PAST_DUE: ListDefinition = {
  name: 'collections-past-due',
  from: () => pastDueAccounts(newYorkDay(new Date())),
  branch: sql`t.brn_id`,
  where: sql`t.past_due > 0`,
  columns: listColumns(PAST_DUE_FIELDS, {
    customer: sql`c.name`,
    cusId: sql`t.cus_id`,
    brnId: sql`t.brn_id`,
    terms: sql`c.trm_id`,
    creditLimit: sql`c.credit_limit`,
    balance: sql`t.balance`,
    current: sql`t.current`,
    days1to30: sql`t.days1to30`,
    days31to60: sql`t.days31to60`,
    days61to90: sql`t.days61to90`,
    days91to120: sql`t.days91to120`,
    over120: sql`t.over120`,
    pastDue: sql`t.past_due`,
    oldestDays: sql`t.oldest_days`,
    lastPaidAt: sql`p.received_at`,
    lastPaidAmount: sql`p.amount`,
    promisedOn: sql`a.promised_on`,
    promisedAmount: sql`a.promised_amount`,
    promisePaid: sql`case when a.promised_on is null then null else coalesce(pp.paid, 0)::numeric(14, 2) end`,
    collector: sql`e.name`,
    status: ACCOUNT_STATUS,
    lastCallAt: sql`k.created_at`,
    lastCallOutcome: sql`k.outcome`,
    lastCallNote: sql`k.note`,
    followUpOn: sql`k.follow_up_on`,
    collectorId: sql`a.collector_id`,
    version: sql`a.version`,
    holdRequestKind: sql`hr.kind`,
    holdRequestReason: sql`hr.reason`,
    holdRequestedBy: sql`hr.requested_by`,
    holdRequestedAt: sql`hr.created_at`,
    holdRequestId: sql`hr.id`,
    holdRequestVersion: sql`hr.version`,
    lastStatementAt: sql`st.created_at`,
    lastStatementTo: sql`st.sent_to`,
  }),
  key: [sql`t.brn_id`, sql`t.cus_id`],
  defaultSort: [{ id: 'pastDue', desc: true }],
  tables: ['excede_ar_open_items', 'excede_ar_receipts', 'excede_customers', 'excede_employees'],
};

/**
 * The chart's receivable accounts (customers', and the makers' warranty claims) and the documents that charge
 * them a sale; cash customers (COD terms) pay theirs at once, so their receipts are taken back out.
 */
const RECEIVABLE_ACCOUNTS = ['1200', '1270'];
const SALE_SOURCES = ['Parts invoice', 'Repair order', 'Vehicle deal'];
const CASH_TERMS = 'COD';

/** Days sales outstanding of the branches asked for, on today. */
async function dsoOf(c: AppContext): Promise<CollectionsDso> {
  const { branches } = listQueryOf(c, PAST_DUE);
  const today = newYorkDay(new Date());
  const first = addDays(today, -(DSO_DAYS - 1));
  const [row] = await queryRows<{ receivable: string; sales: string; cash: string }>(
    c.var.deps.db,
    sql`select
      (select coalesce(sum(o.balance), 0) from excede_ar_open_items o where ${inBranches(sql`o.brn_id`, branches)})::text as receivable,
      (select coalesce(sum(l.debit), 0) from excede_gl_lines l
        where ${inBranches(sql`l.brn_id`, branches)} and l.posted_on >= ${first}::date and l.posted_on <= ${today}::date
          and l.acct_id in (${sql.join(RECEIVABLE_ACCOUNTS.map((a) => sql`${a}`), sql`, `)})
          and l.source in (${sql.join(SALE_SOURCES.map((s) => sql`${s}`), sql`, `)}))::text as sales,
      (select coalesce(sum(r.amount), 0) from excede_ar_receipts r join excede_customers cu on cu.cus_id = r.cus_id
        where ${inBranches(sql`r.brn_id`, branches)} and cu.trm_id = ${CASH_TERMS} and r.amount > 0
          and r.received_at >= ${startOf(first)} and r.received_at < ${startOf(addDays(today, 1))})::text as cash`,
  );
  const receivable = centsOf(row!.receivable)!;
  const creditSales = Math.max(0, centsOf(row!.sales)! - centsOf(row!.cash)!);
  return { receivable: moneyText(receivable), creditSales: moneyText(creditSales), days: DSO_DAYS, dso: daysSalesOutstanding(receivable, creditSales) };
}

/** Who may collect: the employees of the user's branches, technicians aside. */
async function collectorsOf(c: AppContext, only?: string): Promise<Collector[]> {
  const branches = branchScope(c, []);
  return queryRows<Collector>(
    c.var.deps.db,
    sql`select excede_id as "excedeId", name, branch_code as "brnId", title from excede_employees
        where ${inBranches(sql`branch_code`, branches)} and not is_technician ${only === undefined ? sql`` : sql`and excede_id = ${only}`}
        order by name, excede_id`,
  );
}

const ACCOUNT = { table: collectionAccounts, entity: 'collection account', branchOf: (row: typeof collectionAccounts.$inferSelect) => row.brnId };

/** The promise's columns: set (made now), or none. */
const promiseValues = (promise: PromiseInput | null) =>
  promise
    ? { promisedOn: promise.promisedOn, promisedAmount: moneyText(centsOf(promise.amount)!), promiseMadeAt: new Date() }
    : { promisedOn: null, promisedAmount: null, promiseMadeAt: null };

type AccountValues = Partial<Pick<typeof collectionAccounts.$inferInsert, 'collectorId' | 'promisedOn' | 'promisedAmount' | 'promiseMadeAt'>>;

/**
 * Changes what collections keeps of a customer's account at a branch, as of the version the user saw (null:
 * there was no record yet, so it is made now). One change to an account at a time.
 */
async function changeAccount(c: AppContext, tx: Database, account: { brnId: string; cusId: string; version: number | null }, action: string, values: AccountValues) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`collections:${account.brnId}:${account.cusId}`}))`);
  const [existing] = await tx
    .select({ id: collectionAccounts.id })
    .from(collectionAccounts)
    .where(and(eq(collectionAccounts.brnId, account.brnId), eq(collectionAccounts.cusId, account.cusId)));
  if (!existing) {
    if (account.version !== null) fail(409, RECORD_CHANGED_MESSAGE);
    return createRecord(c, tx, { ...ACCOUNT, action, values: { brnId: account.brnId, cusId: account.cusId, ...values } });
  }
  if (account.version === null) fail(409, RECORD_CHANGED_MESSAGE);
  return changeRecord(c, tx, { ...ACCOUNT, action, id: existing.id, version: account.version, notFound: RECORD_CHANGED_MESSAGE, change: () => values });
}

/** The customer must have something open at the branch (which must be the user's) to be worked. */
async function refuseUnknownAccount(c: AppContext, brnId: string, cusId: string) {
  branchScope(c, [brnId]);
  const [open] = await queryRows<{ n: number }>(c.var.deps.db, sql`select count(*)::int as n from excede_ar_open_items where brn_id = ${brnId} and cus_id = ${cusId}`);
  if (!open!.n) badRequest([{ field: 'cusId', message: `Customer ${cusId} has nothing open at branch ${brnId}.` }]);
}

async function logCall(c: AppContext) {
  const call = await readJson(c, collectionCallSchema(newYorkDay(new Date())));
  await refuseUnknownAccount(c, call.brnId, call.cusId);
  return c.var.deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const promise = call.promise ? { promisedOn: call.promise.promisedOn, promisedAmount: moneyText(centsOf(call.promise.amount)!) } : { promisedOn: null, promisedAmount: null };
    const logged = await createRecord(c, tx, {
      table: collectionCalls,
      entity: 'collection call',
      action: 'collections.call',
      branchOf: (row) => row.brnId,
      values: { brnId: call.brnId, cusId: call.cusId, outcome: call.outcome, note: call.note, followUpOn: call.followUpOn, ...promise },
    });
    const account = call.promise
      ? await changeAccount(c, tx, { brnId: call.brnId, cusId: call.cusId, version: call.accountVersion }, 'collections.promise', promiseValues(call.promise))
      : null;
    return { call: logged, account };
  });
}

async function updateAccount(c: AppContext) {
  const change = await readJson(c, collectionAccountSchema(newYorkDay(new Date())));
  await refuseUnknownAccount(c, change.brnId, change.cusId);
  if (change.collectorId && !(await collectorsOf(c, change.collectorId)).length) {
    badRequest([{ field: 'collectorId', message: 'Choose a collector who works at one of your branches.' }]);
  }
  const values: AccountValues = {
    ...(change.promise !== undefined ? promiseValues(change.promise) : {}),
    ...(change.collectorId !== undefined ? { collectorId: change.collectorId } : {}),
  };
  const action = change.promise !== undefined ? 'collections.promise' : 'collections.collector';
  return c.var.deps.db.transaction((tx) => changeAccount(c, tx as unknown as Database, change, action, values));
}

export const collectionsRoutes = new Hono<AppEnv>()
  .get('/accounting/collections/receipts', guard('GET /accounting/collections/receipts'), (c) => answerList(c, RECEIPTS))
  .get('/accounting/collections/receipts/by-day', guard('GET /accounting/collections/receipts/by-day'), async (c) => c.json(await collectedByDay(c)))
  .get('/accounting/collections/past-due', guard('GET /accounting/collections/past-due'), (c) => answerList(c, PAST_DUE))
  .get('/accounting/collections/dso', guard('GET /accounting/collections/dso'), async (c) => c.json(await dsoOf(c)))
  .get('/accounting/collections/collectors', guard('GET /accounting/collections/collectors'), async (c) => c.json(await collectorsOf(c)))
  .post('/accounting/collections/calls', guard('POST /accounting/collections/calls'), async (c) => c.json({ content: await logCall(c) }, 201))
  .put('/accounting/collections/accounts', guard('PUT /accounting/collections/accounts'), async (c) => c.json({ content: await updateAccount(c) }))
  .route('/', collectionRequestRoutes);
