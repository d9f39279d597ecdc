import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import type { MissingSkill } from './technicianAbility';
import { SCHEDULE_ENTRY_STATUSES, type ScheduleEntryStatus } from './scheduleEntries';

/**
 * What the scheduler board (/servicescheduler) reads and sends: the board of one branch for a day or a week,
 * and the moves a dispatcher makes on it. Instants travel as ISO strings; hours as numbers of hours in
 * quarter-hour steps. The server decides every placement; the screen only shows a move at once and puts it
 * back when the server refuses it.
 */

/** A quarter of an hour: the board's step for starts, ends and durations. */
export const BOARD_STEP_MINUTES = 15;

export const BOARD_VIEWS = ['day', 'week'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** A span of time a technician cannot be booked in, and why (a holiday's name, or "Vacation", "Sick", …). */
export interface BoardUnavailable {
  from: string;
  to: string;
  reason: string;
}

/** A row of the board: a technician, with when they work and what they can do. */
export interface BoardTechnician {
  empId: string;
  name: string;
  /** "A", "B" or "C", from the Excede title (Technician A). */
  grade: string;
  /** The shifts of the days shown (from templates applied, else the shop day), breaks taken out of the hours. */
  shifts: { from: string; to: string; breakMinutes: number }[];
  unavailable: BoardUnavailable[];
  /** Hours the technician can work in the days shown (shifts less breaks, holidays and approved time off). */
  availableHours: number;
  /** Hours of entries on the technician in the days shown. */
  scheduledHours: number;
  /** The shift the technician works on the first working day shown: the template applied that day, else "Shop day". */
  shiftName?: string;
}

/** A repair-order job, as the board shows it on a block or in the queue. */
export interface BoardJob {
  slsId: string;
  opsId: number;
  laborOp: string;
  description: string;
  unitNo: string;
  customer: string;
  /** The job's flat hours (Excede HrsFlat): how long a placement lasts unless resized. */
  estimatedHours: number;
  /** The repair order's promise time, when it has one. */
  promiseAt: string | null;
  /** 1 is the most urgent: a waiting customer or a truck down (road call) before drop-offs. */
  priority: number;
  /** Skills the operation needs, in words ("Aftertreatment level 2"); empty when the labor guide has none mapped. */
  requires: string[];
  /** The operation has no required skills mapped in /laborguidehasskills: it schedules unchecked, flagged. */
  unmapped: boolean;
  /** Hours of the job still in the queue (estimated less what is placed); 0 once all of it is on the board. */
  unplacedHours: number;
}

/** A block on the board: a job (or other work of a schedule type) on a technician for a time. */
export interface BoardEntry {
  id: number;
  version: number;
  scheduleType: string;
  /** The job, for an RO block; null for a block of non-RO work (training, shop time). */
  job: { slsId: string; opsId: number } | null;
  empId: string | null;
  bay: string | null;
  startAt: string;
  endAt: string;
  status: ScheduleEntryStatus;
  note: string | null;
}

export interface BoardScheduleType {
  code: string;
  name: string;
  colour: string;
  productive: boolean;
  roRequired: boolean;
}

/** One day of the capacity strip. */
export interface BoardCapacityDay {
  day: string;
  availableHours: number;
  /** Available hours × the branch's expected productivity: what the shop can be expected to turn into flat hours. */
  expectedHours: number;
  scheduledHours: number;
}

export interface SchedulerBoard {
  brnId: string;
  view: BoardView;
  /** The first and last New York days shown (YYYY-MM-DD). */
  from: string;
  to: string;
  technicians: BoardTechnician[];
  entries: BoardEntry[];
  /** Every job an entry names, and every job waiting in the queue, by `${slsId}/${opsId}`. */
  jobs: Record<string, BoardJob>;
  /** Jobs with hours still to place, by promise time then priority. */
  queue: string[];
  scheduleTypes: BoardScheduleType[];
  capacity: BoardCapacityDay[];
  /** The branch's expected productivity (0.85 is 85%). */
  productivity: number;
  /** The branch's bays (the bays of its active scheduler templates), by code: the rows of the board by bay. */
  bays?: string[];
}

export const jobKey = (job: { slsId: string; opsId: number }): string => `${job.slsId}/${job.opsId}`;

/** Why the server refused a placement; the board shows `message` and puts the block back. */
export interface PlacementRefusal {
  message: string;
  /** Skills the technician lacks for the job, when that is the reason. */
  missing?: MissingSkill[];
}

const instant = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be a date and time.` });
const job = z.object({ slsId: z.string().check(z.minLength(1, 'Choose the job.')), opsId: z.int({ error: 'Choose the job.' }) });
const technician = z.string().check(z.minLength(1, 'Choose the technician.'));
/** A bay code of the branch (free text in its templates, e.g. "B2", "WASH"). */
const bay = z.string({ error: 'Choose a bay of the branch.' }).check(z.minLength(1, 'Choose a bay of the branch.'), z.maxLength(20, 'Choose a bay of the branch.'));

/** The board's rows: technicians (optionally grouped by shift) or bays. */
export const BOARD_ROWS = ['technicians', 'bays'] as const;
export type BoardRows = (typeof BOARD_ROWS)[number];

/**
 * Puts a job (or some of its hours) from the queue on a technician; another schedule type for a non-RO block.
 * With a bay too, the block holds that bay; with a bay and no technician (empId null), the job waits in the bay
 * for a technician to be given later.
 */
export const placeJobSchema = z.object({
  brnId: z.string().check(z.minLength(1, 'Choose the branch.')),
  job: z.nullable(job),
  scheduleType: z.optional(z.string()),
  empId: z.nullable(technician),
  bay: z.optional(z.nullable(bay)),
  startAt: instant('startAt'),
  endAt: instant('endAt'),
  note: z.optional(z.nullable(z.string().check(z.maxLength(200, 'The note is too long (200 characters at most).')))),
});
export type PlaceJobInput = z.input<typeof placeJobSchema>;

/** Moves or resizes a block: to another technician, another time, or both; to another bay when `bay` is given (null: none). */
export const moveEntrySchema = z.object({ empId: z.nullable(technician), bay: z.optional(z.nullable(bay)), startAt: instant('startAt'), endAt: instant('endAt'), version: versionField });
export type MoveEntryInput = z.input<typeof moveEntrySchema>;

/** Splits a block in two at an instant inside it; the second part keeps the technician and can then be moved. */
export const splitEntrySchema = z.object({ at: instant('at'), version: versionField });
export type SplitEntryInput = z.input<typeof splitEntrySchema>;

export const entryStatusSchema = z.object({
  status: z.enum(SCHEDULE_ENTRY_STATUSES, { error: `status must be one of ${SCHEDULE_ENTRY_STATUSES.join(', ')}.` }),
  version: versionField,
});
export type EntryStatusInput = z.input<typeof entryStatusSchema>;

/** Sends a block back to the queue (deletes the entry; its hours are unplaced again). */
export const unscheduleSchema = z.object({ version: versionField });
