import { integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlacedWidget } from '../../src/domain/dashboard/layout';
import { staffRecordColumns } from './staffRecord';

/**
 * A user's own dashboard (/customdashboard): the widgets in order with their sizes and filters. One row a
 * user, made on the first save; until then the user sees their roles' default.
 */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    widgets: jsonb('widgets').$type<PlacedWidget[]>().notNull(),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('dashboard_layouts_user_idx').on(t.userId)],
);
