import { describe, expect, it } from 'vitest';
import { buildStatement, DEFAULT_LAYOUT } from '../../../src/domain/accounting/financialStatement';
import { perUnit, unitFigures } from '../../../src/domain/accounting/statementUnits';

// Net debits in cents, two columns: new and used trucks, parts and service.
const rows = buildStatement(
  DEFAULT_LAYOUT,
  new Map<string, number[]>([
    ['4100', [-100_000_00, -50_000_00]],
    ['5100', [92_000_00, 46_000_00]],
    ['4200', [-20_000_01, 0]],
    ['5200', [18_000_00, 0]],
    ['4400', [-30_000_00, -1_000_00]],
    ['5400', [21_000_00, 1_500_00]],
    ['4500', [-20_000_00, 0]],
    ['5500', [7_000_00, 0]],
  ]),
  2,
);

describe('perUnit', () => {
  it('shares gross out to the cent, half a cent away from zero', () => {
    expect(perUnit(10_000_01, 3)).toBe(3_333_34);
    expect(perUnit(100, 8)).toBe(13);
    expect(perUnit(-100, 8)).toBe(-13);
    expect(perUnit(-1, 3)).toBe(0);
    expect(Object.is(perUnit(-1, 3), -0)).toBe(false);
  });

  it('has no figure for nothing to divide by, never a division by zero', () => {
    expect(perUnit(5_000_00, 0)).toBeNull();
    expect(perUnit(0, 0)).toBeNull();
  });
});

describe('unitFigures', () => {
  it('divides each gross by its count: trucks new and used, service by ROs, parts by counter staff', () => {
    expect(unitFigures(rows, 0, { trucksDelivered: 4, rosClosed: 25, counterStaff: 3 })).toEqual([
      { key: 'gross-per-truck', label: 'Gross per truck delivered', cents: 2_500_00, grossCents: 10_000_01, count: 4 },
      { key: 'gross-per-ro', label: 'Service gross per RO closed', cents: 520_00, grossCents: 13_000_00, count: 25 },
      { key: 'parts-gross-per-counter-employee', label: 'Parts gross per counter employee', cents: 3_000_00, grossCents: 9_000_00, count: 3 },
    ]);
  });

  it('shows a loss a unit as negative, and a count of nothing as no figure', () => {
    const [truck, ro, parts] = unitFigures(rows, 1, { trucksDelivered: 2, rosClosed: 0, counterStaff: 2 });
    expect(truck!.cents).toBe(2_000_00);
    expect(ro).toMatchObject({ cents: null, count: 0 });
    expect(parts!.cents).toBe(-250_00);
  });

  it('has no figures for a budget column, which has no units', () => {
    expect(unitFigures(rows, 0, null).map((f) => [f.cents, f.count])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});
