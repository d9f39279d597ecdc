import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROOT_CAUSE_CATEGORIES, ROOT_CAUSE_CODE_TYPES } from '../../src/domain/parts/rootCauseCodes';
import { staffRecordColumns } from './staffRecord';

/**
 * The reason and action codes root cause analysis gives a lost sale (/rootcauseaction). A code table shared
 * by every branch, not a branch's record: it has no brn_id and any holder of the permission keeps it; the
 * audit still records who changed what, when, before and after. Lost sales will name a code by its id, so a
 * code once used is never deleted, only deactivated (src/domain/parts/rootCauseCodes.ts).
 */
export const rootCauseCodes = pgTable(
  'root_cause_codes',
  {
    id: serial('id').primaryKey(),
    /** 3 to 6 upper-case letters or digits, unique whatever the case. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ROOT_CAUSE_CODE_TYPES }).notNull(),
    category: text('category', { enum: ROOT_CAUSE_CATEGORIES }).notNull(),
    /** Only misses under a code that records demand count towards stocking demand (phase-in suggestions). */
    recordsDemand: boolean('records_demand').notNull().default(false),
    /** Choosing the code asks for a note on the lost sale. */
    noteRequired: boolean('note_required').notNull().default(false),
    /** An inactive code is offered for nothing new but still names the history that used it. */
    active: boolean('active').notNull().default(true),
    /** The code's place within its type's list: 1, 2, 3… */
    sortOrder: integer('sort_order').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('root_cause_codes_code_key').on(sql`upper(${t.code})`), index('root_cause_codes_type_idx').on(t.type, t.sortOrder)],
);
