import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUNT_STATUSES, FUND_KINDS, type DenominationCounts } from '../../src/domain/accounting/cashOnHand';
import { staffRecordColumns } from './staffRecord';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A branch's cash kept on the premises: a counter drawer (its Excede drawer code ties it to the cash
 * receipts taken there), a change fund or petty cash, with its custodian and authorized float.
 */
export const cashFunds = pgTable(
  'cash_funds',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    kind: text('kind', { enum: FUND_KINDS }).notNull(),
    name: text('name').notNull(),
    /** excede_ar_receipts.drawer of a counter drawer ('101-P1'); null for change funds and petty cash. */
    drawer: text('drawer'),
    custodian: text('custodian').notNull(),
    floatAmount: money('float_amount').notNull(),
    active: boolean('active').notNull().default(true),
    /** When it was last counted (any outcome): recording a count moves it, so two counts at once are a 409. */
    lastCountAt: at('last_count_at'),
    ...staffRecordColumns(),
  },
  (t) => [
    uniqueIndex('cash_funds_branch_name_key').on(t.brnId, sql`lower(${t.name})`),
    uniqueIndex('cash_funds_drawer_key').on(t.drawer).where(sql`${t.drawer} is not null`),
  ],
);

/** The fund a record is of; a fund with records is never deleted. */
const fundId = () =>
  integer('fund_id')
    .notNull()
    .references(() => cashFunds.id, { onDelete: 'restrict' });

/**
 * A count of a fund by denominations, with what was expected then and how that was made up (float + cash
 * receipts − paid-outs − deposits since the period began): its over/short is counted − expected. One beyond
 * the threshold of the day waits for a manager's sign-off (or rejection, with a reason).
 */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: serial('id').primaryKey(),
    fundId: fundId(),
    brnId: text('brn_id').notNull(),
    /** When the period it counts began: the fund's previous count (not a rejected one), else the fund's set-up. */
    periodStart: at('period_start').notNull(),
    denominations: jsonb('denominations').$type<DenominationCounts>().notNull(),
    floatAmount: money('float_amount').notNull(),
    receipts: money('receipts').notNull(),
    deposited: money('deposited').notNull(),
    paidOuts: money('paid_outs').notNull(),
    expected: money('expected').notNull(),
    counted: money('counted').notNull(),
    overShort: money('over_short').notNull(),
    /** The sign-off threshold when it was counted. */
    threshold: money('threshold').notNull(),
    status: text('status', { enum: COUNT_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    /** The reason of a rejection, or a note with a sign-off. */
    decisionNote: text('decision_note').notNull().default(''),
    ...staffRecordColumns(),
  },
  (t) => [index('cash_counts_fund_idx').on(t.fundId, t.createdAt), index('cash_counts_status_idx').on(t.status, t.brnId)],
);

/** Cash paid out of a fund (a petty-cash spend), with a note and the image of its receipt. */
export const cashPaidOuts = pgTable(
  'cash_paid_outs',
  {
    id: serial('id').primaryKey(),
    fundId: fundId(),
    brnId: text('brn_id').notNull(),
    amount: money('amount').notNull(),
    paidTo: text('paid_to').notNull(),
    note: text('note').notNull(),
    /** The stored receipt image (server/storage/uploads.ts StoredUpload). */
    receipt: jsonb('receipt').$type<{ storageKey: string; originalName: string; mimeType: string; size: number }>(),
    /** The replenishment that brought it back into the fund; null: not yet. */
    replenishmentId: integer('replenishment_id').references(() => cashReplenishments.id, { onDelete: 'restrict' }),
    ...staffRecordColumns(),
  },
  (t) => [index('cash_paid_outs_fund_idx').on(t.fundId, t.createdAt)],
);

/**
 * A petty-cash fund brought back to its float: a check for what was paid out of it since the last
 * replenishment (the paid-outs it covers name it).
 */
export const cashReplenishments = pgTable(
  'cash_replenishments',
  {
    id: serial('id').primaryKey(),
    fundId: fundId(),
    brnId: text('brn_id').notNull(),
    amount: money('amount').notNull(),
    checkNumber: text('check_number').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('cash_replenishments_fund_idx').on(t.fundId, t.createdAt)],
);

/**
 * A branch's undeposited cash taken to the bank: the amount in the bag and its number. The drawers' cash
 * receipts taken before it count as deposited from then, before Excede posts the deposit.
 */
export const cashDepositRuns = pgTable(
  'cash_deposit_runs',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    amount: money('amount').notNull(),
    bagNumber: text('bag_number').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('cash_deposit_runs_branch_idx').on(t.brnId, t.createdAt)],
);
