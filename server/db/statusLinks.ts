import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { staffRecordColumns } from './staffRecord';

/**
 * The customer's repair-status links (/customermobile/{token}): one row per link staff made for a repair order.
 * Only the SHA-256 of the token is kept, so the table cannot be read back into working links. A link expires
 * 14 days after its RO is invoiced, computed when read from excede_repair_orders.date_invoice (no copy here).
 */
export const mobileLinks = pgTable(
  'mobile_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    slsId: text('sls_id').notNull(),
    brnId: text('brn_id').notNull(),
    /** The customer's address the link was mailed to, or null when none was on file. */
    mailedTo: text('mailed_to'),
    revoked: boolean('revoked').notNull().default(false),
    ...staffRecordColumns(),
  },
  (t) => [index('mobile_links_sls_idx').on(t.slsId)],
);

/** What staff tell the customer on the status page ("waiting on a turbo from Memphis"): never internal notes. */
export const mobileLinkNotes = pgTable(
  'mobile_link_notes',
  {
    id: serial('id').primaryKey(),
    slsId: text('sls_id').notNull(),
    brnId: text('brn_id').notNull(),
    text: text('text').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('mobile_link_notes_sls_idx').on(t.slsId)],
);

/** The number a customer calls: each branch's service desk, and each advisor's direct line (Excede keeps neither). */
export const serviceDeskPhones = pgTable('service_desk_phones', {
  brnId: text('brn_id').primaryKey(),
  phone: text('phone').notNull(),
});

export const advisorPhones = pgTable('advisor_phones', {
  empId: text('emp_id').primaryKey(),
  phone: text('phone').notNull(),
});
