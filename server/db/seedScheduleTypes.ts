import { STARTING_SCHEDULE_TYPES } from '../../src/domain/service/scheduleTypes';
import type { Database } from './database';
import { scheduleTypes } from './scheduleTypes';

/** The block kinds a shop starts with, kept by service@demo.local; a type already there stays as it is. */
export async function seedScheduleTypes(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const by = userId.get('service@demo.local')!;
  await tx
    .insert(scheduleTypes)
    .values(STARTING_SCHEDULE_TYPES.map((type) => ({ ...type, createdBy: by, updatedBy: by })))
    .onConflictDoNothing();
}
