import { describe, expect, it } from 'vitest';
import { currentStep, linkExpired, linkExpiresAt, statusTimeline, vinLast6, type RepairProgress } from '../../../src/domain/service/statusLinks';

const OPENED = '2026-11-20T13:00:00.000Z';
const ro = (over: Partial<RepairProgress> = {}): RepairProgress => ({
  dateVinArrive: '2026-11-20T12:40:00.000Z',
  dateOpen: OPENED,
  dateAuthorize: null,
  dateNotifyComplete: null,
  dateInvoice: null,
  jobStatuses: ['Scheduled'],
  punches: [],
  ...over,
});
const punch = (clockIn: string, clockOut: string | null = null) => ({ clockIn, clockOut });
const states = (p: RepairProgress) => statusTimeline(p).map((s) => s.state);

describe('the step a truck is at', () => {
  it('walks Checked in … Ready from the RO’s stamps, its jobs and the technicians’ punches', () => {
    expect(currentStep(ro())).toBe('Checked in');
    expect(currentStep(ro({ punches: [punch('2026-11-20T13:30:00.000Z')] }))).toBe('Diagnosing');
    expect(currentStep(ro({ jobStatuses: ['Waiting approval', 'Scheduled'] }))).toBe('Awaiting approval');
    const approved = { dateAuthorize: '2026-11-20T15:00:00.000Z' };
    expect(currentStep(ro({ ...approved, jobStatuses: ['Waiting parts', 'Complete'] }))).toBe('Awaiting parts');
    expect(currentStep(ro({ ...approved, jobStatuses: ['Scheduled'] }))).toBe('In repair');
    // A technician on the clock is repairing, even while another job waits on a part.
    expect(currentStep(ro({ ...approved, jobStatuses: ['Waiting parts', 'Scheduled'], punches: [punch('2026-11-20T16:00:00.000Z')] }))).toBe('In repair');
    expect(currentStep(ro({ ...approved, jobStatuses: ['Complete', 'Complete'], punches: [punch('2026-11-20T16:00:00.000Z', '2026-11-20T18:00:00.000Z')] }))).toBe('Final check');
    expect(currentStep(ro({ ...approved, jobStatuses: ['Complete'], dateNotifyComplete: '2026-11-20T19:00:00.000Z' }))).toBe('Ready');
    expect(currentStep(ro({ ...approved, jobStatuses: ['Complete'], dateInvoice: '2026-11-20T20:00:00.000Z' }))).toBe('Ready');
  });

  it('marks the steps before as done, the step as current, the rest upcoming; Ready is done when reached', () => {
    expect(states(ro())).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states(ro({ jobStatuses: ['Waiting approval'] }))).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states(ro({ dateNotifyComplete: '2026-11-20T19:00:00.000Z' }))).toEqual(Array(7).fill('done'));
  });

  it('says when each reached step began: arrival, the first punch before and after approval, the last punch out, the customer told', () => {
    const timeline = statusTimeline(
      ro({
        dateAuthorize: '2026-11-20T15:00:00.000Z',
        jobStatuses: ['Complete'],
        punches: [punch('2026-11-20T13:30:00.000Z', '2026-11-20T14:00:00.000Z'), punch('2026-11-20T16:00:00.000Z', '2026-11-20T18:15:00.000Z')],
        dateNotifyComplete: '2026-11-20T18:30:00.000Z',
      }),
    );
    expect(Object.fromEntries(timeline.map((s) => [s.step, s.at]))).toEqual({
      'Checked in': '2026-11-20T12:40:00.000Z',
      Diagnosing: '2026-11-20T13:30:00.000Z',
      'Awaiting approval': null,
      'Awaiting parts': null,
      'In repair': '2026-11-20T16:00:00.000Z',
      'Final check': '2026-11-20T18:15:00.000Z',
      Ready: '2026-11-20T18:30:00.000Z',
    });
    expect(statusTimeline(ro({ dateVinArrive: null }))[0]!.at).toBe(OPENED);
  });
});

describe('a link’s life', () => {
  it('works while the RO is open and until 14 days after it is invoiced', () => {
    expect(linkExpiresAt(null)).toBeNull();
    expect(linkExpiresAt('2026-11-01T15:00:00.000Z')!.toISOString()).toBe('2026-11-15T15:00:00.000Z');
    const invoiced = '2026-11-01T15:00:00.000Z';
    expect(linkExpired(invoiced, Date.parse('2026-11-15T14:59:59.000Z'))).toBe(false);
    expect(linkExpired(invoiced, Date.parse('2026-11-15T15:00:00.000Z'))).toBe(true);
    expect(linkExpired(null, Date.parse('2030-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('shows the last six of a VIN', () => expect(vinLast6(' 1ftbf2b61heb12345 ')).toBe('B12345'));
});
