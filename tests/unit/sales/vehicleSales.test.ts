import { describe, expect, it } from 'vitest';
import { comparedMonths, grossPerUnit, salesFiguresOf, trendMonths, unitsOf } from '../../../src/domain/sales/vehicleSales';

describe('vehicle sales figures', () => {
  const sold = { price: 10_000_000, frontGross: 500_000, backGross: 150_050, daysToSell: 31 };
  const used = { price: 4_000_000, frontGross: 300_025, backGross: 0, daysToSell: 100 };
  const unwind = { price: -10_000_000, frontGross: -500_000, backGross: -150_050, daysToSell: null };

  it('counts an unwind as a negative unit and leaves it out of days to sell', () => {
    expect(unitsOf(unwind)).toBe(-1);
    expect(unitsOf(sold)).toBe(1);
    expect(salesFiguresOf([sold, used, unwind])).toEqual({ units: 1, sales: 4_000_000, frontGross: 300_025, backGross: 0, grossPerUnit: 300_025, avgDaysToSell: 65.5 });
  });

  it('gives gross per unit to the cent, none without units', () => {
    expect(grossPerUnit(700_025, 100_000, 2)).toBe(400_013);
    expect(grossPerUnit(0, 0, 0)).toBeNull();
    expect(salesFiguresOf([sold, unwind])).toMatchObject({ units: 0, grossPerUnit: null, avgDaysToSell: 31 });
    expect(salesFiguresOf([])).toMatchObject({ units: 0, sales: 0, avgDaysToSell: null });
  });

  it('compares a month with the one before and the same month last year, across the year end', () => {
    expect(comparedMonths('2026-01')).toEqual({ month: '2026-01', priorMonth: '2025-12', lastYear: '2025-01' });
    expect(trendMonths('2026-11')).toHaveLength(13);
    expect(trendMonths('2026-11')[0]).toBe('2025-11');
    expect(trendMonths('2026-11').at(-1)).toBe('2026-11');
  });
});
