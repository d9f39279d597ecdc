import { addDays } from '../../../src/domain/businessDays';
import type { ScheduleEntryStatus } from '../../../src/domain/service/scheduleEntries';
import type { BoardEntry, BoardJob, BoardUnavailable, BoardView, SchedulerBoard } from '../../../src/domain/service/schedulerBoard';
import { STARTING_SCHEDULE_TYPES } from '../../../src/domain/service/scheduleTypes';

/** Monday 11/30/2026 at Norcross (101): the day the board's stories show. */
export const BOARD_DAY = '2026-11-30';
/** Thanksgiving week: Thursday is a company holiday. */
export const THANKSGIVING_WEEK = '2026-11-23';

const FIRST = ['Dana', 'Luis', 'Marcus', 'Priya', 'Tom', 'Keisha', 'Ray', 'Ana', 'Will', 'Jorge', 'Beth', 'Sam', 'Nina', 'Omar', 'Carl'];
const LAST = ['Ortiz', 'Hall', 'Reed', 'Patel', 'Boone', 'Young', 'Diaz', 'Kim', 'Shaw', 'Lopez', 'Cole', 'Ward', 'Price', 'Grant'];
const CUSTOMERS = ['Peachtree Freight', 'Gwinnett County Fleet', 'Southern Haulers', 'Atlanta Beverage', 'Metro Waste', 'Hightower Logistics'];
const OPS: [string, string, number, string[]][] = [
  ['PM-A', 'Preventive maintenance A service', 1.5, ['PM / inspection level 1']],
  ['BRK-R', 'Replace rear brake shoes and drums', 4, ['Air brakes level 2']],
  ['DOT', 'DOT annual inspection', 1, ['PM / inspection level 1']],
  ['DPF', 'Clean DPF and replace gaskets', 4.75, ['Aftertreatment level 2']],
  ['ELEC', 'Electrical diagnosis', 1.5, []],
  ['AIR', 'Air leak diagnosis and repair', 1.75, ['Air brakes level 1']],
  ['COOL', 'Cooling system repair', 2.75, ['Engine diagnostics level 1']],
  ['ALGN', 'Alignment, all axles', 2.5, ['Alignment level 1']],
];
const STATUSES: ScheduleEntryStatus[] = ['In progress', 'Scheduled', 'Scheduled', 'Waiting on parts', 'Scheduled', 'Waiting on approval', 'Done', 'Scheduled'];
const DAY_START = 7 * 60;
const DAY_END = 15 * 60 + 30;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A New York wall time of a day in late November or early December (Eastern Standard Time). */
export const at = (day: string, minutes: number): string => `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00-05:00`;

export const BOARD_SCHEDULE_TYPES = STARTING_SCHEDULE_TYPES.map(({ code, name, colour, productive, roRequired }) => ({ code, name, colour, productive, roRequired }));

function jobOf(i: number): BoardJob {
  const [laborOp, description, hours, requires] = OPS[i % OPS.length]!;
  return {
    slsId: `101-${pad(4500 + i, 6)}`,
    opsId: 1 + (i % 3),
    laborOp,
    description,
    unitNo: `T-${pad(100 + ((i * 37) % 900), 3)}`,
    customer: CUSTOMERS[i % CUSTOMERS.length]!,
    estimatedHours: hours,
    promiseAt: i % 3 === 0 ? at(BOARD_DAY, 15 * 60) : null,
    priority: 1 + (i % 3),
    requires,
    unmapped: requires.length === 0,
    unplacedHours: hours,
  };
}

/** A shop day's 8 hours less the time off that day. */
const hoursOn = (off: readonly BoardUnavailable[], day: string): number =>
  Math.max(0, 8 - off.filter((u) => u.from.startsWith(day)).reduce((sum, u) => sum + (Date.parse(u.to) - Date.parse(u.from)) / 3_600_000, 0));

export interface BoardShape {
  from: string;
  view: BoardView;
  technicians: number;
  jobs: number;
  /** How much of each technician's day the jobs fill before the rest wait in the queue (0–1). */
  fill: number;
  /** Time off and holidays of technician `t` over the days shown. */
  unavailable?: (t: number, days: readonly string[]) => BoardUnavailable[];
}

/**
 * A branch's board, made the way the server answers it: technicians' days filled with jobs up to `fill`, the rest
 * of the jobs in the queue by promise and priority, loads and the capacity strip summed from them.
 */
