import { Hono } from 'hono';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  accountsAsked,
  CASH_CLEARING_DAY_FIELDS,
  CLEARING_ACCOUNT_IDS,
  matchProblem,
  methodsOfAccount,
  type CashClearingDay,
  type CashClearingDayNote,
  type CashClearingDetail,
  type CashClearingFlag,
  type CashClearingLine,
  type CashClearingMatch,
  type CashClearingOverview,
} from '../../../src/domain/accounting/cashClearing';
import {
  cashClearingDayNoteCreateSchema,
  cashClearingDayNoteSchema,
  cashClearingDetailQuery,
  cashClearingVersionSchema,
  cashClearingFlagSchema,
  cashClearingMatchSchema,
  cashClearingNoteSchema,
  cashClearingUnmatchSchema,
  clearingAccountQuery,
  type GlLineRef,
} from '../../../src/domain/accounting/cashClearingPayloads';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import { centsOf, moneyText } from '../../../src/domain/money';
import type { ListQuery } from '../../../src/domain/listQuery';
import { actorOf, audit } from '../../audit';
import { guard } from '../../auth/guard';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { branchScope, inBranches } from '../../business/branchScope';
import { clearingDays } from '../../business/cashClearingDays';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, listSelection, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { cashClearingDayNotes, cashClearingFlags, cashClearingMatches, cashClearingMatchLines } from '../../db/cashClearing';
import { queryRows, type Database } from '../../db/database';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { isoTimeOf } from '../../db/isoTime';
import { businessDayOf } from '../../db/businessDay';

const TABLES = ['excede_gl_lines', 'excede_ar_receipts', 'excede_customers'];
const MATCH_NOT_FOUND = 'That cash-clearing match does not exist.';
const ALREADY_UNMATCHED = 'This match was already unmatched.';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

const DAYS: ListDefinition = {
  name: 'cash-clearing',
  from: (query: ListQuery, branches) => clearingDays(query.from, query.to, accountsAsked(query.filters.acctId), branches),
  branch: sql`t.brn_id`,
  columns: listColumnsIn('t', CASH_CLEARING_DAY_FIELDS, { closing: sql`(t.opening + t.receipts - t.deposits)` }),
  key: [sql`t.brn_id`, sql`t.posted_on`, sql`t.acct_id`],
  defaultSort: [{ id: 'postedOn', desc: true }, { id: 'brnId', desc: false }],
  tables: TABLES,
};

/** The days of the list's rows as the API answers them (the detail's one day). */
const daySelect = sql`select t.brn_id as "brnId", t.posted_on::text as "postedOn", t.acct_id as "acctId", t.opening::text as opening, t.receipts::text as receipts,
  t.deposits::text as deposits, (t.opening + t.receipts - t.deposits)::text as closing, t.difference::text as difference, t.unmatched, t.status, t.methods, t.flags`;

/** The tiles and the chart: over the same days as the list (branches, period, filters). */
async function overviewOf(c: AppContext): Promise<CashClearingOverview> {
  const { from, where } = listSelection(c, DAYS);
  const db = c.var.deps.db;
  const notZero = sql`t.status <> 'Zero'`;
  const [totals] = await queryRows<{ days: number; exceptions: number; oldest: string | null; uncleared: string }>(
    db,
    sql`select (count(*) filter (where ${notZero}))::int as days, (count(*) filter (where t.status = 'Exception'))::int as exceptions,
          (min(t.posted_on) filter (where t.status = 'Exception'))::text as oldest, coalesce(sum(abs(t.difference)), 0)::text as uncleared
        from ${from} where ${where}`,
  );
  const byDay = await queryRows<{ postedOn: string; uncleared: string }>(
    db,
    sql`select t.posted_on::text as "postedOn", sum(abs(t.difference))::text as uncleared
        from ${from} where ${where} and ${notZero} group by t.posted_on order by t.posted_on`,
  );
  return { daysNotZero: totals!.days, exceptions: totals!.exceptions, oldestException: totals!.oldest, uncleared: totals!.uncleared, byDay };
}

type DetailScope = ({ brnId: string; date: string } | { xref: string; branches: readonly string[] }) & { acctId: string };

/** The lines of a day or an xref, under a table alias. */
function scopeOf(scope: DetailScope, alias: 'l' | 'd'): SQL {
  const t = sql.raw(alias);
  return 'date' in scope
    ? sql`${t}.brn_id = ${scope.brnId} and ${t}.posted_on = ${scope.date}::date`
    : sql`${t}.xref = ${scope.xref} and ${inBranches(sql`${t}.brn_id`, scope.branches)}`;
}

