import type { BankStatementDetail } from '../../domain/accounting/bankReconciliationViews';
import { formatMoney2 } from '../../domain/format';
import { centsOf, moneyText } from '../../domain/money';
import * as css from './BankReconciliation.css';

type Figures = Pick<
  BankStatementDetail['statement'],
  'statementBalance' | 'outstandingChecks' | 'depositsInTransit' | 'adjustedBank' | 'bookBalance' | 'needsEntry' | 'adjustedBook' | 'difference'
>;

/** The reconciliation block: bank balance ± reconciling items = book balance ± the items that need an entry, and what is left. */
export function BankReconciliationBlock({ figures }: { figures: Figures }) {
  const negated = (amount: string) => moneyText(-(centsOf(amount) ?? 0));
  const rows: [string, string, boolean][] = [
    ['Bank balance per statement', figures.statementBalance, false],
    ['Less outstanding checks', negated(figures.outstandingChecks), false],
    ['Plus deposits in transit', figures.depositsInTransit, false],
    ['Adjusted bank balance', figures.adjustedBank, true],
    ['Book balance (GL cash)', figures.bookBalance, false],
    ['Plus or minus items that need an entry', figures.needsEntry, false],
    ['Adjusted book balance', figures.adjustedBook, true],
    ['Difference', figures.difference, true],
  ];
  return (
    <dl className={css.block} aria-label="Reconciliation">
      {rows.map(([label, amount, total]) => (
        <div key={label} className={css.blockRow}>
          <dt className={total ? css.blockTotal : undefined}>{label}</dt>
          <dd className={`${css.amount} ${total ? css.blockTotal : ''}`}>{formatMoney2(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