export function makeBoard({ from, view, technicians: count, jobs: jobCount, fill, unavailable = () => [] }: BoardShape): SchedulerBoard {
  const days = Array.from({ length: view === 'week' ? 6 : 1 }, (_, i) => addDays(from, i));
  const jobs = Array.from({ length: jobCount }, (_, i) => jobOf(i));
  const technicians = Array.from({ length: count }, (_, t) => {
    const off = unavailable(t, days);
    return {
      empId: `E${pad(1001 + t, 4)}`,
      name: `${FIRST[t % FIRST.length]} ${LAST[(t + Math.floor(t / FIRST.length)) % LAST.length]}`,
      grade: ['A', 'B', 'C'][t % 3]!,
      shifts: days.map((day) => ({ from: at(day, DAY_START), to: at(day, DAY_END), breakMinutes: 30 })),
      unavailable: off,
      availableHours: days.reduce((sum, day) => sum + hoursOn(off, day), 0),
      scheduledHours: 0,
    };
  });
  const entries: BoardEntry[] = [];
  let next = 0;
  for (const day of days) {
    for (const [t, technician] of technicians.entries()) {
      if (technician.unavailable.some((u) => u.from.startsWith(day))) continue;
      let cursor = DAY_START + (t % 4) * 15;
      const last = DAY_START + (DAY_END - DAY_START) * fill;
      while (next < jobs.length) {
        const job = jobs[next]!;
        const end = cursor + job.estimatedHours * 60;
        if (end > last) break;
        entries.push({
          id: entries.length + 1,
          version: 1,
          scheduleType: job.unmapped ? 'INT' : next % 5 === 0 ? 'WTY' : job.laborOp === 'PM-A' ? 'PM' : 'CUST',
          job: { slsId: job.slsId, opsId: job.opsId },
          empId: technician.empId,
          bay: `Bay ${1 + (t % 8)}`,
          startAt: at(day, cursor),
          endAt: at(day, end),
          status: STATUSES[next % STATUSES.length]!,
          note: null,
        });
        job.unplacedHours = 0;
        technician.scheduledHours += job.estimatedHours;
        cursor = end + 15;
        next += 1;
      }
    }
  }
  const waiting = jobs.slice(next).sort((a, b) => (a.promiseAt ?? '9').localeCompare(b.promiseAt ?? '9') || a.priority - b.priority);
  const capacity = days.map((day) => {
    const availableHours = technicians.reduce((sum, t) => sum + hoursOn(t.unavailable, day), 0);
    const scheduledHours = entries.filter((e) => e.startAt.startsWith(day)).reduce((sum, e) => sum + (Date.parse(e.endAt) - Date.parse(e.startAt)) / 3_600_000, 0);
    return { day, availableHours, expectedHours: availableHours * 0.85, scheduledHours };
  });
  return {
    brnId: '101',
    view,
    from: days[0]!,
    to: days[days.length - 1]!,
    technicians,
    entries,
    jobs: Object.fromEntries(jobs.map((job) => [`${job.slsId}/${job.opsId}`, job])),
    queue: waiting.map((job) => `${job.slsId}/${job.opsId}`),
    scheduleTypes: BOARD_SCHEDULE_TYPES,
    capacity,
    productivity: 0.85,
  };
}

/** Keisha is on vacation all Monday; Ray trains in the afternoon. */
const mondayTimeOff = (t: number, days: readonly string[]): BoardUnavailable[] =>
  t === 5 ? [{ from: at(days[0]!, DAY_START), to: at(days[0]!, DAY_END), reason: 'Vacation' }] : t === 6 ? [{ from: at(days[0]!, 12 * 60 + 30), to: at(days[0]!, DAY_END), reason: 'Training' }] : [];

/** Norcross on a busy Monday: eight technicians mostly booked, a queue of jobs still to place. */
export const BUSY_DAY = makeBoard({ from: BOARD_DAY, view: 'day', technicians: 8, jobs: 34, fill: 0.8, unavailable: mondayTimeOff });

/** Thanksgiving week: the holiday shaded on Thursday for everyone. */
export const THANKSGIVING_BOARD = makeBoard({
  from: THANKSGIVING_WEEK,
  view: 'week',
  technicians: 6,
  jobs: 70,
  fill: 0.7,
  unavailable: (_, days) => [{ from: at(days[3]!, DAY_START), to: at(days[3]!, DAY_END), reason: 'Thanksgiving Day' }],
});

/** A day with technicians on shift and nothing booked or waiting. */
export const EMPTY_DAY = makeBoard({ from: BOARD_DAY, view: 'day', technicians: 4, jobs: 0, fill: 0 });

/** A branch with no technician on shift. */
export const NO_TECHNICIANS = makeBoard({ from: BOARD_DAY, view: 'day', technicians: 0, jobs: 6, fill: 0 });

/** A big branch's week: 30 technicians and 400 jobs (the frame benchmark drags on it). */
export const LARGE_BOARD = makeBoard({ from: BOARD_DAY, view: 'week', technicians: 30, jobs: 400, fill: 0.75 });

/** The first job waiting in the busy day's queue, and the first block on its first technician. */
export const FIRST_QUEUED = BUSY_DAY.jobs[BUSY_DAY.queue[0]!]!;
export const FIRST_BLOCK = BUSY_DAY.entries[0]!;
