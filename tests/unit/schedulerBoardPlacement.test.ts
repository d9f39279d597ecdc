import { describe, expect, it } from 'vitest';
import { draggedPlacement, resizedPlacement, slotOfPlacement, stepPlacement } from '../../src/screens/service/SchedulerBoard/boardPlacement';
import { DAY_SLOTS, HOUR_MARKS, clockOf, dayLabel, instantOfSlot, slotOf, timeLineOf } from '../../src/screens/service/SchedulerBoard/boardTime';
import { edgeScroll } from '../../src/screens/service/SchedulerBoard/useBoardDrag';

const day = timeLineOf({ from: '2026-11-30', to: '2026-11-30' });
const week = timeLineOf({ from: '2026-11-30', to: '2026-12-05' });
const TECHS = ['E1', 'E2', 'E3'];

describe("the scheduler board's time line", () => {
  it('cuts 07:00 AM to 03:30 PM New York time in quarter hours, a day after another in a week', () => {
    expect(DAY_SLOTS).toBe(34);
    expect(week.days).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(week.slots).toBe(6 * 34);
    expect(HOUR_MARKS.map((m) => m.label)).toEqual(['07:00 AM', '08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM']);
    expect(dayLabel('2026-11-26')).toBe('Thu 11/26');
  });

  it('turns instants into slots and back (Eastern Standard Time in winter)', () => {
    expect(slotOf('2026-11-30T14:00:00Z', day)).toBe(8);
    expect(instantOfSlot(8, day)).toBe('2026-11-30T14:00:00.000Z');
    expect(clockOf('2026-11-30T14:00:00Z')).toBe('09:00 AM');
    // before the first day, after the last, and outside the shop's hours are clamped to the line
    expect(slotOf('2026-11-29T15:00:00Z', day)).toBe(0);
    expect(slotOf('2026-12-01T15:00:00Z', day)).toBe(34);
    expect(slotOf('2026-11-30T22:00:00Z', day)).toBe(34);
  });

  it("ends a block at 03:30 PM of its own day, not at 07:00 AM of the next", () => {
    expect(instantOfSlot(34, week, true)).toBe('2026-11-30T20:30:00.000Z');
    expect(instantOfSlot(34, week)).toBe('2026-12-01T12:00:00.000Z');
  });
});

describe('moving a block', () => {
  const p = { empId: 'E1', start: 4, length: 6 };

  it('steps by a quarter hour or a technician with the arrow keys, never off the board', () => {
    expect(stepPlacement(p, 'ArrowDown', false, TECHS, day)).toEqual({ ...p, empId: 'E2' });
    expect(stepPlacement(p, 'ArrowUp', false, TECHS, day)).toEqual(p);
    expect(stepPlacement(p, 'ArrowRight', false, TECHS, day)).toEqual({ ...p, start: 5 });
    expect(stepPlacement({ ...p, start: 28 }, 'ArrowRight', false, TECHS, day)).toEqual({ ...p, start: 28 });
    expect(stepPlacement(p, 'ArrowLeft', true, TECHS, day)).toEqual({ ...p, length: 5 });
    expect(stepPlacement({ ...p, length: 1 }, 'ArrowLeft', true, TECHS, day)).toEqual({ ...p, length: 1 });
    expect(stepPlacement(p, 'Tab', false, TECHS, day)).toBeNull();
  });

  it('snaps a drag to the nearest quarter hour, keeping where the block was grabbed; a resize keeps a quarter hour at least', () => {
    expect(draggedPlacement(p, 'E3', 10.4, 1.2, day)).toEqual({ empId: 'E3', start: 9, length: 6 });
    expect(draggedPlacement(p, 'E3', 33, 0, day)).toEqual({ empId: 'E3', start: 28, length: 6 });
    expect(resizedPlacement(p, 12.6)).toEqual({ ...p, length: 9 });
    expect(resizedPlacement(p, 1)).toEqual({ ...p, length: 1 });
  });

  it("says a placement in the server's instants", () => {
    expect(slotOfPlacement({ empId: 'E2', start: 4, length: 8 }, day)).toEqual({ empId: 'E2', startAt: '2026-11-30T13:00:00.000Z', endAt: '2026-11-30T15:00:00.000Z' });
  });
});

describe('a drag near the edge of the schedule', () => {
  // A schedule 600 px wide at x 100..700 over 1,400 px of hours, scrolled `left` px.
  const scroller = (left: number) =>
    ({ getBoundingClientRect: () => ({ left: 100, right: 700 }), scrollLeft: left, scrollWidth: 1400, clientWidth: 600 }) as unknown as HTMLElement;

  it('scrolls toward the hours out of view, faster the closer to the edge, and not at all in the middle', () => {
    expect(edgeScroll(scroller(0), 400)).toBe(0);
    expect(edgeScroll(scroller(0), 699)).toBeGreaterThan(edgeScroll(scroller(0), 670));
    expect(edgeScroll(scroller(0), 670)).toBeGreaterThan(0);
    expect(edgeScroll(scroller(300), 101)).toBeLessThan(0);
  });

  it('stops at either end of the hours', () => {
    expect(edgeScroll(scroller(0), 101)).toBe(0);
    expect(edgeScroll(scroller(800), 699)).toBe(0);
  });
});