/**
 * The keys of the GL lines behind a branch's day (its own, and the receipts of other days Excede put in its
 * deposits) or behind a cross-reference (its lines, and the receipts Excede put in it when it is a deposit).
 */
const detailKeys = (scope: DetailScope): SQL => sql`
  select l.je_id, l.line_no from excede_gl_lines l where l.acct_id = ${scope.acctId} and ${scopeOf(scope, 'l')}
  union
  select l.je_id, l.line_no from excede_gl_lines d
    join excede_ar_receipts r on r.deposit_id = d.xref and r.brn_id = d.brn_id
    join excede_gl_lines l on l.acct_id = ${scope.acctId} and l.brn_id = r.brn_id and l.xref = r.xref and l.debit = r.amount
      and l.posted_on = ${businessDayOf(sql`r.received_at`)}
    where d.acct_id = ${scope.acctId} and d.credit > 0 and ${scopeOf(scope, 'd')}`;

/** The lines of `keys` on a clearing account, each with the receipt behind it (its customer and method) and its live match. */
async function linesOf(db: Database, keys: SQL, acctId: string): Promise<CashClearingLine[]> {
  return queryRows<CashClearingLine>(
    db,
    sql`select l.je_id as "jeId", l.line_no as "lineNo", l.brn_id as "brnId", l.posted_on::text as "postedOn", l.source, l.xref, l.description,
          l.debit::text as debit, l.credit::text as credit, r.receipt_id as "receiptId", r.cus_id as "cusId", cu.name as customer, r.method,
          case when l.credit > 0 then l.xref else r.deposit_id end as "depositXref", m.match_id as "matchId"
        from excede_gl_lines l
        left join lateral (
          select r.receipt_id, r.cus_id, r.method, r.deposit_id from excede_ar_receipts r
          where l.debit > 0 and r.brn_id = l.brn_id and r.xref = l.xref and r.amount = l.debit and r.method in (${inList(methodsOfAccount(acctId))})
            and r.received_at >= (l.posted_on::timestamp at time zone ${BUSINESS_TIME_ZONE})
            and r.received_at < ((l.posted_on + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
          order by r.receipt_id limit 1) r on true
        left join excede_customers cu on cu.cus_id = r.cus_id
        left join cash_clearing_match_lines m on m.je_id = l.je_id and m.line_no = l.line_no and m.active
        where (l.je_id, l.line_no) in (${keys})
        order by l.posted_on, l.credit > 0, l.je_id, l.line_no`,
  );
}

async function matchesOf(db: Database, ids: readonly number[]): Promise<CashClearingMatch[]> {
  if (!ids.length) return [];
  return queryRows<CashClearingMatch>(
    db,
    sql`select m.id, m.version, m.brn_id as "brnId", m.deposit_xref as "depositXref", m.deposit_on::text as "depositOn", m.amount::text as amount,
          m.receipt_count as "receiptCount", m.note, u.name as "matchedBy", ${isoTimeOf('m.created_at')} as "matchedAt"
        from cash_clearing_matches m join users u on u.id = m.created_by
        where m.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by m.id`,
  );
}

/** The flags of a branch's day (the day's own and its lines') and of the lines shown, open first, then the cleared ones, newest first. */
async function flagsOf(db: Database, day: { brnId: string; date: string } | null, lines: readonly CashClearingLine[]): Promise<CashClearingFlag[]> {
  const ofDay = day ? sql`(f.brn_id = ${day.brnId} and f.posted_on = ${day.date}::date)` : sql`false`;
  const ofLines = lines.length ? sql`(f.je_id, f.line_no) in (${sql.join(lines.map((l) => sql`(${l.jeId}, ${l.lineNo})`), sql`, `)})` : sql`false`;
  return queryRows<CashClearingFlag>(
    db,
    sql`select f.id, f.version, f.brn_id as "brnId", f.posted_on::text as "postedOn", f.je_id as "jeId", f.line_no as "lineNo", f.reason,
          u.name as "flaggedBy", ${isoTimeOf('f.created_at')} as "flaggedAt", cu.name as "clearedBy", case when f.cleared_at is null then null else ${isoTimeOf('f.cleared_at')} end as "clearedAt"
        from cash_clearing_flags f join users u on u.id = f.created_by left join users cu on cu.id = f.cleared_by
        where ${ofDay} or ${ofLines}
        order by f.cleared_at is not null, coalesce(f.cleared_at, f.created_at) desc, f.id desc`,
  );
}

