import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CALL_OUTCOMES } from '../../src/domain/accounting/collections';
import { HOLD_REQUEST_KINDS, HOLD_REQUEST_STATES } from '../../src/domain/accounting/collectionsHolds';
import { staffRecordColumns } from './staffRecord';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * What collections keeps of a customer's account at a branch: the promise to pay now standing (its date,
 * amount and when it was made, which the payments since are counted from) and the collector who works it.
 * One per customer and branch, made by the first promise or assignment.
 */
export const collectionAccounts = pgTable(
  'collection_accounts',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    /** excede_employees.excede_id. */
    collectorId: text('collector_id'),
    promisedOn: date('promised_on'),
    promisedAmount: money('promised_amount'),
    promiseMadeAt: timestamp('promise_made_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('collection_accounts_customer_key').on(t.brnId, t.cusId)],
);

/** A call to a customer about their account at a branch: what came of it, a note, when to call again, the promise taken. */
export const collectionCalls = pgTable(
  'collection_calls',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    outcome: text('outcome', { enum: CALL_OUTCOMES }).notNull(),
    note: text('note').notNull().default(''),
    followUpOn: date('follow_up_on'),
    promisedOn: date('promised_on'),
    promisedAmount: money('promised_amount'),
    ...staffRecordColumns(),
  },
  (t) => [index('collection_calls_customer_idx').on(t.brnId, t.cusId, t.createdAt)],
);

/**
 * A request to put a customer's account at a branch on credit hold, release it or refer it to legal, which
 * Excede does: who asked, why, the balance then, and its state (Requested, then Done in Excede or Declined,
 * by whom, when, with a note). One request open per account at a time.
 */
export const collectionHoldRequests = pgTable(
  'collection_hold_requests',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    kind: text('kind', { enum: HOLD_REQUEST_KINDS }).notNull(),
    reason: text('reason').notNull(),
    balance: money('balance').notNull(),
    state: text('state', { enum: HOLD_REQUEST_STATES }).notNull().default('Requested'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    ...staffRecordColumns(),
  },
  (t) => [
    index('collection_hold_requests_customer_idx').on(t.brnId, t.cusId, t.createdAt),
    uniqueIndex('collection_hold_requests_open_key').on(t.brnId, t.cusId).where(sql`${t.state} = 'Requested'`),
  ],
);

/** A statement of a customer's open items at a branch, emailed: to which address, what it listed, its PDF in the file storage. */
export const collectionStatements = pgTable(
  'collection_statements',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    sentTo: text('sent_to').notNull(),
    items: integer('items').notNull(),
    balance: money('balance').notNull(),
    storageKey: text('storage_key').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('collection_statements_customer_idx').on(t.brnId, t.cusId, t.createdAt)],
);
