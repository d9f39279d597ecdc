import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BIN_EXCEPTION_KEYS } from '../../src/domain/parts/binExceptions';
import { TASK_STATUSES } from '../../src/domain/parts/binVerification';
import { staffRecordColumns } from './staffRecord';

/**
 * What staff found checking one part at one branch on a tab of /binverification: the bin it was found in, the
 * bin-change task left for Excede (the portal never writes there), who verified it and, for a high-value part,
 * the second person. `stamp` is Excede's stock and bins of the part when it was verified: once an import changes
 * them, the verification no longer counts and the row shows unverified again.
 */
export const binVerifications = pgTable(
  'bin_verifications',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    partNo: text('part_no').notNull(),
    exception: text('exception', { enum: BIN_EXCEPTION_KEYS }).notNull(),
    foundBin: text('found_bin'),
    taskStatus: text('task_status', { enum: TASK_STATUSES }),
    verifiedBy: integer('verified_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    needsSecond: boolean('needs_second').notNull().default(false),
    secondBy: integer('second_by'),
    secondAt: timestamp('second_at', { withTimezone: true }),
    stamp: text('stamp'),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('bin_verifications_part_idx').on(t.brnId, t.partNo, t.exception)],
);
