/** Where a block on the scheduler board stands; the board colours it by this. */
export const SCHEDULE_ENTRY_STATUSES = ['Scheduled', 'In progress', 'Waiting on parts', 'Waiting on approval', 'Done'] as const;
export type ScheduleEntryStatus = (typeof SCHEDULE_ENTRY_STATUSES)[number];
