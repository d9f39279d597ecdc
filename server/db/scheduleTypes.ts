import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRecordColumns } from './staffRecord';

/**
 * The kinds of block on the scheduler board (/scheduletypes; rules in src/domain/service/scheduleTypes.ts). A
 * code table of the whole group, no branch. schedule_entries.schedule_type names a type by its code, so the
 * code never changes and a type in use is deactivated, never deleted.
 */
export const scheduleTypes = pgTable(
  'schedule_types',
  {
    id: serial('id').primaryKey(),
    /** Upper-case letters, digits and dashes, unique whatever the case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** #rrggbb, the blocks' colour on the board; their text is black or white by it (blockTextColour). */
    colour: text('colour').notNull(),
    productive: boolean('productive').notNull(),
    defaultMinutes: integer('default_minutes').notNull(),
    roRequired: boolean('ro_required').notNull(),
    active: boolean('active').notNull().default(true),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('schedule_types_code_key').on(sql`upper(${t.code})`)],
);
