import type { StatementRow } from './financialStatement';

/**
 * The per-unit figures of a statement's columns: gross per truck delivered, per repair order closed and per
 * parts counter employee. The counts come from Excede (GET /api/accounting/statement-units, the statement's
 * columns), the gross from the statement's own lines, so the figures agree with the amounts beside them.
 */

/** What a column's gross is divided by; null for a budget column, which has no units. */
export interface UnitCounts {
  /** Deals delivered in the column's days (excede_deals.delivered_on), new and used. */
  trucksDelivered: number;
  /** Repair orders invoiced in the column's days (excede_repair_orders.date_invoice, New York days). */
  rosClosed: number;
  /** The parts counter staff of the column's branches today (excede_employees by title): Excede keeps no history of them. */
  counterStaff: number;
}

/** The answer of GET /api/accounting/statement-units: a column's counts each, in the order asked. */
export interface StatementUnits {
  columns: (UnitCounts | null)[];
}

/** The titles of the staff who sell over the parts counter, as the demo generator (and Excede's COEMP) names them. */
export const PARTS_COUNTER_TITLES = ['Parts counter', 'Parts manager'] as const;

/**
 * Gross in cents shared out over a count, to the cent (half a cent away from zero); null when there is nothing
 * to divide by, never a division by zero.
 */
export function perUnit(grossCents: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.sign(grossCents) * Math.round(Math.abs(grossCents) / count) || 0;
}

/** The statement lines (the default layout's keys) whose gross each figure shares out. */
const UNIT_GROSS = { trucks: ['gross-new', 'gross-used'], service: 'gross-service', parts: 'gross-parts' } as const;

export interface UnitFigure {
  key: 'gross-per-truck' | 'gross-per-ro' | 'parts-gross-per-counter-employee';
  label: string;
  /** Cents a unit, or null where the count is nothing (shown '–'). */
  cents: number | null;
  /** The gross and the count it is made of, to say how. */
  grossCents: number;
  count: number | null;
}

/** A column's per-unit figures from the statement's gross lines and that column's counts. */
export function unitFigures(rows: readonly StatementRow[], column: number, counts: UnitCounts | null): UnitFigure[] {
  const at = (key: string) => rows.find((r) => r.key === key)?.amounts[column] ?? 0;
  const figure = (key: UnitFigure['key'], label: string, grossCents: number, count: number | undefined): UnitFigure => ({
    key,
    label,
    cents: count === undefined ? null : perUnit(grossCents, count),
    grossCents,
    count: count ?? null,
  });
  return [
    figure('gross-per-truck', 'Gross per truck delivered', at(UNIT_GROSS.trucks[0]) + at(UNIT_GROSS.trucks[1]), counts?.trucksDelivered),
    figure('gross-per-ro', 'Service gross per RO closed', at(UNIT_GROSS.service), counts?.rosClosed),
    figure('parts-gross-per-counter-employee', 'Parts gross per counter employee', at(UNIT_GROSS.parts), counts?.counterStaff),
  ];
}
