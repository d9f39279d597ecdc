/**
 * The expense dashboard's rules: which category each expense account is in (personnel, semi-fixed, fixed),
 * and when an account's actual is an overrun of its budget worth highlighting.
 */
export const EXPENSE_CATEGORIES = ['Personnel', 'Semi-fixed', 'Fixed'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** The demo chart's expense accounts (server/excede/demo/ledger.ts) by category; an account not listed is semi-fixed. */
export const EXPENSE_ACCOUNT_CATEGORIES: Readonly<Record<string, ExpenseCategory>> = {
  '6010': 'Personnel',
  '6011': 'Personnel',
  '6020': 'Personnel',
  '6030': 'Personnel',
  '6040': 'Personnel',
  '6050': 'Personnel',
  '6100': 'Semi-fixed',
  '6110': 'Semi-fixed',
  '6200': 'Semi-fixed',
  '6310': 'Semi-fixed',
  '6320': 'Semi-fixed',
  '6330': 'Semi-fixed',
  '6370': 'Semi-fixed',
  '6400': 'Semi-fixed',
  '6410': 'Semi-fixed',
  '6420': 'Semi-fixed',
  '6300': 'Fixed',
  '6340': 'Fixed',
  '6350': 'Fixed',
  '6360': 'Fixed',
};

export const categoryOf = (acctId: string): ExpenseCategory => EXPENSE_ACCOUNT_CATEGORIES[acctId] ?? 'Semi-fixed';

export const DEFAULT_OVERRUN_PERCENT = 10;
export const DEFAULT_OVERRUN_CENTS = 100_000;

/** Actual − budget in cents, and as a percent of the budget (null without a budget). */
export function varianceOf(actualCents: number, budgetCents: number): { cents: number; percent: number | null } {
  const cents = actualCents - budgetCents;
  return { cents, percent: budgetCents === 0 ? null : Math.round((cents / Math.abs(budgetCents)) * 1000) / 10 };
}

/** Highlighted when the actual is over budget by more than both limits (portal settings), or spent with no budget over the amount. */
export function isOverrun(actualCents: number, budgetCents: number, limits = { percent: DEFAULT_OVERRUN_PERCENT, cents: DEFAULT_OVERRUN_CENTS }): boolean {
  const { cents, percent } = varianceOf(actualCents, budgetCents);
  return cents > limits.cents && (percent === null || percent > limits.percent);
}
