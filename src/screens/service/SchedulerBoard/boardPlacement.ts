import { BOARD_STEP_MINUTES, jobKey, type BoardEntry, type BoardJob, type BoardRows, type SchedulerBoard } from '../../../domain/service/schedulerBoard';
import { clockOf, dayLabel, instantOfSlot, slotOf, type BoardTimeLine } from './boardTime';

/** What is being moved: a job from the queue (by its key) or a block already on the board. */
export type MoveSubject = { kind: 'job'; key: string } | { kind: 'entry'; id: number };

/** Where a block sits, in slots of the board's time line. */
export interface Placement {
  /** The row: the technician's empId, or the bay's code on the board by bay. */
  empId: string;
  start: number;
  length: number;
}

/** A placement in the server's words: the technician (null: a job waiting in a bay for one), the bay when moved by bay, and the instants. */
export interface BoardSlot {
  empId: string | null;
  bay?: string | null;
  startAt: string;
  endAt: string;
}

/** A move the screen shows at once while the server decides it. */
export interface PendingMove extends BoardSlot {
  subject: MoveSubject;
}

export const sameSubject = (a: MoveSubject, b: MoveSubject): boolean => (a.kind === 'job' ? b.kind === 'job' && a.key === b.key : b.kind === 'entry' && a.id === b.id);

/** The row a block sits in: its technician's, or its bay's on the board by bay. */
export const rowOf = (entry: Pick<BoardEntry, 'empId' | 'bay'>, rows: BoardRows = 'technicians'): string | null => (rows === 'bays' ? entry.bay : entry.empId);

export const placementOf = (entry: Pick<BoardEntry, 'empId' | 'bay' | 'startAt' | 'endAt'>, line: BoardTimeLine, rows: BoardRows = 'technicians'): Placement => {
  const start = Math.round(slotOf(entry.startAt, line));
  return { empId: rowOf(entry, rows) ?? '', start, length: Math.max(1, Math.round(slotOf(entry.endAt, line)) - start) };
};

export const slotOfPlacement = (p: Placement, line: BoardTimeLine): BoardSlot => ({
  empId: p.empId,
  startAt: instantOfSlot(p.start, line),
  endAt: instantOfSlot(p.start + p.length, line, true),
});

/** A placement in a row of the board by bay: the bay is the row, the block keeps its technician (none for a job from the queue). */
export const slotInRows = (p: Placement, line: BoardTimeLine, rows: BoardRows, empId: string | null): BoardSlot =>
  rows === 'bays' ? { ...slotOfPlacement(p, line), empId, bay: p.empId } : slotOfPlacement(p, line);

/** How many slots a job's unplaced hours (else its estimate) take; a quarter hour at least. */
export const jobSlots = (job: BoardJob): number => Math.max(1, Math.round(((job.unplacedHours || job.estimatedHours) * 60) / BOARD_STEP_MINUTES));

export const jobTitle = (job: Pick<BoardJob, 'slsId' | 'laborOp'>): string => `RO ${job.slsId} ${job.laborOp}`;

export const typeName = (board: SchedulerBoard, code: string): string => board.scheduleTypes.find((t) => t.code === code)?.name ?? code;

export const technicianName = (board: SchedulerBoard, empId: string | null): string => board.technicians.find((t) => t.empId === empId)?.name ?? 'No technician';

/** A block's or queue job's short name: "RO 101-004512 BRK-R", or a non-RO block's schedule type. */
export function subjectTitle(board: SchedulerBoard, subject: MoveSubject): string {
  if (subject.kind === 'job') return jobTitle(board.jobs[subject.key]!);
  const entry = board.entries.find((e) => e.id === subject.id);
  if (!entry) return 'The block';
  return entry.job ? jobTitle(board.jobs[jobKey(entry.job)]!) : typeName(board, entry.scheduleType);
}

/** A block's accessible name: "RO 101-004512 BRK-R Brake reline, Dana Ortiz, 09:00 AM to 11:00 AM". */
export function blockName(board: SchedulerBoard, entry: BoardEntry): string {
  const job = entry.job ? board.jobs[jobKey(entry.job)] : undefined;
  const what = job ? `${jobTitle(job)} ${job.description}` : typeName(board, entry.scheduleType);
  return `${what}, ${technicianName(board, entry.empId)}, ${clockOf(entry.startAt)} to ${clockOf(entry.endAt)}`;
}

/** A row's name: the technician's, or "Bay B2". */
export const rowName = (board: SchedulerBoard, rows: BoardRows, key: string): string => (rows === 'bays' ? `Bay ${key}` : technicianName(board, key));

/** Where a placement is, in words: "Dana Ortiz, 09:00 AM to 11:00 AM", "Bay B2, …" by bay (a week names the day). */
export function placementWords(board: SchedulerBoard, p: Placement, line: BoardTimeLine, rows: BoardRows = 'technicians'): string {
  const at = slotOfPlacement(p, line);
  const day = line.days.length > 1 ? `${dayLabel(line.days[Math.floor(p.start / (line.slots / line.days.length))]!)} ` : '';
  return `${rowName(board, rows, p.empId)}, ${day}${clockOf(at.startAt)} to ${clockOf(at.endAt)}`;
}

/**
 * A keyboard step of a picked-up block: ArrowUp/ArrowDown to the row (technician or bay) above or below, ArrowLeft/ArrowRight
 * a quarter hour earlier or later, with Shift a quarter hour shorter or longer. Null for any other key.
 */
export function stepPlacement(p: Placement, key: string, shift: boolean, empIds: readonly string[], line: BoardTimeLine): Placement | null {
  const row = empIds.indexOf(p.empId);
  switch (key) {
    case 'ArrowUp':
    case 'ArrowDown': {
      const next = empIds[Math.min(Math.max(row + (key === 'ArrowUp' ? -1 : 1), 0), empIds.length - 1)];
      return next ? { ...p, empId: next } : p;
    }
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowLeft' ? -1 : 1;
      if (shift) return { ...p, length: Math.min(Math.max(p.length + step, 1), line.slots - p.start) };
      return { ...p, start: Math.min(Math.max(p.start + step, 0), line.slots - p.length) };
    }
    default:
      return null;
  }
}

/** A placement dragged to a pointer's slot: the block keeps where it was grabbed, snapped to a quarter hour. */
export function draggedPlacement(p: Placement, empId: string, pointerSlot: number, grab: number, line: BoardTimeLine): Placement {
  return { empId, length: p.length, start: Math.min(Math.max(Math.round(pointerSlot - grab), 0), line.slots - p.length) };
}

/** A placement resized by its right edge to a pointer's slot: a quarter hour at least. */
export const resizedPlacement = (p: Placement, pointerSlot: number): Placement => ({ ...p, length: Math.max(1, Math.round(pointerSlot) - p.start) });
