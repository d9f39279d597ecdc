import { date, index, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CALL_OUTCOMES } from '../../src/domain/accounting/collections';
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
