import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MATCHED_BY, STATEMENT_FORMATS } from '../../src/domain/accounting/bankStatement';
import { staffRecordColumns } from './staffRecord';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A bank account of the group: its number (shown masked), the branch it belongs to and its cash account in Excede's chart. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  accountNumber: text('account_number').notNull().unique(),
  bankName: text('bank_name').notNull(),
  brnId: text('brn_id').notNull(),
  /** The GL cash account (AcctId) whose lines the statements are matched to. */
  acctId: text('acct_id').notNull(),
  /**
   * The xrefs of the GL cash lines the last reconciliation before the portal left outstanding: reconciled with
   * the first statement's, which otherwise takes everything before its period as cleared.
   */
  openingItems: text('opening_items').array().notNull().default(sql`'{}'::text[]`),
  ...staffRecordColumns(),
});

/**
 * A bank statement as uploaded (BAI2 or CSV) and its reconciliation: the bank's opening and closing balances
 * of the period, who completed it (the preparer) and who approved it. No two statements of an account
 * cover the same period.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    brnId: text('brn_id').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: STATEMENT_FORMATS }).notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    openingBalance: money('opening_balance').notNull(),
    closingBalance: money('closing_balance').notNull(),
    completedBy: integer('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [index('bank_statements_branch_idx').on(t.brnId, t.periodTo), uniqueIndex('bank_statements_period_key').on(t.bankAccountId, t.periodFrom)],
);

/**
 * A match: bank lines and the GL cash lines they clear, equal to the cent (src/domain/accounting/
 * bankReconciliation.ts). A GL line is cleared by one match at most: the database refuses a second.
 */
export const bankMatches = pgTable(
  'bank_matches',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    brnId: text('brn_id').notNull(),
    matchedBy: text('matched_by', { enum: MATCHED_BY }).notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('bank_matches_statement_idx').on(t.statementId)],
);

/** The GL lines (GLJEITM by JeId and line) a match clears. */
export const bankMatchGlLines = pgTable(
  'bank_match_gl_lines',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => bankMatches.id, { onDelete: 'cascade' }),
    jeId: text('je_id').notNull(),
    lineNo: integer('line_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jeId, t.lineNo] }), index('bank_match_gl_lines_match_idx').on(t.matchId)],
);

/**
 * A line of a statement as the bank reported it (the day, the BAI2 type code, the amount signed as the bank
 * moved the account: a credit positive), the match that clears it, or that it needs an entry in the books
 * (a fee, interest, a returned item Excede has not posted yet).
 */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    brnId: text('brn_id').notNull(),
    lineNo: integer('line_no').notNull(),
    postedOn: date('posted_on').notNull(),
    baiType: text('bai_type').notNull(),
    amount: money('amount').notNull(),
    checkNo: text('check_no').notNull(),
    bankRef: text('bank_ref').notNull(),
    text: text('text').notNull(),
    matchId: integer('match_id').references(() => bankMatches.id, { onDelete: 'set null' }),
    needsEntry: boolean('needs_entry').notNull().default(false),
    ...staffRecordColumns(),
  },
  (t) => [index('bank_lines_statement_idx').on(t.statementId, t.lineNo), index('bank_lines_branch_day_idx').on(t.brnId, t.postedOn), index('bank_lines_match_idx').on(t.matchId)],
);
