import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import {
  isReconciliationStream,
  reconcileRefusal,
  STREAMS,
  UNKNOWN_STREAM,
  UNRECONCILED_DAY_FIELDS,
  type DayOwnerChoice,
  type ReconciliationStream,
  type UnreconciledCalendarDay,
  type UnreconciledDay,
  type UnreconciledDayDetail,
  type UnreconciledItem,
} from '../../../src/domain/accounting/unreconciledDays';
import {
  dayOwnerSchema,
  dayReconcileSchema,
  explanationApproveSchema,
  explanationChangeSchema,
  explanationSchema,
  reconciliationDayQuery,
} from '../../../src/domain/accounting/unreconciledDaysPayloads';
import { approvalRefusal, type ApprovalKind } from '../../../src/domain/approvals';
import { companyHolidays, newYorkDay } from '../../../src/domain/businessDays';
import type { ListQuery } from '../../../src/domain/listQuery';
import { centsOf } from '../../../src/domain/money';
import { hasAnyPermission } from '../../../src/domain/permissionCheck';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { guard } from '../../auth/guard';
import { FORBIDDEN_MESSAGE } from '../../auth/middleware';
import { authoritiesOf, refuseApproval } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, listSelection, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { reconciliationDays, reconciliationExplanations } from '../../db/unreconciledDays';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { STREAM_SOURCES, type StreamPeriod } from './unreconciledDaysStreams';
import { businessDayOf } from '../../db/businessDay';

const APPROVAL: ApprovalKind = 'reconciliation-explanation';
const NO_SUCH_DAY = 'That day carries no unreconciled items of this stream.';
const EXPLANATION_NOT_FOUND = 'That explanation does not exist.';
const ALREADY_RECONCILED = 'This day was already marked reconciled.';
const ALREADY_APPROVED = 'This explanation was already approved.';
const ALREADY_EXPLAINED = 'This item already has an explanation: change that one instead.';

/** The stream of the path: another value is a 404; a stream's items need the permission of the screen they come from. */
function streamOf(c: AppContext): ReconciliationStream {
  const stream = c.req.param('stream') ?? '';
  if (!isReconciliationStream(stream)) fail(404, UNKNOWN_STREAM);
  if (!hasAnyPermission(c.var.user.permissions, [STREAMS[stream].permission])) fail(403, FORBIDDEN_MESSAGE);
  return stream;
}

/** This month in New York, when the query names no period. */
function periodOf(query: Pick<ListQuery, 'from' | 'to'>): StreamPeriod {
  const today = newYorkDay(new Date());
  if (!query.from && !query.to) return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: query.from ?? '0001-01-01', to: query.to ?? today };
}

/** The company holidays from the year of `from` (at most five years back) to `today`'s, as SQL dates (businessDays.ts). */
function holidaysSince(from: string, today: string): SQL {
  const last = Number(today.slice(0, 4));
  const years = Array.from({ length: last - Math.max(Number(from.slice(0, 4)), last - 5) + 1 }, (_, i) => last - i);
  return sql.join(years.flatMap((year) => [...companyHolidays(year)].map((day) => sql`${day}::date`)), sql`, `);
}

/**
 * The days of a stream over a period that carry an open item: what the items come to (each by its size), what
 * is still open, the owner and the status from the staff's records, and the business days the day has been open.
 */
export function streamDays(stream: ReconciliationStream, period: StreamPeriod): SQL {
  const today = newYorkDay(new Date());
  return sql`(select g.*, ${stream}::text as stream,
      (select count(*)::int from generate_series(g.day_on + 1, coalesce(${businessDayOf(sql`g.reconciled_at`)}, ${today}::date), interval '1 day') s
        where extract(isodow from s) < 6 and s::date not in (${holidaysSince(period.from, today)})) as days_open,
      case when g.reconciled_at is not null then 'Reconciled' when g.unexplained > 0 then 'Open' when g.waiting > 0 then 'Awaiting approval' else 'Explained' end as status
    from (select i.brn_id, i.day_on, sum(abs(i.amount))::numeric(14, 2) as expected,
            coalesce(sum(abs(i.amount)) filter (where not i.open), 0)::numeric(14, 2) as reconciled,
            coalesce(sum(abs(i.amount)) filter (where i.open), 0)::numeric(14, 2) as unreconciled,
            (count(*) filter (where i.open))::int as items,
            (count(*) filter (where i.open and e.id is null))::int as unexplained,
            (count(*) filter (where i.open and e.id is not null and e.approved_at is null))::int as waiting,
            d.owner_name as owner, d.reconciled_at
          from ${STREAM_SOURCES[stream].items(period)} i
          left join reconciliation_explanations e on e.stream = ${stream} and e.brn_id = i.brn_id and e.item_key = i.item_key
          left join reconciliation_days d on d.stream = ${stream} and d.brn_id = i.brn_id and d.day_on = i.day_on
          group by i.brn_id, i.day_on, d.owner_name, d.reconciled_at
          having bool_or(i.open)) g) t`;
}

