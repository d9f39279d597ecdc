import { drillHref } from '../drill';
import { addMonths, lastDayOf, type StatementRow } from './financialStatement';
import type { StatementColumn } from './financialStatementQuery';

/** The columns of the financial report for a month: the month, the prior year's, its budget, then the same year to date. */
export function monthReportColumns(period: string, branches: string[]): StatementColumn[] {
  const year = period.slice(0, 4);
  const prior = addMonths(period, -12);
  const month = (basis: StatementColumn['basis'], ym: string) => ({ basis, from: `${ym}-01`, to: lastDayOf(ym), branches });
  const toDate = (basis: StatementColumn['basis'], y: string, ym: string) => ({ basis, from: `${y}-01-01`, to: lastDayOf(ym), branches });
  return [month('actual', period), month('actual', prior), month('budget', period), toDate('actual', year, period), toDate('actual', prior.slice(0, 4), prior), toDate('budget', year, period)];
}

/** One month-actual column a branch, side by side. */
export const branchColumns = (period: string, branches: readonly string[]): StatementColumn[] =>
  branches.map((code) => ({ basis: 'actual', from: `${period}-01`, to: lastDayOf(period), branches: [code] }));

/** The months a report offers, newest first: this one and the 23 before it. */
export const recentMonths = (today: string): string[] => Array.from({ length: 24 }, (_, i) => addMonths(today.slice(0, 7), -i));

/**
 * The GL lines behind a figure on Transaction Detail: the column's branches and days and the line's accounts,
 * in the list protocol's filters. Their debits less credits are the figure (its negative for a credit line).
 */
export const glLinesHref = (column: StatementColumn, row: StatementRow): string | null =>
  column.basis === 'actual' && row.accounts.length ? drillHref('/ar/transactiondetail', { brnId: column.branches, from: column.from, to: column.to, 'f.acctId': row.accounts }) : null;

/** The months a trend may show: 13 (a year and its month a year before) to 24. */
export const TREND_MONTHS = { least: 13, most: 24 } as const;

/** One month-actual column a month, the oldest first, the last being `to` (YYYY-MM). */
export const trendColumns = (to: string, months: number, branches: string[]): StatementColumn[] =>
  Array.from({ length: months }, (_, i) => addMonths(to, i - months + 1)).map((ym) => ({ basis: 'actual', from: `${ym}-01`, to: lastDayOf(ym), branches }));
