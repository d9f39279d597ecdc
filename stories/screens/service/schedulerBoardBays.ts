import type { SchedulerBoard } from '../../../src/domain/service/schedulerBoard';
import { BUSY_DAY } from './schedulerBoardData';

/** Each technician of the busy day works in a bay of their own (B1, B2, …), and the shop has one bay more, empty. */
export const BAYS = [...BUSY_DAY.technicians.map((_, i) => `B${i + 1}`), 'WASH'];
const bayOf = (empId: string | null) => BAYS[BUSY_DAY.technicians.findIndex((t) => t.empId === empId)] ?? null;

/** The busy day with its blocks in bays and its technicians on two shifts and the shop day. */
export const BAYS_DAY: SchedulerBoard = {
  ...BUSY_DAY,
  bays: BAYS,
  entries: BUSY_DAY.entries.map((e) => ({ ...e, bay: bayOf(e.empId) })),
  technicians: BUSY_DAY.technicians.map((t, i) => ({ ...t, shiftName: i < 3 ? 'Day shift' : i < 6 ? 'Late shift' : undefined })),
};
