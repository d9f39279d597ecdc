import { describe, expect, it } from 'vitest';
import { categoryOf, EXPENSE_ACCOUNT_CATEGORIES, isOverrun, varianceOf } from '../../../src/domain/accounting/expenseDashboard';
import { CHART } from '../../../server/excede/demo/ledger';

describe('expense dashboard rules', () => {
  it('every expense account of the demo chart has a category', () => {
    const expenses = CHART.filter((a) => a[2] === 'Expense').map((a) => a[0]);
    expect(expenses.filter((acctId) => !(acctId in EXPENSE_ACCOUNT_CATEGORIES))).toEqual([]);
    expect(categoryOf('6040')).toBe('Personnel');
    expect(categoryOf('6300')).toBe('Fixed');
    expect(categoryOf('6999')).toBe('Semi-fixed');
  });

  it('variance in cents and percent of the budget, none without a budget', () => {
    expect(varianceOf(1_210_00, 1_000_00)).toEqual({ cents: 210_00, percent: 21 });
    expect(varianceOf(900_00, 1_000_00)).toEqual({ cents: -100_00, percent: -10 });
    expect(varianceOf(50_00, 0)).toEqual({ cents: 50_00, percent: null });
  });

  it('an overrun is over both 10% and $1,000 (by default), or over $1,000 with no budget', () => {
    expect(isOverrun(11_200_00, 10_000_00)).toBe(true); // +12%, +$1,200
    expect(isOverrun(10_900_00, 9_800_00)).toBe(true); // +11.2%, +$1,100
    expect(isOverrun(1_500_00, 1_000_00)).toBe(false); // +50% but $500
    expect(isOverrun(54_000_00, 50_000_00)).toBe(false); // $4,000 but 8%
    expect(isOverrun(1_000_01, 0)).toBe(true);
    expect(isOverrun(12_000_00, 10_000_00, { percent: 25, cents: 100_000 })).toBe(false);
  });
});
