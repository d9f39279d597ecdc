import { STARTING_SCHEDULE_TYPES, type ScheduleType } from '../../../src/domain/service/scheduleTypes';

const typeOf = (starter: (typeof STARTING_SCHEDULE_TYPES)[number], at: number): ScheduleType => ({
  ...starter,
  id: at + 1,
  active: starter.code !== 'SHOP',
  timesUsed: starter.code === 'PM' || starter.code === 'SHOP' ? 0 : 40 - at * 5,
  version: 1,
});

/** The demo's starting types, by name as the API lists them: PM and shop time unused, shop time inactive. */
export const SCHEDULE_TYPES: ScheduleType[] = STARTING_SCHEDULE_TYPES.map(typeOf).sort((a, b) => a.name.localeCompare(b.name));

const HUES = ['#1f6feb', '#8250df', '#2da44e', '#d1242f', '#f2cc60', '#afb8c1', '#0a7e8c', '#bc4c00'];

/** Forty types in eight colours, for the large story. */
export const MANY_SCHEDULE_TYPES: ScheduleType[] = Array.from({ length: 40 }, (_, i) => ({
  id: 100 + i,
  code: `T${String(i + 1).padStart(2, '0')}`,
  name: `Block kind ${String(i + 1).padStart(2, '0')}`,
  colour: HUES[i % HUES.length]!,
  productive: i % 3 !== 0,
  defaultMinutes: 15 * (1 + (i % 16)),
  roRequired: i % 2 === 0,
  active: i % 7 !== 6,
  timesUsed: i % 4 === 0 ? 0 : i * 3,
  version: 1,
}));
