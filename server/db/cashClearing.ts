import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MATCH_STATUSES } from '../../src/domain/accounting/cashClearing';
import { staffRecordColumns } from './staffRecord';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * Receipts on cash clearing (GL 1050) matched by a person to the deposit that took them to the bank: the
 * deposit's GL line, its amount (which the receipts make to the cent) and a note. Unmatching keeps the
 * record, as Unmatched, and frees its lines.
 */
export const cashClearingMatches = pgTable(
  'cash_clearing_matches',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    depositJeId: text('deposit_je_id').notNull(),
    depositLineNo: integer('deposit_line_no').notNull(),
    depositXref: text('deposit_xref').notNull(),
    depositOn: date('deposit_on').notNull(),
    amount: money('amount').notNull(),
    receiptCount: integer('receipt_count').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('Matched'),
    ...staffRecordColumns(),
  },
  (t) => [index('cash_clearing_matches_day_idx').on(t.brnId, t.depositOn)],
);

/**
 * The GL lines of a match: its deposit and its receipts, each with its day and signed amount (debit less
 * credit) as it was matched. A line is in one live match at most: the database refuses a second.
 */
export const cashClearingMatchLines = pgTable(
  'cash_clearing_match_lines',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => cashClearingMatches.id, { onDelete: 'restrict' }),
    jeId: text('je_id').notNull(),
    lineNo: integer('line_no').notNull(),
    postedOn: date('posted_on').notNull(),
    amount: money('amount').notNull(),
    /** False once its match is unmatched. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.jeId, t.lineNo] }),
    uniqueIndex('cash_clearing_match_lines_live_key').on(t.jeId, t.lineNo).where(sql`${t.active}`),
  ],
);

/**
 * A day or one GL line of a day flagged for a correcting entry (a GL task): why, who and when (its
 * creation), and who cleared it and when. A day or a line holds one open flag at most.
 */
export const cashClearingFlags = pgTable(
  'cash_clearing_flags',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    postedOn: date('posted_on').notNull(),
    /** The line flagged; both null for the whole day. */
    jeId: text('je_id'),
    lineNo: integer('line_no'),
    reason: text('reason').notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by'),
    ...staffRecordColumns(),
  },
  (t) => [
    index('cash_clearing_flags_day_idx').on(t.brnId, t.postedOn),
    uniqueIndex('cash_clearing_flags_open_day_key').on(t.brnId, t.postedOn).where(sql`${t.jeId} is null and ${t.clearedAt} is null`),
    uniqueIndex('cash_clearing_flags_open_line_key').on(t.jeId, t.lineNo).where(sql`${t.jeId} is not null and ${t.clearedAt} is null`),
  ],
);

/** A branch's day's note on cash clearing: what is going on with it, for whoever looks next. */
export const cashClearingDayNotes = pgTable(
  'cash_clearing_day_notes',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    postedOn: date('posted_on').notNull(),
    note: text('note').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('cash_clearing_day_notes_day_key').on(t.brnId, t.postedOn)],
);