async function dayNoteOf(db: Database, brnId: string, date: string): Promise<CashClearingDayNote | null> {
  const [note = null] = await queryRows<CashClearingDayNote>(
    db,
    sql`select n.id, n.version, n.note, u.name as "writtenBy", ${isoTimeOf('n.updated_at')} as "writtenAt"
        from cash_clearing_day_notes n join users u on u.id = n.updated_by where n.brn_id = ${brnId} and n.posted_on = ${date}::date`,
  );
  return note;
}

async function detailOf(c: AppContext): Promise<CashClearingDetail> {
  const params = new URL(c.req.url).searchParams;
  const query = { ...parseWith(cashClearingDetailQuery, Object.fromEntries(params)), ...parseWith(clearingAccountQuery, { acctId: params.get('acctId') ?? undefined }) };
  const db = c.var.deps.db;
  let day: CashClearingDay | null = null;
  let lines: CashClearingLine[];
  let dayNote: CashClearingDayNote | null = null;
  if ('date' in query) {
    branchScope(c, [query.brnId]);
    [day = null] = await queryRows<CashClearingDay>(db, sql`${daySelect} from ${clearingDays(query.date, query.date, [query.acctId], [query.brnId])}`);
    lines = await linesOf(db, detailKeys(query), query.acctId);
    dayNote = await dayNoteOf(db, query.brnId, query.date);
  } else {
    const branches = branchScope(c, query.brnId ? [query.brnId] : []);
    lines = await linesOf(db, detailKeys({ xref: query.xref, branches, acctId: query.acctId }), query.acctId);
  }
  const matchIds = [...new Set(lines.flatMap((l) => (l.matchId === null ? [] : [l.matchId])))];
  const flags = await flagsOf(db, 'date' in query ? query : null, lines);
  return { day, lines, matches: await matchesOf(db, matchIds), flags, dayNote, ...(await freshnessOf(db, TABLES)) };
}

const refText = (ref: GlLineRef) => `${ref.jeId} line ${ref.lineNo}`;

/** Records a match: the deposit and receipts as Excede has them, of one branch, balancing to the cent, in no other live match. */
async function recordMatch(c: AppContext) {
  const input = await readJson(c, cashClearingMatchSchema);
  const refs = [input.deposit, ...input.receipts];
  const keys = refs.map(refText);
  if (new Set(keys).size !== keys.length) badRequest([{ field: 'receipts', message: 'A receipt is selected twice.' }]);
  const { db } = c.var.deps;
  const found = await queryRows<{ je_id: string; line_no: number; acct_id: string; brn_id: string; posted_on: string; xref: string; debit: string; credit: string }>(
    db,
    sql`select je_id, line_no, acct_id, brn_id, posted_on::text as posted_on, xref, debit::text as debit, credit::text as credit from excede_gl_lines
        where acct_id in (${inList(CLEARING_ACCOUNT_IDS)}) and (je_id, line_no) in (${sql.join(refs.map((r) => sql`(${r.jeId}, ${r.lineNo})`), sql`, `)})`,
  );
  const lineOf = (ref: GlLineRef) => found.find((l) => l.je_id === ref.jeId && l.line_no === ref.lineNo);
  const deposit = lineOf(input.deposit);
  if (!deposit || centsOf(deposit.credit)! <= 0) badRequest([{ field: 'deposit', message: `${refText(input.deposit)} is not a deposit on cash clearing.` }]);
  branchScope(c, [deposit.brn_id]);
  const receipts = input.receipts.map((ref) => {
    const line = lineOf(ref);
    if (!line || centsOf(line.debit)! <= 0) badRequest([{ field: 'receipts', message: `${refText(ref)} is not a receipt on cash clearing.` }]);
    if (line.brn_id !== deposit.brn_id) badRequest([{ field: 'receipts', message: `${refText(ref)} is branch ${line.brn_id}'s, the deposit branch ${deposit.brn_id}'s.` }]);
    if (line.acct_id !== deposit.acct_id) badRequest([{ field: 'receipts', message: `${refText(ref)} is on account ${line.acct_id}, the deposit on ${deposit.acct_id}.` }]);
    return line;
  });
  const depositCents = centsOf(deposit.credit)!;
  const problem = matchProblem(depositCents, receipts.map((r) => centsOf(r.debit)!));
  if (problem) badRequest([{ field: 'receipts', message: problem }]);

  return db.transaction(async (tx) => {
    // One match at a time per branch, so the check below and the insert see the same lines.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cash-clearing:${deposit.brn_id}`}))`);
    const [taken] = await queryRows<{ je_id: string; line_no: number; match_id: number }>(
      tx as unknown as Database,
      sql`select je_id, line_no, match_id from cash_clearing_match_lines
          where active and (je_id, line_no) in (${sql.join(refs.map((r) => sql`(${r.jeId}, ${r.lineNo})`), sql`, `)}) limit 1`,
    );
    if (taken) fail(409, `${taken.je_id} line ${taken.line_no} is already in match #${taken.match_id}. Unmatch it first.`);
    const match = await createRecord(c, tx as unknown as Database, {
      table: cashClearingMatches,
      entity: 'cash clearing match',
      action: 'cash-clearing.match',
      branchOf: (row) => row.brnId,
      values: {
        brnId: deposit.brn_id,
        depositJeId: deposit.je_id,
        depositLineNo: deposit.line_no,
        depositXref: deposit.xref,
        depositOn: deposit.posted_on,
        amount: moneyText(depositCents),
        receiptCount: receipts.length,
        note: input.note,
      },
    });
    await tx.insert(cashClearingMatchLines).values(
      [{ ...deposit, amount: moneyText(-depositCents) }, ...receipts.map((r) => ({ ...r, amount: r.debit }))].map((l) => ({
        matchId: match.id,
        jeId: l.je_id,
        lineNo: l.line_no,
        postedOn: l.posted_on,
        amount: l.amount,
      })),
    );
    return match;
  });
}

