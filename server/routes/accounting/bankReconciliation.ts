import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { completeRefusal, glKey, matchRefusal, openRefusal, statusOf } from '../../../src/domain/accounting/bankReconciliation';
import { BANK_STATEMENT_FIELDS, type BankLineView, type BankMatchView, type BankStatementDetail } from '../../../src/domain/accounting/bankReconciliationViews';
import {
  bankMatchSchema,
  bankNeedsEntrySchema,
  bankVersionSchema,
  maskedAccount,
  STATEMENT_FILE_RULES,
  type StatementFile,
} from '../../../src/domain/accounting/bankStatement';
import { readBai2 } from '../../../src/domain/accounting/bankStatementBai2';
import { readStatementCsv } from '../../../src/domain/accounting/bankStatementCsv';
import { ownRecordRefusal } from '../../../src/domain/approvals';
import { centsOf } from '../../../src/domain/money';
import { actorOf, audit } from '../../audit';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import {
  autoMatchStatement,
  bookLines,
  changeOpenStatement,
  clearedBank,
  lockAccount,
  recordMatch,
  STATEMENT_NOT_FOUND as NOT_FOUND,
  statementBank,
  statementDescribed,
  statementGl,
  unclearedGl,
} from '../../business/bankMatching';
import { branchScope } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { uploadedText } from '../../business/uploadedFile';
import { bankAccounts, bankLines, bankMatches, bankMatchGlLines, bankStatements } from '../../db/bankReconciliation';
import { queryRows, type Database } from '../../db/database';
import { parseCsv } from '../../excede/csv';
import { badRequest, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { isoTimeOf } from '../../db/isoTime';

const TABLES = ['excede_gl_lines'];
const FILE_TOO_LARGE = 'file: A bank statement may be 5 MB at most.';
const LINE_NOT_FOUND = 'That bank line does not exist.';

/**
 * Each statement with its reconciliation: the bank's closing balance, the GL cash balance at its end, the
 * GL payments (outstanding checks) and receipts (deposits in transit) it leaves uncleared, its lines that
 * need an entry and those still unexplained, and the difference of the adjusted balances
 * (src/domain/accounting/bankReconciliation.ts says the same in code).
 */
const statementRows = sql`(select s.id, s.version, s.brn_id, s.period_from, s.period_to, s.file_name, s.format, s.opening_balance, s.completed_by, s.created_by,
      '••••' || right(a.account_number, 4) as account, a.bank_name, s.closing_balance as statement_balance, b.book_balance,
      o.outstanding_checks, o.deposits_in_transit, n.needs_entry, n.unexplained,
      (s.closing_balance - o.outstanding_checks + o.deposits_in_transit) as adjusted_bank, (b.book_balance + n.needs_entry) as adjusted_book,
      ((s.closing_balance - o.outstanding_checks + o.deposits_in_transit) - (b.book_balance + n.needs_entry))::numeric(14, 2) as difference,
      case when s.approved_at is not null then 'Approved' when s.completed_at is not null then 'Balanced' else 'Open' end as status,
      pu.name as preparer, au.name as approver, uu.name as uploaded_by
    from bank_statements s join bank_accounts a on a.id = s.bank_account_id
    join users uu on uu.id = s.created_by left join users pu on pu.id = s.completed_by left join users au on au.id = s.approved_by
    cross join lateral (select coalesce(sum(g.debit - g.credit), 0)::numeric(14, 2) as book_balance from excede_gl_lines g
      where g.acct_id = a.acct_id and g.brn_id = s.brn_id and g.posted_on <= s.period_to) b
    cross join lateral (select coalesce(sum(g.credit - g.debit) filter (where g.credit > g.debit), 0)::numeric(14, 2) as outstanding_checks,
        coalesce(sum(g.debit - g.credit) filter (where g.debit > g.credit), 0)::numeric(14, 2) as deposits_in_transit
      from excede_gl_lines g where ${statementGl} and ${unclearedGl}) o
    cross join lateral (select coalesce(sum(l.amount) filter (where l.needs_entry), 0)::numeric(14, 2) as needs_entry,
        coalesce(sum(l.amount) filter (where not l.needs_entry), 0)::numeric(14, 2) as unexplained
      from bank_lines l where ${statementBank} and not ${clearedBank}) n) t`;

const STATEMENTS: ListDefinition = {
  name: 'bank-statements',
  from: statementRows,
  branch: sql`t.brn_id`,
  date: sql`t.period_to`,
  columns: listColumnsIn('t', BANK_STATEMENT_FIELDS),
  key: [sql`t.id`],
  defaultSort: [{ id: 'periodTo', desc: true }, { id: 'id', desc: true }],
  tables: TABLES,
};

type StatementRow = BankStatementDetail['statement'] & { makerId: number | null };

/** One statement of a branch the user has, with its lines on both sides and its matches. */
async function statementDetail(c: AppContext, id: number): Promise<BankStatementDetail> {
  const db = c.var.deps.db;
  const [row] = await queryRows<StatementRow>(
    db,
    sql`select t.id, t.version, t.account, t.account as "accountNumberMasked", t.bank_name as "bankName", t.brn_id as "brnId", t.period_from::text as "periodFrom",
          t.period_to::text as "periodTo", t.file_name as "fileName", t.format, t.opening_balance::text as "openingBalance", t.statement_balance::text as "statementBalance",
          t.book_balance::text as "bookBalance", t.outstanding_checks::text as "outstandingChecks", t.deposits_in_transit::text as "depositsInTransit",
          t.needs_entry::text as "needsEntry", t.unexplained::text as unexplained, t.adjusted_bank::text as "adjustedBank", t.adjusted_book::text as "adjustedBook",
          t.difference::text as difference, t.status, t.preparer, t.approver, t.uploaded_by as "uploadedBy", t.completed_by as "makerId"
        from ${statementRows} where t.id = ${id}`,
  );
  if (!row) fail(404, NOT_FOUND);
  branchScope(c, [row.brnId]);
  const bank = await queryRows<BankLineView>(
    db,
    sql`select l.id, l.version, l.line_no as "lineNo", l.posted_on::text as "postedOn", l.bai_type as "baiType", l.amount::text as amount, l.check_no as "checkNo",
          l.bank_ref as "bankRef", l.text, l.match_id as "matchId", l.needs_entry as "needsEntry"
        from bank_lines l join bank_statements s on s.id = ${id}
        where ${statementBank} and (l.statement_id = s.id or l.match_id is null or l.match_id in (select m.id from bank_matches m where m.statement_id = s.id))
        order by l.posted_on, l.line_no`,
  );
  const book = await bookLines(db, id);
  const matches = await queryRows<BankMatchView>(
    db,
    sql`select m.id, m.matched_by as "matchedBy", ${isoTimeOf('m.created_at')} as "matchedAt", u.name as "matchedByName"
        from bank_matches m join users u on u.id = m.created_by where m.statement_id = ${id} order by m.id`,
  );
  const { makerId, ...statement } = row;
  const refusal =
    statement.status !== 'Balanced' ? null : (ownRecordRefusal({ kind: 'bank-reconciliation', makerId: makerId ?? 0, approverId: staffMemberOf(c) })?.message ?? null);
  return { statement: { ...statement, approvalRefusal: refusal }, bankLines: bank, bookLines: book, matches, ...(await freshnessOf(db, TABLES)) };
}

/** Reads an uploaded statement: BAI2 when it starts with a file header (01), else CSV; a 400 names the first bad line. */
function statementOf(text: string): StatementFile {
  let read;
  if (text.replace(/^\uFEFF/, '').startsWith('01,')) read = readBai2(text);
  else {
    let records: string[][];
    try {
      records = parseCsv(text);
    } catch (error) {
      badRequest([{ field: 'file', message: (error as Error).message }]);
    }
    read = readStatementCsv(records);
  }
  if (!read.ok) badRequest([{ field: 'file', message: read.message }]);
  return read.statement;
}

/** Reads an uploaded statement: 400 naming its first bad line, 403 for another branch's account, 409 for a period already loaded. */
async function uploadStatement(c: AppContext): Promise<number> {
  const upload = await uploadedText(c, { maxFileBytes: STATEMENT_FILE_RULES.maxFileBytes, tooLarge: FILE_TOO_LARGE, choose: 'Choose a bank statement (BAI2 or CSV).' });
  const file = statementOf(upload.text);
  const db = c.var.deps.db;
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.accountNumber, file.accountNumber));
  if (!account) badRequest([{ field: 'file', message: `Account ${maskedAccount(file.accountNumber)} is not one of the group's bank accounts.` }]);
  branchScope(c, [account.brnId]);
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await lockAccount(database, account.id);
    const [overlap] = await queryRows<{ id: number }>(
      database,
      sql`select id from bank_statements where bank_account_id = ${account.id} and period_from <= ${file.periodTo} and period_to >= ${file.periodFrom} limit 1`,
    );
    if (overlap) fail(409, `Statement #${overlap.id} of account ${maskedAccount(account.accountNumber)} already covers these days.`);
    const row = await createRecord(c, database, {
      table: bankStatements,
      entity: 'bank statement',
      action: 'bank-reconciliation.upload',
      branchOf: (r) => r.brnId,
      values: {
        bankAccountId: account.id,
        brnId: account.brnId,
        fileName: upload.name,
        format: file.format,
        periodFrom: file.periodFrom,
        periodTo: file.periodTo,
        openingBalance: file.openingBalance,
        closingBalance: file.closingBalance,
      },
    });
    const me = staffMemberOf(c);
    if (file.lines.length) await tx.insert(bankLines).values(file.lines.map((l) => ({ ...l, statementId: row.id, brnId: account.brnId, createdBy: me, updatedBy: me })));
    await autoMatchStatement(c, database, row);
    return row.id;
  });
}

