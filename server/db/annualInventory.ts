import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVENTORY_STATUSES, LINE_DECISIONS } from '../../src/domain/parts/annualInventory';
import { staffRecordColumns } from './staffRecord';

/**
 * A branch's year-end physical inventory (/annual-parts-inventory-dashboard and -adjustment): Preparing →
 * Counting → Review → Approved (locked), and who signed as parts manager, then as controller.
 */
export const physInventories = pgTable(
  'phys_inventories',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    year: integer('year').notNull(),
    countDate: date('count_date').notNull(),
    status: text('status', { enum: INVENTORY_STATUSES }).notNull().default('Preparing'),
    partsManagerApprovedBy: integer('parts_manager_approved_by'),
    partsManagerApprovedAt: timestamp('parts_manager_approved_at', { withTimezone: true }),
    controllerApprovedBy: integer('controller_approved_by'),
    controllerApprovedAt: timestamp('controller_approved_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('phys_inventories_branch_year_key').on(t.brnId, t.year)],
);

/**
 * A count tag: a part in a bin, the counter who holds it, the book quantity and unit cost frozen when the
 * stock was frozen, and the count as returned, entered and verified; or void, with why. A tag `added` during the
 * count is a part found where the books say nothing (book qty 0).
 */
export const physInventoryTags = pgTable(
  'phys_inventory_tags',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => physInventories.id, { onDelete: 'cascade' }),
    tagNo: integer('tag_no').notNull(),
    zone: text('zone').notNull(),
    aisle: text('aisle').notNull(),
    bin: text('bin').notNull(),
    partNo: text('part_no').notNull(),
    counter: text('counter').notNull(),
    bookQty: integer('book_qty').notNull(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 2 }).notNull(),
    countedQty: integer('counted_qty'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    enteredBy: integer('entered_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by'),
    added: boolean('added').notNull().default(false),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by'),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('phys_inventory_tags_no_key').on(t.inventoryId, t.tagNo)],
);

/** An entered tag's adjustment line under review: its decision and comment, and its recount when sent to one. */
export const physInventoryLines = pgTable(
  'phys_inventory_lines',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => physInventories.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => physInventoryTags.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: LINE_DECISIONS }),
    comment: text('comment'),
    recountedQty: integer('recounted_qty'),
    recountedBy: integer('recounted_by'),
    recountedAt: timestamp('recounted_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('phys_inventory_lines_tag_key').on(t.tagId), index('phys_inventory_lines_inventory_idx').on(t.inventoryId)],
);