const daysList = (stream: ReconciliationStream): ListDefinition => ({
  name: `unreconciled-days-${stream}`,
  from: (query) => streamDays(stream, periodOf(query)),
  branch: sql`t.brn_id`,
  columns: listColumnsIn('t', UNRECONCILED_DAY_FIELDS),
  key: [sql`t.brn_id`, sql`t.day_on`],
  defaultSort: [{ id: 'daysOpen', desc: true }, { id: 'brnId', desc: false }],
  tables: STREAM_SOURCES[stream].tables,
});

/** The heat-map: per day of the period, how many branch-days of the list carry open items, the oldest's age, the amount. */
async function calendarOf(c: AppContext, stream: ReconciliationStream): Promise<UnreconciledCalendarDay[]> {
  const { from, where } = listSelection(c, daysList(stream));
  return queryRows<UnreconciledCalendarDay>(
    c.var.deps.db,
    sql`select t.day_on::text as "dayOn", count(*)::int as days, max(t.days_open)::int as "daysOpen", sum(t.unreconciled)::text as unreconciled
        from ${from} where ${where} group by t.day_on order by t.day_on`,
  );
}

const daySelect = sql`select t.day_on::text as "dayOn", t.brn_id as "brnId", t.stream, t.expected::text as expected, t.reconciled::text as reconciled,
  t.unreconciled::text as unreconciled, t.items, t.days_open as "daysOpen", t.owner, t.status`;

type ItemRow = Omit<UnreconciledItem, 'explanation'> & {
  explanationId: number | null;
  version: number;
  text: string;
  writtenById: number;
  writtenBy: string;
  writtenAt: Date | string;
  approvedBy: string | null;
  approvedAt: Date | string | null;
};

/** A branch's day of a stream: its items, each with its explanation; asked of a branch the user lacks, a 403. */
async function itemsOf(c: AppContext, db: Database, stream: ReconciliationStream, brnId: string, date: string): Promise<UnreconciledItem[]> {
  branchScope(c, [brnId]);
  const rows = await queryRows<ItemRow>(
    db,
    sql`select i.item_key as "itemKey", i.kind, i.reference, i.description, i.amount::text as amount, i.open, i.file_id as "fileId",
          e.id as "explanationId", e.version, e.text, e.written_by as "writtenById", w.name as "writtenBy", e.updated_at as "writtenAt",
          a.name as "approvedBy", e.approved_at as "approvedAt"
        from ${STREAM_SOURCES[stream].items({ from: date, to: date })} i
        left join reconciliation_explanations e on e.stream = ${stream} and e.brn_id = i.brn_id and e.item_key = i.item_key
        left join users w on w.id = e.written_by
        left join users a on a.id = e.approved_by
        where i.brn_id = ${brnId} and i.day_on = ${date}::date
        order by i.open desc, i.item_key`,
  );
  const me = staffMemberOf(c);
  const authorities = await authoritiesOf(db, me);
  return rows.map(({ explanationId, version, text, writtenById, writtenBy, writtenAt, approvedBy, approvedAt, ...item }) => ({
    ...item,
    explanation:
      explanationId === null
        ? null
        : {
            id: explanationId,
            version,
            text,
            writtenBy,
            writtenAt: isoTime(writtenAt)!,
            approvedBy,
            approvedAt: isoTime(approvedAt),
            approvalRefusal: approvedAt
              ? null
              : (approvalRefusal({ kind: APPROVAL, makerId: writtenById, approverId: me, amountCents: centsOf(item.amount) ?? 0 }, authorities)?.message ?? null),
          },
  }));
}

/** Who may own a branch's day: its portal users and its Excede employees. */
const ownersOf = (db: Database, brnId: string) =>
  queryRows<DayOwnerChoice>(
    db,
    sql`select * from (select 'user' as kind, u.id::text as id, u.name from users u
          join user_branches ub on ub.user_id = u.id join branches b on b.id = ub.branch_id where b.code = ${brnId} and u.active
        union all select 'employee', e.excede_id, e.name from excede_employees e where e.branch_code = ${brnId}) o order by o.name, o.kind`,
  );

