import { describe, expect, it } from 'vitest';
import { bayRefusal, isBayOf, SHOP_DAY, shiftGroups, type BayCheck } from '../../../src/domain/service/placement';
import { rowOf, slotInRows } from '../../../src/screens/service/SchedulerBoard/boardPlacement';
import { timeLineOf } from '../../../src/screens/service/SchedulerBoard/boardTime';

// 11/30/2026 is a Monday, Eastern Standard Time (-05:00).
const ms = (time: string) => Date.parse(`2026-11-30T${time}:00-05:00`);
const check = (over: Partial<BayCheck> = {}): BayCheck => ({
  bay: 'B2',
  bays: ['B1', 'B2', 'WASH'],
  branchName: 'Norcross',
  span: { from: ms('09:00'), to: ms('11:00') },
  closed: [],
  booked: [],
  ...over,
});

describe('a block in a bay', () => {
  it('takes only a bay of the branch, whatever its case', () => {
    expect(isBayOf('b2', ['B1', 'B2'])).toBe(true);
    expect(isBayOf('B9', ['B1', 'B2'])).toBe(false);
    expect(isBayOf('B1', [])).toBe(false);
  });

  it('is refused over another block in the bay, naming it and its hours', () => {
    const booked = [{ label: 'RO 101-004512 BRK-R', from: ms('10:30'), to: ms('12:00') }];
    expect(bayRefusal(check({ booked }))).toEqual({ message: 'Bay B2 already has RO 101-004512 BRK-R from 10:30 AM to 12:00 PM.' });
  });

  it('may end where the other begins', () => {
    expect(bayRefusal(check({ booked: [{ label: 'Training', from: ms('11:00'), to: ms('12:00') }] }))).toBeNull();
  });

  it('is refused on a company holiday of the branch', () => {
    expect(bayRefusal(check({ closed: [{ from: ms('00:00'), to: ms('23:45'), reason: 'Thanksgiving Day' }] }))?.message).toBe('Thanksgiving Day: Norcross is closed.');
  });
});

describe('technicians grouped by shift', () => {
  const tech = (name: string, shiftName: string | undefined, scheduledHours: number, availableHours: number) => ({ name, shiftName, scheduledHours, availableHours });

  it('groups under the template of the day, the shop day last, summing the load', () => {
    const groups = shiftGroups([tech('Ana', 'Late shift', 2, 8), tech('Bo', undefined, 1, 7.5), tech('Cy', 'Day shift', 3, 8), tech('Di', 'Late shift', 4.5, 8)]);
    expect(groups.map((g) => [g.name, g.technicians.map((t) => t.name), g.scheduledHours, g.availableHours])).toEqual([
      ['Day shift', ['Cy'], 3, 8],
      ['Late shift', ['Ana', 'Di'], 6.5, 16],
      [SHOP_DAY, ['Bo'], 1, 7.5],
    ]);
  });

  it('has no group without technicians', () => {
    expect(shiftGroups([])).toEqual([]);
  });
});

describe('a placement on the board by bay', () => {
  const line = timeLineOf({ from: '2026-11-30', to: '2026-11-30' });
  const entry = { empId: 'E7', bay: 'B2' };

  it('sits in its bay’s row, or its technician’s', () => {
    expect(rowOf(entry, 'bays')).toBe('B2');
    expect(rowOf(entry, 'technicians')).toBe('E7');
    expect(rowOf({ empId: null, bay: 'B2' }, 'technicians')).toBeNull();
  });

  it('sends the bay of its row and keeps the technician (none for a job from the queue)', () => {
    const p = { empId: 'WASH', start: 8, length: 4 };
    expect(slotInRows(p, line, 'bays', 'E7')).toEqual({ empId: 'E7', bay: 'WASH', startAt: '2026-11-30T14:00:00.000Z', endAt: '2026-11-30T15:00:00.000Z' });
    expect(slotInRows(p, line, 'bays', null)).toMatchObject({ empId: null, bay: 'WASH' });
    // by technician the bay is not sent: the server keeps the block's own
    expect(slotInRows({ ...p, empId: 'E7' }, line, 'technicians', 'E7')).not.toHaveProperty('bay');
  });
});
