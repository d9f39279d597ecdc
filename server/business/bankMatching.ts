import { and, inArray, isNull, sql } from 'drizzle-orm';
import { autoMatch, CHECK_SOURCES, glKey, isStaleCheck, openRefusal, statusOf, type MatchableBankLine, type MatchableGlLine } from '../../src/domain/accounting/bankReconciliation';
import type { BookLineView } from '../../src/domain/accounting/bankReconciliationViews';
import { usuallyNeedsEntry } from '../../src/domain/accounting/bankStatement';
import { actorOf, audit } from '../audit';
import { bankLines, bankMatches, bankMatchGlLines, bankStatements } from '../db/bankReconciliation';
import { queryRows, type Database } from '../db/database';
import { fail, type AppContext } from '../http';
import { changeRecord, staffMemberOf } from './recordChange';

/**
 * Bank matching as the bank reconciliation screen does it, shared by its routes and the automation
 * shortcuts' bank auto-match: which GL and bank lines a statement reconciles, auto-matching a statement,
 * and a change to a statement still open.
 */

export const STATEMENT_NOT_FOUND = 'That bank statement does not exist.';

export const checkSources = sql.join(CHECK_SOURCES.map((s) => sql`${s}`), sql`, `);

/**
 * The GL cash lines a statement aliased `s` (its account `a`) reconciles: the account's, of its branch, from the
 * start of the account's first statement to this one's end, so what was outstanding last month carries over,
 * and those its last reconciliation before the portal left outstanding (the account's opening items).
 */
export const statementGl = sql`g.acct_id = a.acct_id and g.brn_id = s.brn_id and g.posted_on <= s.period_to
  and (g.posted_on >= (select min(x.period_from) from bank_statements x where x.bank_account_id = s.bank_account_id) or g.xref = any(a.opening_items))`;
/** Not cleared by this statement or an earlier one of the account (a later one's match leaves it outstanding here). */
export const unclearedGl = sql`not exists (select 1 from bank_match_gl_lines m join bank_matches bm on bm.id = m.match_id join bank_statements x on x.id = bm.statement_id
  where m.je_id = g.je_id and m.line_no = g.line_no and x.period_from <= s.period_from)`;

/**
 * The bank lines a statement aliased `s` reconciles: its own, and the earlier statements' of the account that
 * need an entry, until an entry posted since is matched to them.
 */
export const statementBank = sql`(l.statement_id = s.id or (l.needs_entry and l.statement_id in
  (select x.id from bank_statements x where x.bank_account_id = s.bank_account_id and x.period_from < s.period_from)))`;
/** Cleared by a match of this statement or an earlier one. */
export const clearedBank = sql`exists (select 1 from bank_matches bm join bank_statements x on x.id = bm.statement_id where bm.id = l.match_id and x.period_from <= s.period_from)`;

/** The statement's GL cash lines: those it reconciles that nothing has matched, and those its own matches cleared. */
export async function bookLines(db: Database, id: number, onlyOpen = false): Promise<BookLineView[]> {
  const rows = await queryRows<Omit<BookLineView, 'stale'> & { periodTo: string }>(
    db,
    sql`select g.je_id as "jeId", g.line_no as "lineNo", g.posted_on::text as "postedOn", g.xref, g.source, (g.debit - g.credit)::text as amount, g.description,
          case when g.source in (${checkSources}) then g.je_id else '' end as "checkNo", m.match_id as "matchId", s.period_to::text as "periodTo"
        from bank_statements s join bank_accounts a on a.id = s.bank_account_id
        join excede_gl_lines g on g.acct_id = a.acct_id and g.brn_id = s.brn_id
        left join bank_match_gl_lines m on m.je_id = g.je_id and m.line_no = g.line_no
        where s.id = ${id} and ((${statementGl} and m.match_id is null)
          ${onlyOpen ? sql`` : sql`or m.match_id in (select x.id from bank_matches x where x.statement_id = ${id})`})
        order by g.posted_on, g.je_id, g.line_no`,
  );
  return rows.map(({ periodTo, ...l }) => ({ ...l, stale: l.matchId === null && isStaleCheck(l, periodTo) }));
}

export const lockAccount = (tx: Database, bankAccountId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-account:${bankAccountId}`}))`);