const dayRecordOf = async (db: Database, stream: ReconciliationStream, brnId: string, date: string) => {
  const [row] = await queryRows<typeof reconciliationDays.$inferSelect & { reconciledByName: string | null }>(
    db,
    sql`select d.id, d.version, d.owner_kind as "ownerKind", d.owner_id as "ownerId", d.reconciled_at as "reconciledAt", u.name as "reconciledByName"
        from reconciliation_days d left join users u on u.id = d.reconciled_by
        where d.stream = ${stream} and d.brn_id = ${brnId} and d.day_on = ${date}::date`,
  );
  return row ?? null;
};

async function detailOf(c: AppContext, stream: ReconciliationStream): Promise<UnreconciledDayDetail> {
  const { brnId, date } = parseWith(reconciliationDayQuery, c.req.query());
  const { db } = c.var.deps;
  const items = await itemsOf(c, db, stream, brnId, date);
  const [day = null] = await queryRows<UnreconciledDay>(db, sql`${daySelect} from ${streamDays(stream, { from: date, to: date })} where t.brn_id = ${brnId}`);
  const record = await dayRecordOf(db, stream, brnId, date);
  return {
    day,
    record: record && {
      id: record.id,
      version: record.version,
      ownerKind: record.ownerKind,
      ownerId: record.ownerId,
      reconciledBy: record.reconciledByName,
      reconciledAt: isoTime(record.reconciledAt),
    },
    items,
    owners: await ownersOf(db, brnId),
    ...(await freshnessOf(db, STREAM_SOURCES[stream].tables)),
  };
}

const dayDescribed = {
  table: reconciliationDays,
  entity: 'reconciliation day',
  branchOf: (row: typeof reconciliationDays.$inferSelect) => row.brnId,
  notFound: NO_SUCH_DAY,
};

/**
 * Changes a day's record as of the version the user saw (null: no one has acted on the day yet, so it is made),
 * for a day that carries unreconciled items. One change at a time per day, so two first changes make one record.
 */
async function changeDay(
  c: AppContext,
  stream: ReconciliationStream,
  input: { brnId: string; date: string; version: number | null },
  action: string,
  change: (tx: Database, items: UnreconciledItem[], day: typeof reconciliationDays.$inferSelect | null) => Promise<Partial<typeof reconciliationDays.$inferInsert>>,
) {
  const { brnId, date, version } = input;
  return c.var.deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const items = await itemsOf(c, tx, stream, brnId, date);
    if (!items.some((i) => i.open)) fail(404, NO_SUCH_DAY);
    await txn.execute(sql`select pg_advisory_xact_lock(hashtext(${`reconciliation-day:${stream}:${brnId}:${date}`}))`);
    const existing = await dayRecordOf(tx, stream, brnId, date);
    if (!existing) {
      if (version !== null) fail(409, RECORD_CHANGED_MESSAGE);
      const values = await change(tx, items, null);
      return createRecord(c, tx, { ...dayDescribed, action, values: { stream, brnId, dayOn: date, ...values } });
    }
    if (version === null) fail(409, RECORD_CHANGED_MESSAGE);
    return changeRecord(c, tx, { ...dayDescribed, action, id: existing.id, version, change: (row) => change(tx, items, row) });
  });
}

const explanationDescribed = {
  table: reconciliationExplanations,
  entity: 'reconciliation explanation',
  branchOf: (row: typeof reconciliationExplanations.$inferSelect) => row.brnId,
  notFound: EXPLANATION_NOT_FOUND,
};

/** Changes an explanation of the path's stream as of the version the user saw. */
function changeExplanation(
  c: AppContext,
  stream: ReconciliationStream,
  version: number,
  action: string,
  change: (tx: Database, row: typeof reconciliationExplanations.$inferSelect) => Promise<Partial<typeof reconciliationExplanations.$inferInsert>>,
) {
  const id = idParam(c, 'an explanation');
  return c.var.deps.db.transaction((txn) => {
    const tx = txn as unknown as Database;
    return changeRecord(c, tx, {
      ...explanationDescribed,
      action,
      id,
      version,
      change: (row) => {
        if (row.stream !== stream) fail(404, EXPLANATION_NOT_FOUND);
        return change(tx, row);
      },
    });
  });
}