/** Matches bank lines to GL lines by hand: all the statement's and open, equal to the cent. */
async function matchByHand(c: AppContext, id: number) {
  const { version, bankLineIds, glLines } = await readJson(c, bankMatchSchema);
  await changeOpenStatement(c, id, version, 'bank-reconciliation.statement-match', async (tx, statement) => {
    await lockAccount(tx, statement.bankAccountId);
    const bank = await queryRows<{ amount: string; matchId: number | null }>(
      tx,
      sql`select l.amount::text as amount, l.match_id as "matchId" from bank_lines l join bank_statements s on s.id = ${id}
          where ${statementBank} and l.id in (${sql.join(bankLineIds.map((b) => sql`${b}`), sql`, `)})`,
    );
    if (bank.length !== new Set(bankLineIds).size) badRequest([{ field: 'bankLineIds', message: 'A chosen bank line is not a line of this statement.' }]);
    if (bank.some((l) => l.matchId !== null)) fail(409, 'A chosen bank line is already matched. Reload the statement.');
    const open = new Map((await bookLines(tx, id, true)).map((g) => [glKey(g), g]));
    const gl = glLines.map((g) => open.get(glKey(g)));
    if (gl.some((g) => !g)) fail(409, "A chosen ledger line is not one of this statement's open cash lines (someone may have matched it). Reload the statement.");
    const refusal = matchRefusal(
      bank.map((l) => l.amount),
      gl.map((g) => g!.amount),
    );
    if (refusal) badRequest([{ field: 'glLines', message: refusal }]);
    const matchId = await recordMatch(tx, statement, bankLineIds, glLines, 'Manual', staffMemberOf(c));
    await audit(tx, { action: 'bank-reconciliation.match', ...actorOf(c), entity: 'bank match', entityId: matchId, after: { statementId: id, bankLineIds, glLines: glLines.map(glKey) } });
  });
}

