import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { ExpenseCategory } from './expenseDashboard';

/** What the expense dashboard is asked for: its address and both endpoints' parameters. */
export interface ExpenseDashboardAsk {
  /** YYYY-MM. */
  period: string;
  /** An expense account's department (Excede's), or every one. */
  department: string | null;
  category: ExpenseCategory | null;
}

/** Actual and budget of a span, exact ('1234.50'), with the actual as a percent of the budget (null without one). */
export interface ExpenseAgainstBudget {
  actual: string;
  budget: string;
  percentOfBudget: number | null;
}

/** An account of a branch in the month: a row of the grid and of the top 20. */
export interface ExpenseAccountRow {
  brnId: string;
  acctId: string;
  description: string;
  department: string;
  category: ExpenseCategory;
  /** The month's debits less credits, exact. */
  actual: string;
  budget: string;
  /** Actual − budget, exact. */
  variance: string;
  /** The variance as a percent of the budget, one decimal; null without a budget. */
  variancePercent: string | null;
  /** The same month a year before. */
  priorYear: string;
  /** Over budget by more than both limits of the portal settings. */
  overrun: boolean;
}

/** GET /api/accounting/expense-dashboard: the tiles and the charts of the month. */
export interface ExpenseDashboard {
  period: string;
  /** The branches added up (the user's, or those asked). */
  branches: string[];
  /** The departments of the expense accounts, for the filter. */
  departments: string[];
  month: ExpenseAgainstBudget;
  yearToDate: ExpenseAgainstBudget;
  /** The account furthest over its budget among those highlighted; none when nothing is. */
  largestOverrun: ExpenseAccountRow | null;
  /** Each branch's month by category. */
  categories: { brnId: string; amounts: Record<ExpenseCategory, string> }[];
  /** The 12 months to the period, oldest first (month YYYY-MM). */
  trend: { month: string; actual: string; budget: string }[];
  /** The 20 accounts furthest over budget in the month, the furthest first. */
  top: ExpenseAccountRow[];
  /** The limits the overruns were flagged with. */
  limits: { percent: number; cents: number };
  asOf: string | null;
  stale: boolean;
}

/** The grid of GET /api/accounting/expense-dashboard/accounts: its columns, in their order on screen. */
export const EXPENSE_ACCOUNT_FIELDS = {
  acctId: { header: 'Account', format: 'text', filter: 'values' },
  description: { header: 'Description', format: 'text' },
  department: { header: 'Department', format: 'text', filter: 'values' },
  category: { header: 'Category', format: 'text', filter: 'values' },
  brnId: BRANCH_FIELD,
  actual: { header: 'Actual', format: 'money2', total: 'sum' },
  budget: { header: 'Budget', format: 'money2', total: 'sum' },
  variance: { header: 'Variance', format: 'money2', total: 'sum' },
  variancePercent: { header: 'Variance %', format: 'percent' },
  priorYear: { header: 'Prior year', format: 'money2', total: 'sum' },
  overrun: { header: 'Overrun', format: 'text', filter: null },
} as const satisfies ListFields & Record<keyof ExpenseAccountRow, unknown>;
