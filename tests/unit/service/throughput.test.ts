import { describe, expect, it } from 'vitest';
import {
  authorizationHours,
  comebackRate,
  comebacksOf,
  cycleDays,
  dwellDays,
  dwellHistogram,
  effectiveLaborRate,
  efficiency,
  hoursPerRo,
  meetsTarget,
  openTooLong,
  productivity,
  soldHours,
  stageFunnel,
  throughputQuery,
  weekOf,
  wipCents,
  type ThroughputRo,
  type UnitVisit,
} from '../../../src/domain/service/throughput';

// A small shop week worked by hand: A and B invoiced, C still open.
const A: ThroughputRo = {
  slsId: 'A',
  arrivedAt: '2026-11-02T13:00:00Z',
  openedAt: '2026-11-02T14:00:00Z',
  authorizedAt: '2026-11-02T16:00:00Z', // 2 h after opening
  notifiedAt: '2026-11-04T13:00:00Z', // 2 days after arrival
  invoicedAt: '2026-11-05T14:00:00Z', // 3 days after opening
  hrsFlat: 3,
  hrsBill: 4,
  hrsActual: 3.2,
  laborCents: 600_00,
  partsCents: 200_00,
};
const B: ThroughputRo = {
  slsId: 'B',
  arrivedAt: null, // dwell counts from opening
  openedAt: '2026-11-03T14:00:00Z',
  authorizedAt: '2026-11-03T20:00:00Z', // 6 h
  notifiedAt: '2026-11-03T20:00:00Z', // 0.25 day
  invoicedAt: '2026-11-04T14:00:00Z', // 1 day
  hrsFlat: 2,
  hrsBill: 2,
  hrsActual: 2.5,
  laborCents: 280_00,
  partsCents: 0,
};
const C: ThroughputRo = {
  slsId: 'C',
  arrivedAt: '2026-11-01T13:00:00Z',
  openedAt: '2026-11-01T14:00:00Z',
  authorizedAt: null,
  notifiedAt: null,
  invoicedAt: null,
  hrsFlat: 1.5,
  hrsBill: 0,
  hrsActual: 0,
  laborCents: 150_00,
  partsCents: 50_00,
};
const invoiced = [A, B];

describe('throughput figures on a hand-worked fixture', () => {
  it('sells billed hours, or flat-rate hours when an RO bills none', () => {
    expect(soldHours(A)).toBe(4);
    expect(soldHours(C)).toBe(1.5);
  });

  it('productivity is clocked job hours over available hours', () => {
    expect(productivity(38, 40)).toBe(0.95);
    expect(productivity(5, 0)).toBeNull();
  });

  it('efficiency is sold over actual hours on ROs that record actual hours', () => {
    expect(efficiency(invoiced)).toBeCloseTo(6 / 5.7, 10);
    expect(efficiency([A, B, C])).toBeCloseTo(6 / 5.7, 10);
    expect(efficiency([C])).toBeNull();
  });

  it('hours per RO, and the effective labor rate to the cent', () => {
    expect(hoursPerRo(invoiced)).toBe(3);
    expect(effectiveLaborRate(invoiced)).toBe(146_67); // $880 ÷ 6 h
    expect(effectiveLaborRate([])).toBeNull();
  });

  it('cycle time, dwell and time to authorization', () => {
    expect(cycleDays(invoiced)).toBe(2);
    expect(dwellDays(invoiced)).toBe(1.125);
    expect(dwellDays([C])).toBeNull();
    expect(authorizationHours(invoiced)).toBe(4);
  });

  it('ROs open too long and work in progress', () => {
    expect(openTooLong([A, B, C], '2026-11-20T14:00:00Z').map((r) => r.slsId)).toEqual(['C']);
    expect(openTooLong([A, B, C], '2026-11-20T14:00:00Z', 20)).toEqual([]);
    expect(wipCents([A, B, C])).toBe(200_00);
  });

  it('puts each dwell in its bucket', () => {
    expect(dwellHistogram([A, B, C]).map((b) => b.ros)).toEqual([1, 0, 1, 0, 0, 0]);
  });
});

describe('comebacks', () => {
  const visit = (slsId: string, untId: string, openedAt: string, invoicedAt: string | null, laborOps: string[]): UnitVisit => ({ slsId, untId, openedAt, invoicedAt, laborOps });
  const first = visit('1', 'U1', '2026-10-08T14:00:00Z', '2026-10-10T14:00:00Z', ['BRK-R', 'PM-A']);
  const brakesAgain = visit('2', 'U1', '2026-11-05T14:00:00Z', '2026-11-06T14:00:00Z', ['BRK-R']); // 26 days, same op
  const otherOp = visit('3', 'U1', '2026-11-20T14:00:00Z', null, ['DPF']);
  const otherUnit = visit('4', 'U2', '2026-10-15T14:00:00Z', null, ['PM-A']);
  const tooLate = visit('5', 'U1', '2026-11-12T14:00:00Z', null, ['PM-A']); // 33 days after the PM
  const all = [first, brakesAgain, otherOp, otherUnit, tooLate];

  it('counts the same unit back within 30 days for a labor op it had', () => {
    expect([...comebacksOf(all, all)]).toEqual(['2']);
    expect(comebackRate(1, 4)).toBe(0.25);
    expect(comebackRate(0, 0)).toBeNull();
  });
});

describe('stage funnel, weeks, bands and filters', () => {
  it('counts an RO in every stage up to the furthest it reached', () => {
    const done = { diagnosed: true, authorized: true, parts: true, inWork: true, complete: true, invoiced: true };
    const inWork = { diagnosed: true, authorized: true, parts: false, inWork: true, complete: false, invoiced: false };
    const justArrived = { diagnosed: false, authorized: false, parts: false, inWork: false, complete: false, invoiced: false };
    expect(stageFunnel([done, inWork, justArrived]).map((s) => s.ros)).toEqual([3, 2, 2, 2, 2, 1, 1]);
  });

  it('keys a week by its New York Monday', () => {
    expect(weekOf('2026-11-25T15:00:00Z')).toBe('2026-11-23');
    expect(weekOf('2026-11-23T03:00:00Z')).toBe('2026-11-16'); // Sunday evening in New York
  });

  it('tells whether a figure meets its band', () => {
    expect(meetsTarget('productivity', 0.95)).toBe(true);
    expect(meetsTarget('productivity', 0.94)).toBe(false);
    expect(meetsTarget('cycleDays', 5)).toBe(true);
    expect(meetsTarget('cycleDays', 5.1)).toBe(false);
    expect(meetsTarget('efficiency', null)).toBeNull();
    expect(meetsTarget('wip', 100)).toBeNull();
  });

  it('refuses an end before the start, naming it', () => {
    const refused = throughputQuery.safeParse({ from: '2026-11-10', to: '2026-11-01' });
    expect(refused.success ? null : refused.error.issues[0]?.path).toEqual(['to']);
    expect(throughputQuery.parse({ from: '2026-11-01', to: '2026-11-10' }).roType).toBe('all');
  });
});