/** Takes a match apart, its lines open again on both sides. */
async function unmatch(c: AppContext, id: number, matchId: number) {
  const { version } = await readJson(c, bankVersionSchema);
  await changeOpenStatement(c, id, version, 'bank-reconciliation.statement-unmatch', async (tx) => {
    const [match] = await tx.select().from(bankMatches).where(and(eq(bankMatches.id, matchId), eq(bankMatches.statementId, id)));
    if (!match) fail(404, 'That match is not one of this statement.');
    const lines = await tx.select({ id: bankLines.id }).from(bankLines).where(eq(bankLines.matchId, matchId));
    const gl = await tx.select().from(bankMatchGlLines).where(eq(bankMatchGlLines.matchId, matchId));
    await tx.delete(bankMatches).where(eq(bankMatches.id, matchId));
    await audit(tx, { action: 'bank-reconciliation.unmatch', ...actorOf(c), entity: 'bank match', entityId: matchId, before: { ...match, bankLineIds: lines.map((l) => l.id), glLines: gl.map(glKey) } });
  });
}

/** Figures of the reconciliation block as cents, read fresh inside the change. */
async function blockOf(tx: Database, id: number) {
  const [row] = await queryRows<{ adjusted_bank: string; adjusted_book: string; difference: string }>(tx, sql`select adjusted_bank::text, adjusted_book::text, difference::text from ${statementRows} where t.id = ${id}`);
  return { adjustedBank: centsOf(row!.adjusted_bank)!, adjustedBook: centsOf(row!.adjusted_book)!, difference: centsOf(row!.difference)! };
}