export const unreconciledDaysRoutes = new Hono<AppEnv>()
  .get('/accounting/unreconciled-days/:stream', guard('GET /accounting/unreconciled-days/:stream'), (c) => answerList(c, daysList(streamOf(c))))
  .get('/accounting/unreconciled-days/:stream/calendar', guard('GET /accounting/unreconciled-days/:stream/calendar'), async (c) => c.json(await calendarOf(c, streamOf(c))))
  .get('/accounting/unreconciled-days/:stream/day', guard('GET /accounting/unreconciled-days/:stream/day'), async (c) => c.json(await detailOf(c, streamOf(c))))
  .put('/accounting/unreconciled-days/:stream/day/owner', guard('PUT /accounting/unreconciled-days/:stream/day/owner'), async (c) => {
    const stream = streamOf(c);
    const input = await readJson(c, dayOwnerSchema);
    branchScope(c, [input.brnId]);
    const owner = (await ownersOf(c.var.deps.db, input.brnId)).find((o) => o.kind === input.owner.kind && o.id === input.owner.id);
    if (!owner) badRequest([{ field: 'owner', message: `The owner must be a portal user or an employee of branch ${input.brnId}.` }]);
    const day = await changeDay(c, stream, input, 'reconciliation-day.assign', async () => ({ ownerKind: owner.kind, ownerId: owner.id, ownerName: owner.name }));
    return c.json({ content: day });
  })
  .post('/accounting/unreconciled-days/:stream/day/reconcile', guard('POST /accounting/unreconciled-days/:stream/day/reconcile'), async (c) => {
    const stream = streamOf(c);
    const input = await readJson(c, dayReconcileSchema);
    const day = await changeDay(c, stream, input, 'reconciliation-day.reconcile', async (_tx, items, row) => {
      if (row?.reconciledAt) fail(409, ALREADY_RECONCILED);
      const refusal = reconcileRefusal(items);
      if (refusal) fail(409, refusal);
      return { reconciledBy: staffMemberOf(c), reconciledAt: new Date() };
    });
    return c.json({ content: day });
  })
  .post('/accounting/unreconciled-days/:stream/explanations', guard('POST /accounting/unreconciled-days/:stream/explanations'), async (c) => {
    const stream = streamOf(c);
    const input = await readJson(c, explanationSchema);
    const { db } = c.var.deps;
    const explanation = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const item = (await itemsOf(c, tx, stream, input.brnId, input.date)).find((i) => i.itemKey === input.itemKey);
      if (!item) badRequest([{ field: 'itemKey', message: `${input.itemKey} is not an item of branch ${input.brnId}'s day.` }]);
      if (!item.open) badRequest([{ field: 'itemKey', message: 'That item is reconciled: it needs no explanation.' }]);
      if (item.explanation) fail(409, ALREADY_EXPLAINED);
      await txn.execute(sql`select pg_advisory_xact_lock(hashtext(${`reconciliation-item:${stream}:${input.brnId}:${input.itemKey}`}))`);
      return createRecord(c, tx, {
        ...explanationDescribed,
        action: 'reconciliation-explanation.write',
        values: { stream, brnId: input.brnId, dayOn: input.date, itemKey: input.itemKey, amount: item.amount, text: input.text, writtenBy: staffMemberOf(c) },
      });
    });
    return c.json({ content: explanation }, 201);
  })
  .put('/accounting/unreconciled-days/:stream/explanations/:id', guard('PUT /accounting/unreconciled-days/:stream/explanations/:id'), async (c) => {
    const stream = streamOf(c);
    const { version, text } = await readJson(c, explanationChangeSchema);
    const explanation = await changeExplanation(c, stream, version, 'reconciliation-explanation.change', async () => ({
      text,
      writtenBy: staffMemberOf(c),
      approvedBy: null,
      approvedAt: null,
    }));
    return c.json({ content: explanation });
  })
  .post('/accounting/unreconciled-days/:stream/explanations/:id/approve', guard('POST /accounting/unreconciled-days/:stream/explanations/:id/approve'), async (c) => {
    const stream = streamOf(c);
    const { version } = await readJson(c, explanationApproveSchema);
    const explanation = await changeExplanation(c, stream, version, 'reconciliation-explanation.approve', async (tx, row) => {
      if (row.approvedAt) fail(409, ALREADY_APPROVED);
      await refuseApproval(c, tx, { kind: APPROVAL, makerId: row.writtenBy, amountCents: centsOf(row.amount) ?? 0 });
      return { approvedBy: staffMemberOf(c), approvedAt: new Date() };
    });
    return c.json({ content: explanation });
  });