const FLAG_NOT_FOUND = 'That flag does not exist.';
const NOTE_NOT_FOUND = 'That day note does not exist.';

/** Flags a branch's day, or one of its lines on a clearing account, for a correcting entry; one open flag each (409 for a second). */
async function recordFlag(c: AppContext) {
  const input = await readJson(c, cashClearingFlagSchema);
  branchScope(c, [input.brnId]);
  const { db } = c.var.deps;
  if (input.line) {
    const [line] = await queryRows<{ brn_id: string; posted_on: string }>(
      db,
      sql`select brn_id, posted_on::text as posted_on from excede_gl_lines
          where je_id = ${input.line.jeId} and line_no = ${input.line.lineNo} and acct_id in (${inList(CLEARING_ACCOUNT_IDS)})`,
    );
    if (!line) badRequest([{ field: 'line', message: `${refText(input.line)} is not a line on a clearing account.` }]);
    if (line.brn_id !== input.brnId || line.posted_on !== input.date) badRequest([{ field: 'line', message: `${refText(input.line)} is branch ${line.brn_id}'s line of ${line.posted_on}, not of this day.` }]);
  }
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cash-clearing-flag:${input.brnId}`}))`);
    const [open] = await queryRows<{ id: number }>(
      database,
      sql`select id from cash_clearing_flags where cleared_at is null and ${
        input.line ? sql`je_id = ${input.line.jeId} and line_no = ${input.line.lineNo}` : sql`je_id is null and brn_id = ${input.brnId} and posted_on = ${input.date}::date`
      }`,
    );
    if (open) fail(409, `${input.line ? 'This line' : 'This day'} is already flagged (flag #${open.id}). Clear that flag first.`);
    return createRecord(c, database, {
      table: cashClearingFlags,
      entity: 'cash clearing flag',
      action: 'cash-clearing.flag',
      branchOf: (row) => row.brnId,
      values: { brnId: input.brnId, postedOn: input.date, jeId: input.line?.jeId ?? null, lineNo: input.line?.lineNo ?? null, reason: input.reason },
    });
  });
}

/** Writes a branch's day's first note; a second writer's is a 409 (theirs stays: change it instead). */
async function recordDayNote(c: AppContext) {
  const input = await readJson(c, cashClearingDayNoteCreateSchema);
  branchScope(c, [input.brnId]);
  return c.var.deps.db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cash-clearing-note:${input.brnId}:${input.date}`}))`);
    const [taken] = await queryRows<{ id: number }>(database, sql`select id from cash_clearing_day_notes where brn_id = ${input.brnId} and posted_on = ${input.date}::date`);
    if (taken) fail(409, RECORD_CHANGED_MESSAGE);
    return createRecord(c, database, {
      table: cashClearingDayNotes,
      entity: 'cash clearing day note',
      action: 'cash-clearing.day-note',
      branchOf: (row) => row.brnId,
      values: { brnId: input.brnId, postedOn: input.date, note: input.note },
    });
  });
}

const described = {
  table: cashClearingMatches,
  entity: 'cash clearing match',
  branchOf: (row: typeof cashClearingMatches.$inferSelect) => row.brnId,
  notFound: MATCH_NOT_FOUND,
};

