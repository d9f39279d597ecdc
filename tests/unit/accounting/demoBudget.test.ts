import { describe, expect, it } from 'vitest';
import { demoBudget } from '../../../server/excede/demo/budgetFile';

describe('the demo’s budget', () => {
  const actuals = new Map([
    ['101|4100|2025-03', 250_000_00],
    ['101|6010|2025-03', 12_345_67],
    ['102|6010|2025-03', 12_345_67],
    ['101|6010|2025-04', 0],
    ['101|6010|2026-03', 99_999_00],
  ]);
  const budget = demoBudget(actuals, 2026);

  it('budgets each account of last year’s months into this year’s, in whole dollars, never a month without an actual', () => {
    expect(budget.map((l) => `${l.brnId}|${l.acctId}|${l.month}`)).toEqual(['101|4100|2026-03', '101|6010|2026-03', '102|6010|2026-03']);
    for (const line of budget) expect(line.cents % 100).toBe(0);
  });

  it('grows or trims each within 0 to 15 % of last year, each branch’s account its own way, the same every time', () => {
    for (const line of budget) {
      const last = actuals.get(`${line.brnId}|${line.acctId}|2025-03`)!;
      expect(line.cents / last).toBeGreaterThan(0.96);
      expect(line.cents / last).toBeLessThan(1.13);
    }
    expect(budget[1]!.cents).not.toBe(budget[2]!.cents);
    expect(demoBudget(actuals, 2026)).toEqual(budget);
  });
});
