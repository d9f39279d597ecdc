import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { WIRE_ATTACHMENT_KINDS } from '../../src/domain/accounting/wireAttachments';
import { WIRE_STATUSES, WIRE_TRAIL_KINDS } from '../../src/domain/accounting/wireAuthorization';
import { staffRecordColumns } from './staffRecord';

/**
 * A beneficiary wires may be sent to: its bank details and the phone on file. A new beneficiary, or a change of
 * its bank details, must be confirmed by a call-back to `callbackPhone` (the phone on file before the change)
 * before a wire to it is released; `verifiedAt` is null until then.
 */
export const wireBeneficiaries = pgTable(
  'wire_beneficiaries',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    name: text('name').notNull(),
    bankName: text('bank_name').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumber: text('account_number').notNull(),
    phone: text('phone').notNull(),
    /** The number the call-back must be made to: the phone on file when the bank details were entered or changed. */
    callbackPhone: text('callback_phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by'),
    verifiedNote: text('verified_note'),
    active: boolean('active').notNull().default(true),
    ...staffRecordColumns(),
  },
  (t) => [index('wire_beneficiaries_branch_idx').on(t.brnId, t.name)],
);

/** An outgoing wire: what, to whom, when, and where it stands (src/domain/accounting/wireAuthorization.ts). */
export const wireRequests = pgTable(
  'wire_requests',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => wireBeneficiaries.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    valueDate: date('value_date').notNull(),
    purpose: text('purpose').notNull(),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: WIRE_STATUSES }).notNull().default('Draft'),
    bankReference: text('bank_reference'),
    ...staffRecordColumns(),
  },
  (t) => [index('wire_requests_branch_idx').on(t.brnId, t.valueDate), index('wire_requests_value_date_idx').on(t.valueDate, t.status)],
);

/** A wire's approval trail: each submission, approval, rejection, reset, release, confirmation and cancellation. */
export const wireTrail = pgTable(
  'wire_trail',
  {
    id: serial('id').primaryKey(),
    wireId: integer('wire_id')
      .notNull()
      .references(() => wireRequests.id),
    kind: text('kind', { enum: WIRE_TRAIL_KINDS }).notNull(),
    userId: integer('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    /** When an approval was reset by an edit: it no longer counts. */
    resetAt: timestamp('reset_at', { withTimezone: true }),
  },
  (t) => [index('wire_trail_wire_idx').on(t.wireId, t.at)],
);

/** A wire's document (invoice, bill of sale, payoff letter, other): a PDF or image checked by its content, kept in the file storage. */
export const wireAttachments = pgTable(
  'wire_attachments',
  {
    id: serial('id').primaryKey(),
    wireId: integer('wire_id')
      .notNull()
      .references(() => wireRequests.id),
    /** The wire's branch, so the record's branch is checked as every staff record's is. */
    brnId: text('brn_id').notNull(),
    kind: text('kind', { enum: WIRE_ATTACHMENT_KINDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('wire_attachments_wire_idx').on(t.wireId, t.id)],
);
