import type { StatementKpis, StatementRow } from './financialStatement';

/**
 * GET /api/accounting/financial-statement: one statement of several columns, each a period of some branches,
 * actual (Excede's GL lines) or budget. The financial report asks for the month, the prior year's month, the
 * budget and the same year to date; the trend one column a month; the P&L comparison the columns chosen.
 */
export interface StatementColumn {
  basis: 'actual' | 'budget';
  /** New York days, YYYY-MM-DD, both included (a budget counts the months they touch). */
  from: string;
  to: string;
  /** BrnId codes; none is every branch of the user's. */
  branches: string[];
}

export const MAX_STATEMENT_COLUMNS = 24;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const BRANCH = /^[A-Za-z0-9]{1,10}$/;

/** A column in the address: `basis:from:to:brn,brn` ('actual:2026-10-01:2026-10-31:101'; no branches is all of mine). */
export const columnParam = ({ basis, from, to, branches }: StatementColumn): string => [basis, from, to, branches.join(',')].join(':');

/** The columns of an address's `col` parameters, or a message naming the one that is wrong. */
export function readColumns(params: readonly string[]): { ok: true; columns: StatementColumn[] } | { ok: false; message: string } {
  if (!params.length) return { ok: false, message: 'col: Name at least one column (basis:from:to:branches).' };
  if (params.length > MAX_STATEMENT_COLUMNS) return { ok: false, message: `col: At most ${MAX_STATEMENT_COLUMNS} columns.` };
  const columns: StatementColumn[] = [];
  for (const [i, param] of params.entries()) {
    const [basis, from = '', to = '', list = '', ...rest] = param.split(':');
    const branches = list.split(',').filter(Boolean);
    const bad = (why: string) => ({ ok: false as const, message: `col ${i + 1}: ${why}` });
    if (rest.length || (basis !== 'actual' && basis !== 'budget')) return bad('Write it as actual|budget:from:to:branches.');
    if (!DAY.test(from) || !DAY.test(to) || from > to) return bad('From and to must be days (YYYY-MM-DD), from not after to.');
    if (!branches.every((b) => BRANCH.test(b))) return bad('Branches are BrnId codes separated by commas.');
    columns.push({ basis, from, to, branches });
  }
  return { ok: true, columns };
}

/** The answer: the rows in reading order, each with an amount a column, and each column's KPIs. */
export interface FinancialStatement {
  columns: (StatementColumn & { preliminary: boolean; kpis: StatementKpis })[];
  rows: StatementRow[];
  asOf: string | null;
  stale: boolean;
}
