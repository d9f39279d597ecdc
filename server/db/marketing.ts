import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRecordColumns } from './staffRecord';

/**
 * A CSV of a market report's figures uploaded where no feed covers them (Happy or Not's terminals, a month Google's
 * feed missed): the file's name and how many figures it held; who sent it and when are the record's maker and time.
 * Its figures lie over the feed's: a figure of the same source, branch, month and metric replaces the feed's, and a
 * later upload's an earlier's (src/domain/marketing/marketFigures.ts, mergeUploaded).
 */
export const marketUploads = pgTable(
  'market_uploads',
  {
    id: serial('id').primaryKey(),
    report: text('report').notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('market_uploads_report_idx').on(t.report, t.id)],
);

/** One figure of an upload, as the feed would name it (excede_market_metrics' source and metric). */
export const marketUploadRows = pgTable(
  'market_upload_rows',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => marketUploads.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    brnId: text('brn_id').notNull(),
    metricOn: date('metric_on').notNull(),
    metric: text('metric').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('market_upload_rows_upload_idx').on(t.uploadId), index('market_upload_rows_branch_idx').on(t.brnId, t.metricOn)],
);

/** What staff do about a review (Excede's excede_reviews): who is to answer it, and the day it was answered. */
export const reviewFollowUps = pgTable(
  'review_follow_ups',
  {
    id: serial('id').primaryKey(),
    reviewId: text('review_id').notNull(),
    brnId: text('brn_id').notNull(),
    assignedTo: integer('assigned_to'),
    respondedOn: date('responded_on'),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('review_follow_ups_review_key').on(t.reviewId)],
);
