import { moneyText } from '../../src/domain/money';
import type { BudgetLine } from '../../src/domain/accounting/financialStatementBudgets';

/** A budget file's lines as rows of the budgets table, written by a staff member. */
export const budgetRowsOf = (lines: readonly BudgetLine[], userId: number) =>
  lines.map((l) => ({ brnId: l.brnId, acctId: l.acctId, month: `${l.month}-01`, amount: moneyText(l.cents), createdBy: userId, updatedBy: userId }));