export const bankReconciliationRoutes = new Hono<AppEnv>()
  .get('/accounting/bank-statements', guard('GET /accounting/bank-statements'), (c) => answerList(c, STATEMENTS))
  .post('/accounting/bank-statements', guard('POST /accounting/bank-statements'), uploadLimit(STATEMENT_FILE_RULES.maxFileBytes + 64 * 1024, FILE_TOO_LARGE), async (c) =>
    c.json(await statementDetail(c, await uploadStatement(c)), 201),
  )
  .get('/accounting/bank-statements/:id', guard('GET /accounting/bank-statements/:id'), async (c) => c.json(await statementDetail(c, idParam(c, 'a statement'))))
  .post('/accounting/bank-statements/:id/auto-match', guard('POST /accounting/bank-statements/:id/auto-match'), async (c) => {
    const id = idParam(c, 'a statement');
    const { version } = await readJson(c, bankVersionSchema);
    let matched = 0;
    await changeOpenStatement(c, id, version, 'bank-reconciliation.statement-auto-match', async (tx, statement) => {
      matched = await autoMatchStatement(c, tx, statement);
    });
    return c.json({ matched, ...(await statementDetail(c, id)) });
  })
  .post('/accounting/bank-statements/:id/matches', guard('POST /accounting/bank-statements/:id/matches'), async (c) => {
    const id = idParam(c, 'a statement');
    await matchByHand(c, id);
    return c.json(await statementDetail(c, id), 201);
  })
  .delete('/accounting/bank-statements/:id/matches/:matchId', guard('DELETE /accounting/bank-statements/:id/matches/:matchId'), async (c) => {
    const id = idParam(c, 'a statement');
    await unmatch(c, id, idParam(c, 'a match', 'matchId'));
    return c.json(await statementDetail(c, id));
  })
  .put('/accounting/bank-statements/:id/lines/:lineId/needs-entry', guard('PUT /accounting/bank-statements/:id/lines/:lineId/needs-entry'), async (c) => {
    const id = idParam(c, 'a statement');
    const lineId = idParam(c, 'a line', 'lineId');
    const { version, needsEntry } = await readJson(c, bankNeedsEntrySchema);
    await c.var.deps.db.transaction(async (tx) => {
      const [statement] = await tx.select().from(bankStatements).where(eq(bankStatements.id, id));
      if (!statement) fail(404, NOT_FOUND);
      branchScope(c, [statement.brnId]);
      const refusal = openRefusal(statusOf(statement));
      if (refusal) fail(409, refusal);
      await changeRecord(c, tx as unknown as Database, {
        table: bankLines,
        entity: 'bank line',
        action: 'bank-reconciliation.needs-entry',
        branchOf: (row) => row.brnId,
        notFound: LINE_NOT_FOUND,
        id: lineId,
        version,
        change: (line) => {
          if (line.statementId !== id) fail(404, LINE_NOT_FOUND);
          if (line.matchId !== null) fail(409, 'This line is matched: unmatch it before marking it as needing an entry.');
          return { needsEntry };
        },
      });
    });
    return c.json(await statementDetail(c, id));
  })
  .post('/accounting/bank-statements/:id/complete', guard('POST /accounting/bank-statements/:id/complete'), async (c) => {
    const id = idParam(c, 'a statement');
    const { version } = await readJson(c, bankVersionSchema);
    await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx as unknown as Database, {
        ...statementDescribed,
        action: 'bank-reconciliation.complete',
        id,
        version,
        change: async (statement) => {
          const refusal = completeRefusal(statusOf(statement), await blockOf(tx as unknown as Database, id));
          if (refusal) fail(409, refusal);
          return { completedBy: staffMemberOf(c), completedAt: new Date() };
        },
      }),
    );
    return c.json(await statementDetail(c, id));
  })
  .post('/accounting/bank-statements/:id/approve', guard('POST /accounting/bank-statements/:id/approve'), async (c) => {
    const id = idParam(c, 'a statement');
    const { version } = await readJson(c, bankVersionSchema);
    await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx as unknown as Database, {
        ...statementDescribed,
        action: 'bank-reconciliation.approve',
        id,
        version,
        change: (statement) => {
          const status = statusOf(statement);
          if (status !== 'Balanced') fail(409, status === 'Open' ? 'Complete the reconciliation before it is approved.' : 'This reconciliation is already approved.');
          const refusal = ownRecordRefusal({ kind: 'bank-reconciliation', makerId: statement.completedBy!, approverId: staffMemberOf(c) });
          if (refusal) fail(403, refusal.message);
          return { approvedBy: staffMemberOf(c), approvedAt: new Date() };
        },
      }),
    );
    return c.json(await statementDetail(c, id));
  });
