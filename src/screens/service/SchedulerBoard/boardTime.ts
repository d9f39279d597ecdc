import { addDays } from '../../../domain/businessDays';
import { BUSINESS_TIME_ZONE } from '../../../domain/constants';
import { formatClock, formatDate } from '../../../domain/format';
import { BOARD_STEP_MINUTES, type SchedulerBoard } from '../../../domain/service/schedulerBoard';
import { instantOfWallTime, wallTimeOf } from '../../../domain/timeZone';

/**
 * The board's time line: the days shown side by side, each from 07:00 AM to 03:30 PM New York time, cut in
 * quarter hours ("slots"). Slot 0 is 07:00 AM of the first day; a day holds DAY_SLOTS of them.
 */
export const DAY_START_MINUTES = 7 * 60;
export const DAY_END_MINUTES = 15 * 60 + 30;
export const DAY_SLOTS = (DAY_END_MINUTES - DAY_START_MINUTES) / BOARD_STEP_MINUTES;
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface BoardTimeLine {
  days: string[];
  slots: number;
}

export function timeLineOf(board: Pick<SchedulerBoard, 'from' | 'to'>): BoardTimeLine {
  const days: string[] = [];
  for (let day = board.from; day <= board.to; day = addDays(day, 1)) days.push(day);
  return { days, slots: days.length * DAY_SLOTS };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const hhmmOf = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/** Where an instant falls on the line, in slots (fractional; clamped to the days shown and their hours). */
export function slotOf(instant: string, line: BoardTimeLine): number {
  const wall = wallTimeOf(Date.parse(instant), BUSINESS_TIME_ZONE);
  const day = `${wall.year}-${pad2(wall.month)}-${pad2(wall.day)}`;
  const index = line.days.indexOf(day);
  if (index < 0) return day < line.days[0]! ? 0 : line.slots;
  const minutes = Math.min(Math.max(wall.hour * 60 + wall.minute - DAY_START_MINUTES, 0), DAY_END_MINUTES - DAY_START_MINUTES);
  return index * DAY_SLOTS + minutes / BOARD_STEP_MINUTES;
}

/** The day and minutes of the day a slot boundary stands for; an end at a day's last boundary stays in that day. */
function wallOfSlot(slot: number, line: BoardTimeLine, isEnd: boolean): { day: string; minutes: number } {
  const index = Math.min(Math.floor((isEnd ? slot - 1 : slot) / DAY_SLOTS), line.days.length - 1);
  return { day: line.days[Math.max(index, 0)]!, minutes: DAY_START_MINUTES + (slot - Math.max(index, 0) * DAY_SLOTS) * BOARD_STEP_MINUTES };
}

/** The instant (ISO) of a slot boundary: a start, or with `isEnd` an end. */
export function instantOfSlot(slot: number, line: BoardTimeLine, isEnd = false): string {
  const { day, minutes } = wallOfSlot(slot, line, isEnd);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(instantOfWallTime({ year, month, day: date, hour: Math.floor(minutes / 60), minute: minutes % 60 }, BUSINESS_TIME_ZONE)).toISOString();
}

/** An instant's time of day as hh:mm A, New York time. */
export function clockOf(instant: string): string {
  const wall = wallTimeOf(Date.parse(instant), BUSINESS_TIME_ZONE);
  return formatClock(`${pad2(wall.hour)}:${pad2(wall.minute)}`);
}

/** A day as the week's column heads it: "Mon 11/30". */
export const dayLabel = (day: string): string => `${WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${formatDate(day).slice(0, 5)}`;

/** The hour marks of a day's track: 07:00 AM … 03:00 PM, with their slot within the day. */
export const HOUR_MARKS = Array.from({ length: Math.floor(DAY_SLOTS / 4) + 1 }, (_, i) => ({
  slot: i * 4,
  label: formatClock(hhmmOf(DAY_START_MINUTES + i * 60)),
}));

/** A slot as a percentage of the line, for a position on a track. */
export const percentOf = (slot: number, line: BoardTimeLine): string => `${(slot / line.slots) * 100}%`;

/** The slot under a pointer over a track (fractional). */
export function slotAtPointer(clientX: number, track: DOMRect, line: BoardTimeLine): number {
  return Math.min(Math.max(((clientX - track.left) / track.width) * line.slots, 0), line.slots);
}
