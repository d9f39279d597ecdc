import { Hono } from 'hono';
import { desc, eq, sql } from 'drizzle-orm';
import { approvalRefusal } from '../../../src/domain/approvals';
import {
  countSchema,
  countStatusOf,
  countTotalCents,
  expectedCents,
  fundChangeSchema,
  fundCreateSchema,
  OVER_SHORT_APPROVAL,
  paidOutSchema,
  RECEIPT_FILE_RULES,
  rejectSchema,
  signOffSchema,
  thresholdSchema,
} from '../../../src/domain/accounting/cashOnHand';
import {
  CASH_FUND_FIELDS,
  type AwaitingCount,
  type CashCount,
  type CashFundDetail,
  type CashOnHandSummary,
  type CashPaidOut,
} from '../../../src/domain/accounting/cashOnHandData';
import { MB } from '../../../src/domain/files';
import { centsOf, moneyText } from '../../../src/domain/money';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { authoritiesOf, refuseApproval } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting, writeSetting } from '../../business/settings';
import { cashCounts, cashFunds, cashPaidOuts } from '../../db/cashOnHand';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { users } from '../../db/schema';
import { fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { sniffType } from '../../storage/sniff';
import { storeUpload, type StoredUpload } from '../../storage/uploads';
import { businessDayOf } from '../../db/businessDay';

const TABLES = ['excede_ar_receipts'];
export const FUND_NOT_FOUND = 'That cash fund does not exist.';
const COUNT_NOT_FOUND = 'That cash count does not exist.';
export const FUND_CLOSED = 'This fund is closed: open it again to count it or pay out of it.';
export const NOT_AWAITING = 'This count is not waiting for a sign-off.';
export const RECEIPT_NEEDED = 'receipt: Attach the image of the receipt (PNG, JPEG or PDF).';
const RECEIPT_TOO_LARGE = 'The receipt is too large (5 MB at most).';
export const THRESHOLD_REFUSED = 'Only someone who signs off cash counts may change the sign-off threshold.';
export const FUND_NAME_TAKEN = 'name: The branch already has a fund of that name.';
export const DRAWER_TAKEN = 'drawer: Another fund already counts that drawer.';

/** A fund name the branch already has, or a drawer another fund counts: a 400 naming the field, not a 500. */
function refuseTaken(error: unknown): never {
  const failure = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const { code, constraint } = failure.cause ?? failure;
  if (code === '23505') fail(400, constraint === 'cash_funds_drawer_key' ? DRAWER_TAKEN : FUND_NAME_TAKEN);
  throw error;
}

/**
 * Every fund with its figures now: the period since its last count that was not rejected (else since it was
 * set up), the cash its drawer took in that period (Excede's cash receipts at that drawer), what of it is
 * already in a deposit (Excede's, or taken before the branch's last deposit run) and since when the rest waits,
 * the paid-outs of the period not yet replenished, and its last count.
 */
export const FUNDS = sql`(select f.id, f.version, f.brn_id, f.kind, f.name, f.drawer, f.custodian, f.float_amount, f.active, f.created_at,
    p.since, r.receipts, r.deposited, o.paid_outs, r.undeposited_since,
    (f.float_amount + r.receipts - o.paid_outs - r.deposited)::numeric(14, 2) as expected,
    f.last_count_at, k.counted, k.over_short, k.status
  from cash_funds f
  cross join lateral (select coalesce(max(c.created_at), f.created_at) as since from cash_counts c where c.fund_id = f.id and c.status <> 'Rejected') p
  cross join lateral (select max(d.created_at) as last_run_at from cash_deposit_runs d where d.brn_id = f.brn_id) dr
  cross join lateral (select coalesce(sum(x.amount), 0)::numeric(14, 2) as receipts,
      coalesce(sum(x.amount) filter (where x.deposit_id is not null or x.received_at <= dr.last_run_at), 0)::numeric(14, 2) as deposited,
      min(x.received_at) filter (where x.deposit_id is null and x.received_at > coalesce(dr.last_run_at, '-infinity')) as undeposited_since
    from excede_ar_receipts x
    where x.brn_id = f.brn_id and x.drawer = f.drawer and x.method = 'Cash' and x.received_at > p.since) r
  cross join lateral (select coalesce(sum(q.amount), 0)::numeric(14, 2) as paid_outs from cash_paid_outs q
    where q.fund_id = f.id and q.created_at > p.since and q.replenishment_id is null) o
  left join lateral (select c.counted, c.over_short, c.status from cash_counts c where c.fund_id = f.id order by c.created_at desc, c.id desc limit 1) k on true) t`;

const FUND_LIST: ListDefinition = {
  name: 'cash-funds',
  from: FUNDS,
  branch: sql`t.brn_id`,
  columns: listColumnsIn('t', CASH_FUND_FIELDS, { float: sql`t.float_amount`, state: sql`case when t.active then 'Active' else 'Closed' end` }),
  key: [sql`t.id`],
  defaultSort: [
    { id: 'state', desc: false },
    { id: 'brnId', desc: false },
    { id: 'name', desc: false },
  ],
  tables: TABLES,
};

interface FundFigures {
  id: number;
  version: number;
  brn_id: string;
  kind: CashFundDetail['fund']['kind'];
  name: string;
  drawer: string | null;
  custodian: string;
  float_amount: string;
  active: boolean;
  since: Date | string;
  receipts: string;
  deposited: string;
  paid_outs: string;
  undeposited_since: Date | string | null;
  expected: string;
}

export async function fundFigures(db: Database, id: number): Promise<FundFigures | undefined> {
  const [row] = await queryRows<FundFigures>(db, sql`select * from ${FUNDS} where t.id = ${id}`);
  return row;
}

export const fundBranch = (row: { brnId: string }) => row.brnId;
/** A fund as its changes name it: created, changed, counted and replenished through server/business/recordChange.ts. */
export const FUND = { table: cashFunds, entity: 'cash fund', branchOf: fundBranch, notFound: FUND_NOT_FOUND };
const cents = (text: string) => centsOf(text) ?? 0;
const nameOf = sql`(select u.name from users u where u.id = `;

function countOut(row: typeof cashCounts.$inferSelect & { countedBy: string; decidedByName: string | null }): CashCount {
  return {
    id: row.id,
    version: row.version,
    countedAt: isoTime(row.createdAt),
    countedBy: row.countedBy,
    denominations: row.denominations,
    expected: row.expected,
    counted: row.counted,
    overShort: row.overShort,
    status: row.status,
    note: row.note,
    decidedBy: row.decidedByName,
    decidedAt: isoTime(row.decidedAt),
    decisionNote: row.decisionNote,
  };
}

export async function fundDetail(c: AppContext, id: number): Promise<CashFundDetail> {
  const { db, storage } = c.var.deps;
  const f = await fundFigures(db, id);
  if (!f) fail(404, FUND_NOT_FOUND);
  branchScope(c, [f.brn_id]);
  const counts = await db
    .select({ count: cashCounts, countedBy: sql<string>`${nameOf}${cashCounts.createdBy})`, decidedByName: sql<string | null>`${nameOf}${cashCounts.decidedBy})` })
    .from(cashCounts)
    .where(eq(cashCounts.fundId, id))
    .orderBy(desc(cashCounts.createdAt), desc(cashCounts.id))
    .limit(10);
  const paidOuts = await db
    .select({ paidOut: cashPaidOuts, paidBy: users.name })
    .from(cashPaidOuts)
    .innerJoin(users, eq(users.id, cashPaidOuts.createdBy))
    .where(sql`${cashPaidOuts.fundId} = ${id} and ${cashPaidOuts.createdAt} > ${isoTime(f.since)}::timestamptz`)
    .orderBy(desc(cashPaidOuts.createdAt));
  const [replenishing] = await queryRows<{ unreplenished: string; at: Date | string | null; by: string | null; amount: string | null; check_number: string | null }>(
    db,
    sql`select (select coalesce(sum(q.amount), 0)::numeric(14, 2)::text from cash_paid_outs q where q.fund_id = ${id} and q.replenishment_id is null) as unreplenished,
          l.created_at as at, u.name as by, l.amount::text as amount, l.check_number
        from (select 1) one left join lateral (select * from cash_replenishments r where r.fund_id = ${id} order by r.created_at desc, r.id desc limit 1) l on true
        left join users u on u.id = l.created_by`,
  );
  const last = replenishing!;
  return {
    fund: { id: f.id, version: f.version, brnId: f.brn_id, kind: f.kind, name: f.name, drawer: f.drawer, custodian: f.custodian, float: f.float_amount, active: f.active },
    period: { since: isoTime(f.since), receipts: f.receipts, deposited: f.deposited, paidOuts: f.paid_outs, expected: f.expected, undepositedSince: isoTime(f.undeposited_since) },
    counts: counts.map(({ count, countedBy, decidedByName }) => countOut({ ...count, countedBy, decidedByName })),
    paidOuts: paidOuts.map(
      ({ paidOut: p, paidBy }): CashPaidOut => ({
        id: p.id,
        paidAt: isoTime(p.createdAt),
        paidBy,
        amount: p.amount,
        paidTo: p.paidTo,
        note: p.note,
        receiptUrl: p.receipt ? storage.signedUrl(p.receipt.storageKey, p.receipt.originalName) : null,
      }),
    ),
    unreplenished: last.unreplenished,
    lastReplenishment: last.at ? { at: isoTime(last.at), by: last.by!, amount: last.amount!, checkNumber: last.check_number! } : null,
  };
}

async function summary(c: AppContext): Promise<CashOnHandSummary> {
  const { db } = c.var.deps;
  const branches = branchScope(c, c.req.queries('brnId') ?? []);
  const inBranches = sql.join(
    branches.map((b) => sql`${b}`),
    sql`, `,
  );
  const figures = await queryRows<{ brn_id: string; cash: string; oldest: Date | string | null; undeposited: string; run_id: number | null; run_at: Date | string | null; run_by: string | null; run_amount: string | null; bag_number: string | null }>(
    db,
    sql`select b.*, d.id as run_id, d.created_at as run_at, u.name as run_by, d.amount::text as run_amount, d.bag_number
        from (select t.brn_id, sum(t.expected)::numeric(14, 2)::text as cash, min(t.undeposited_since) as oldest, sum(t.receipts - t.deposited)::numeric(14, 2)::text as undeposited
          from ${FUNDS} where t.active and t.brn_id in (${inBranches}) group by t.brn_id) b
        left join lateral (select * from cash_deposit_runs d where d.brn_id = b.brn_id order by d.created_at desc, d.id desc limit 1) d on true
        left join users u on u.id = d.created_by
        order by b.brn_id`,
  );
  const waiting = await queryRows<{
    id: number;
    version: number;
    fund_id: number;
    fund_name: string;
    brn_id: string;
    created_at: Date | string;
    created_by: number;
    counted_by: string;
    expected: string;
    counted: string;
    over_short: string;
    note: string;
  }>(
    db,
    sql`select c.id, c.version, c.fund_id, f.name as fund_name, c.brn_id, c.created_at, c.created_by, u.name as counted_by, c.expected, c.counted, c.over_short, c.note
        from cash_counts c join cash_funds f on f.id = c.fund_id join users u on u.id = c.created_by
        where c.status = 'Awaiting sign-off' and c.brn_id in (${inBranches}) order by c.created_at limit 200`,
  );
  const me = staffMemberOf(c);
  const authorities = await authoritiesOf(db, me);
  const awaiting = waiting.map(
    (w): AwaitingCount => ({
      id: w.id,
      version: w.version,
      fundId: w.fund_id,
      fundName: w.fund_name,
      brnId: w.brn_id,
      countedAt: isoTime(w.created_at),
      countedBy: w.counted_by,
      expected: w.expected,
      counted: w.counted,
      overShort: w.over_short,
      note: w.note,
      refusal: approvalRefusal({ kind: OVER_SHORT_APPROVAL, makerId: w.created_by, approverId: me, amountCents: cents(w.over_short) }, authorities)?.message ?? null,
    }),
  );
  // The last ten days anything was counted, by branch.
  const overShortByDay = await queryRows<{ day: string; brnId: string; overShort: string }>(
    db,
    sql`with counted as (select c.brn_id, ${businessDayOf(sql`c.created_at`)} as day, c.over_short from cash_counts c
          where c.status <> 'Rejected' and c.brn_id in (${inBranches}))
        select to_char(day, 'YYYY-MM-DD') as "day", brn_id as "brnId", sum(over_short)::numeric(14, 2)::text as "overShort" from counted
        where day in (select distinct day from counted order by day desc limit 10) group by day, brn_id order by day, brn_id`,
  );
  return {
    branches: figures.map((f) => ({
      brnId: f.brn_id,
      cashOnHand: f.cash,
      oldestUndeposited: isoTime(f.oldest),
      undeposited: f.undeposited,
      lastDepositRun: f.run_id === null ? null : { id: f.run_id, at: isoTime(f.run_at!), by: f.run_by!, amount: f.run_amount!, bagNumber: f.bag_number! },
    })),
    awaiting,
    overShortByDay,
    threshold: moneyText(await readSetting(db, 'cash.signOffThresholdCents')),
    mayChangeThreshold: authorities.some((a) => a.kind === OVER_SHORT_APPROVAL),
    ...(await freshnessOf(db, TABLES)),
  };
}

/** A paid-out's fields and its receipt, from a multipart form. */
async function paidOutForm(c: AppContext) {
  const form = await c.req.parseBody().catch(() => fail(400, 'The form could not be read.'));
  const fields = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  const payload = parseWith(paidOutSchema, fields);
  const file = form.receipt;
  if (!(file instanceof File) || file.size === 0) fail(400, RECEIPT_NEEDED);
  if (file.size > RECEIPT_FILE_RULES.maxFileBytes) fail(413, RECEIPT_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type || !RECEIPT_FILE_RULES.accept.includes(type)) fail(415, RECEIPT_NEEDED.replace('receipt: ', ''));
  return { payload, file, bytes };
}

const countOf = (c: AppContext) => ({ table: cashCounts, entity: 'cash count', branchOf: fundBranch, id: idParam(c, 'a cash count'), notFound: COUNT_NOT_FOUND });

export const cashOnHandRoutes = new Hono<AppEnv>()
  .get('/accounting/cash-on-hand/funds', guard('GET /accounting/cash-on-hand/funds'), (c) => answerList(c, FUND_LIST))
  .get('/accounting/cash-on-hand/summary', guard('GET /accounting/cash-on-hand/summary'), async (c) => c.json(await summary(c)))
  .get('/accounting/cash-on-hand/funds/:id', guard('GET /accounting/cash-on-hand/funds/:id'), async (c) => c.json(await fundDetail(c, idParam(c, 'a cash fund'))))

  .post('/accounting/cash-on-hand/funds', guard('POST /accounting/cash-on-hand/funds'), async (c) => {
    const { brnId, kind, name, drawer, custodian, float } = await readJson(c, fundCreateSchema);
    const row = await c.var.deps.db.transaction((tx) =>
      createRecord(c, tx, {
        ...FUND,
        action: 'cash-fund.create',
        values: { brnId, kind, name, drawer: kind === 'Drawer' ? drawer : null, custodian, floatAmount: moneyText(float) },
      }).catch(refuseTaken),
    );
    return c.json(await fundDetail(c, row.id), 201);
  })

  .put('/accounting/cash-on-hand/funds/:id', guard('PUT /accounting/cash-on-hand/funds/:id'), async (c) => {
    const id = idParam(c, 'a cash fund');
    const { version, name, custodian, float, active } = await readJson(c, fundChangeSchema);
    await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx, {
        ...FUND,
        action: 'cash-fund.change',
        id,
        version,
        change: () => ({ name, custodian, floatAmount: moneyText(float), active }),
      }).catch(refuseTaken),
    );
    return c.json(await fundDetail(c, id));
  })

  .post('/accounting/cash-on-hand/funds/:id/counts', guard('POST /accounting/cash-on-hand/funds/:id/counts'), async (c) => {
    const id = idParam(c, 'a cash fund');
    const { fundVersion, denominations, note } = await readJson(c, countSchema);
    const count = await c.var.deps.db.transaction(async (tx) => {
      let recorded: typeof cashCounts.$inferSelect | undefined;
      // The fund's version moves with each count: two people counting it at once, the second is a 409.
      await changeRecord(c, tx, {
        ...FUND,
        action: 'cash-fund.count',
        id,
        version: fundVersion,
        change: async (fund) => {
          if (!fund.active) fail(400, FUND_CLOSED);
          const f = (await fundFigures(tx, id))!;
          const expected = expectedCents({ floatCents: cents(f.float_amount), receiptsCents: cents(f.receipts), paidOutsCents: cents(f.paid_outs), depositedCents: cents(f.deposited) });
          const counted = countTotalCents(denominations);
          const threshold = await readSetting(tx, 'cash.signOffThresholdCents');
          recorded = await createRecord(c, tx, {
            table: cashCounts,
            entity: 'cash count',
            action: 'cash-count.record',
            branchOf: fundBranch,
            values: {
              fundId: id,
              brnId: fund.brnId,
              periodStart: new Date(f.since),
              denominations,
              floatAmount: f.float_amount,
              receipts: f.receipts,
              deposited: f.deposited,
              paidOuts: f.paid_outs,
              expected: moneyText(expected),
              counted: moneyText(counted),
              overShort: moneyText(counted - expected),
              threshold: moneyText(threshold),
              status: countStatusOf(counted - expected, threshold),
              note,
            },
          });
          return { lastCountAt: recorded.createdAt };
        },
      });
      return recorded!;
    });
    return c.json(countOut({ ...count, countedBy: c.var.user.name, decidedByName: null }), 201);
  })

  .post(
    '/accounting/cash-on-hand/funds/:id/paid-outs',
    guard('POST /accounting/cash-on-hand/funds/:id/paid-outs'),
    uploadLimit(6 * MB, RECEIPT_TOO_LARGE),
    async (c) => {
      const id = idParam(c, 'a cash fund');
      const { db, storage } = c.var.deps;
      const { payload, file, bytes } = await paidOutForm(c);
      let saved: StoredUpload | null = null;
      try {
        await db.transaction(async (tx) => {
          const [fund] = await tx.select().from(cashFunds).where(eq(cashFunds.id, id));
          if (!fund) fail(404, FUND_NOT_FOUND);
          branchScope(c, [fund.brnId]);
          if (!fund.active) fail(400, FUND_CLOSED);
          saved = await storeUpload(tx, storage, { folder: 'cash-receipts', bytes, originalName: file.name, userId: staffMemberOf(c) });
          await createRecord(c, tx, {
            table: cashPaidOuts,
            entity: 'cash paid-out',
            action: 'cash-paid-out.record',
            branchOf: fundBranch,
            values: { fundId: id, brnId: fund.brnId, amount: moneyText(payload.amount), paidTo: payload.paidTo, note: payload.note, receipt: saved },
          });
        });
      } catch (error) {
        const stored = saved as StoredUpload | null;
        if (stored) await storage.remove(stored.storageKey);
        throw error;
      }
      return c.json(await fundDetail(c, id), 201);
    },
  )

  .post('/accounting/cash-on-hand/counts/:id/sign-off', guard('POST /accounting/cash-on-hand/counts/:id/sign-off'), async (c) => {
    const { version, note } = await readJson(c, signOffSchema);
    const row = await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx, {
        ...countOf(c),
        action: 'cash-count.sign-off',
        version,
        change: async (count) => {
          if (count.status !== 'Awaiting sign-off') fail(409, NOT_AWAITING);
          await refuseApproval(c, tx, { kind: OVER_SHORT_APPROVAL, makerId: count.createdBy, amountCents: cents(count.overShort) });
          return { status: 'Signed off' as const, decidedBy: staffMemberOf(c), decidedAt: new Date(), decisionNote: note };
        },
      }),
    );
    return c.json({ id: row.id, version: row.version, status: row.status });
  })

  .post('/accounting/cash-on-hand/counts/:id/reject', guard('POST /accounting/cash-on-hand/counts/:id/reject'), async (c) => {
    const { version, reason } = await readJson(c, rejectSchema);
    const row = await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx, {
        ...countOf(c),
        action: 'cash-count.reject',
        version,
        change: async (count) => {
          if (count.status !== 'Awaiting sign-off') fail(409, NOT_AWAITING);
          await refuseApproval(c, tx, { kind: OVER_SHORT_APPROVAL, makerId: count.createdBy, amountCents: cents(count.overShort) });
          return { status: 'Rejected' as const, decidedBy: staffMemberOf(c), decidedAt: new Date(), decisionNote: reason };
        },
      }),
    );
    return c.json({ id: row.id, version: row.version, status: row.status });
  })

  .put('/accounting/cash-on-hand/threshold', guard('PUT /accounting/cash-on-hand/threshold'), async (c) => {
    const { threshold } = await readJson(c, thresholdSchema);
    const { db } = c.var.deps;
    const mine = await authoritiesOf(db, staffMemberOf(c));
    if (!mine.some((a) => a.kind === OVER_SHORT_APPROVAL)) fail(403, THRESHOLD_REFUSED);
    await db.transaction((tx) => writeSetting(c, tx, 'cash.signOffThresholdCents', threshold));
    return c.json({ threshold: moneyText(threshold) });
  });
