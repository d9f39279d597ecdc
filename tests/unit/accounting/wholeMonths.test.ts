import { describe, expect, it } from 'vitest';
import { wholeMonthsOf } from '../../../src/domain/accounting/wholeMonths';

describe('wholeMonthsOf', () => {
  it('reads a month, a quarter and a year as whole months with no days', () => {
    expect(wholeMonthsOf({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ months: { from: '2026-10-01', to: '2026-10-01' }, days: [] });
    expect(wholeMonthsOf({ from: '2024-01-01', to: '2024-02-29' })).toEqual({ months: { from: '2024-01-01', to: '2024-02-01' }, days: [] });
    expect(wholeMonthsOf({ from: '2025-12-01', to: '2026-11-30' })).toEqual({ months: { from: '2025-12-01', to: '2026-11-01' }, days: [] });
  });

  it('keeps the days at either edge outside the months', () => {
    expect(wholeMonthsOf({ from: '2026-09-15', to: '2026-11-10' })).toEqual({
      months: { from: '2026-10-01', to: '2026-10-01' },
      days: [
        { from: '2026-09-15', to: '2026-09-30' },
        { from: '2026-11-01', to: '2026-11-10' },
      ],
    });
    expect(wholeMonthsOf({ from: '2025-12-31', to: '2026-02-28' })).toEqual({ months: { from: '2026-01-01', to: '2026-02-01' }, days: [{ from: '2025-12-31', to: '2025-12-31' }] });
  });

  it('reads a range inside one month, or across two without a whole one, as days only', () => {
    expect(wholeMonthsOf({ from: '2026-10-02', to: '2026-10-31' })).toEqual({ months: null, days: [{ from: '2026-10-02', to: '2026-10-31' }] });
    expect(wholeMonthsOf({ from: '2026-10-20', to: '2026-11-05' })).toEqual({ months: null, days: [{ from: '2026-10-20', to: '2026-11-05' }] });
    expect(wholeMonthsOf({ from: '2026-11-24', to: '2026-11-24' })).toEqual({ months: null, days: [{ from: '2026-11-24', to: '2026-11-24' }] });
  });
});