export const cashClearingRoutes = new Hono<AppEnv>()
  .get('/accounting/cash-clearing', guard('GET /accounting/cash-clearing'), (c) => answerList(c, DAYS))
  .get('/accounting/cash-clearing/overview', guard('GET /accounting/cash-clearing/overview'), async (c) => c.json(await overviewOf(c)))
  .get('/accounting/cash-clearing/detail', guard('GET /accounting/cash-clearing/detail'), async (c) => c.json(await detailOf(c)))
  .post('/accounting/cash-clearing/matches', guard('POST /accounting/cash-clearing/matches'), async (c) => c.json({ content: await recordMatch(c) }, 201))
  .post('/accounting/cash-clearing/matches/:id/unmatch', guard('POST /accounting/cash-clearing/matches/:id/unmatch'), async (c) => {
    const id = idParam(c, 'a match');
    const { version } = await readJson(c, cashClearingUnmatchSchema);
    const { db } = c.var.deps;
    const match = await db.transaction(async (tx) => {
      const after = await changeRecord(c, tx as unknown as Database, {
        ...described,
        action: 'cash-clearing.unmatch',
        id,
        version,
        change: (row) => {
          if (row.status !== 'Matched') fail(409, ALREADY_UNMATCHED);
          return { status: 'Unmatched' as const };
        },
      });
      await tx
        .update(cashClearingMatchLines)
        .set({ active: false })
        .where(and(eq(cashClearingMatchLines.matchId, id), eq(cashClearingMatchLines.active, true)));
      return after;
    });
    return c.json({ content: match });
  })
  .put('/accounting/cash-clearing/matches/:id/note', guard('PUT /accounting/cash-clearing/matches/:id/note'), async (c) => {
    const id = idParam(c, 'a match');
    const { version, note } = await readJson(c, cashClearingNoteSchema);
    const match = await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx as unknown as Database, { ...described, action: 'cash-clearing.note', id, version, change: () => ({ note }) }),
    );
    return c.json({ content: match });
  })
  .post('/accounting/cash-clearing/flags', guard('POST /accounting/cash-clearing/flags'), async (c) => c.json({ content: await recordFlag(c) }, 201))
  .post('/accounting/cash-clearing/flags/:id/clear', guard('POST /accounting/cash-clearing/flags/:id/clear'), async (c) => {
    const id = idParam(c, 'a flag');
    const { version } = await readJson(c, cashClearingVersionSchema);
    const flag = await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx as unknown as Database, {
        table: cashClearingFlags,
        entity: 'cash clearing flag',
        action: 'cash-clearing.flag-clear',
        branchOf: (row) => row.brnId,
        notFound: FLAG_NOT_FOUND,
        id,
        version,
        change: (row) => {
          if (row.clearedAt) fail(409, 'This flag was already cleared.');
          return { clearedAt: new Date(), clearedBy: staffMemberOf(c) };
        },
      }),
    );
    return c.json({ content: flag });
  })
  .post('/accounting/cash-clearing/day-notes', guard('POST /accounting/cash-clearing/day-notes'), async (c) => c.json({ content: await recordDayNote(c) }, 201))
  .put('/accounting/cash-clearing/day-notes/:id', guard('PUT /accounting/cash-clearing/day-notes/:id'), async (c) => {
    const id = idParam(c, 'a note');
    const { version, note } = await readJson(c, cashClearingDayNoteSchema);
    const row = await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx as unknown as Database, {
        table: cashClearingDayNotes,
        entity: 'cash clearing day note',
        action: 'cash-clearing.day-note',
        branchOf: (r) => r.brnId,
        notFound: NOTE_NOT_FOUND,
        id,
        version,
        change: () => ({ note }),
      }),
    );
    return c.json({ content: row });
  })
  .delete('/accounting/cash-clearing/day-notes/:id', guard('DELETE /accounting/cash-clearing/day-notes/:id'), async (c) => {
    const id = idParam(c, 'a note');
    const { version } = await readJson(c, cashClearingVersionSchema);
    await c.var.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(cashClearingDayNotes).where(eq(cashClearingDayNotes.id, id)).for('update');
      if (!before) fail(404, NOTE_NOT_FOUND);
      branchScope(c, [before.brnId]);
      if (before.version !== version) fail(409, RECORD_CHANGED_MESSAGE);
      await tx.delete(cashClearingDayNotes).where(eq(cashClearingDayNotes.id, id));
      await audit(tx, { action: 'cash-clearing.day-note-remove', ...actorOf(c), entity: 'cash clearing day note', entityId: id, before });
    });
    return c.body(null, 204);
  });