/**
 * Matches a statement's open lines to its open GL lines (src/domain/accounting/bankReconciliation.ts), then
 * marks what is left of the kinds the books usually lack (fees, interest, returned items) as needing an
 * entry; audited as one action. Answers how many matches it made.
 */
export async function autoMatchStatement(c: AppContext, tx: Database, statement: typeof bankStatements.$inferSelect): Promise<number> {
  await lockAccount(tx, statement.bankAccountId);
  // Its own open lines, and the earlier statements' items that need an entry (one posted since may match).
  const open = await queryRows<MatchableBankLine & { baiType: string; own: boolean }>(
    tx,
    sql`select l.id, l.posted_on::text as "postedOn", l.amount::text as amount, l.check_no as "checkNo", l.bai_type as "baiType", l.statement_id = s.id as own
        from bank_lines l join bank_statements s on s.id = ${statement.id}
        where ${statementBank} and l.match_id is null and (l.statement_id <> s.id or not l.needs_entry) order by l.posted_on, l.line_no`,
  );
  const gl: MatchableGlLine[] = (await bookLines(tx, statement.id, true)).map(({ jeId, lineNo, postedOn, amount, checkNo, source }) => ({ jeId, lineNo, postedOn, amount, checkNo, source }));
  const proposals = autoMatch(open, gl);
  const me = staffMemberOf(c);
  for (const p of proposals) await recordMatch(tx, statement, p.bankLineIds, p.glLines, 'Auto', me);
  const matched = new Set(proposals.flatMap((p) => p.bankLineIds));
  const entries = open.filter((l) => l.own && !matched.has(l.id) && usuallyNeedsEntry(l.baiType)).map((l) => l.id);
  if (entries.length) {
    await tx
      .update(bankLines)
      .set({ needsEntry: true, version: sql`${bankLines.version} + 1`, updatedAt: new Date(), updatedBy: me })
      .where(and(inArray(bankLines.id, entries), isNull(bankLines.matchId)));
  }
  await audit(tx, {
    action: 'bank-reconciliation.auto-match',
    ...actorOf(c),
    entity: 'bank statement',
    entityId: statement.id,
    after: { matches: proposals.map((p) => ({ rule: p.rule, bankLineIds: p.bankLineIds, glLines: p.glLines.map(glKey) })), needsEntry: entries },
  });
  return proposals.length;
}

/** Writes one match: the row, the GL lines it clears, and its bank lines pointing at it. */
export async function recordMatch(tx: Database, statement: { id: number; brnId: string }, bankLineIds: readonly number[], gl: readonly { jeId: string; lineNo: number }[], by: 'Auto' | 'Manual', me: number) {
  const [match] = await tx.insert(bankMatches).values({ statementId: statement.id, brnId: statement.brnId, matchedBy: by, createdBy: me, updatedBy: me }).returning({ id: bankMatches.id });
  await tx.insert(bankMatchGlLines).values(gl.map((g) => ({ matchId: match!.id, jeId: g.jeId, lineNo: g.lineNo })));
  // An earlier statement's item keeps needing its entry there: only this statement's own lines stop.
  await tx
    .update(bankLines)
    .set({ matchId: match!.id, needsEntry: sql`${bankLines.needsEntry} and ${bankLines.statementId} <> ${statement.id}`, version: sql`${bankLines.version} + 1`, updatedAt: new Date(), updatedBy: me })
    .where(inArray(bankLines.id, [...bankLineIds]));
  return match!.id;
}


export const statementDescribed = {
  table: bankStatements,
  entity: 'bank statement',
  branchOf: (row: typeof bankStatements.$inferSelect) => row.brnId,
  notFound: STATEMENT_NOT_FOUND,
};

/** A change to the statement's workspace as of the version the user saw, refused once it is completed. */
export function changeOpenStatement(
  c: AppContext,
  id: number,
  version: number,
  action: string,
  work: (tx: Database, statement: typeof bankStatements.$inferSelect) => Promise<unknown>,
) {
  return c.var.deps.db.transaction((tx) =>
    changeRecord(c, tx as unknown as Database, {
      ...statementDescribed,
      action,
      id,
      version,
      change: async (statement) => {
        const refusal = openRefusal(statusOf(statement));
        if (refusal) fail(409, refusal);
        await work(tx as unknown as Database, statement);
        return {};
      },
    }),
  );
}

