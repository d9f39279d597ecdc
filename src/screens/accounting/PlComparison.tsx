import { netBridge } from '../../domain/accounting/financialStatement';
import type { FinancialStatement } from '../../domain/accounting/financialStatementQuery';
import type { StatementUnits } from '../../domain/accounting/statementUnits';
import { formatMoney } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Card } from '../../ui/Card/Card';
import { WaterfallChart } from '../../ui/charts/WaterfallChart';
import type { StatementView } from './FinancialReportStatement';
import { PlComparisonUnits } from './PlComparisonUnits';
import { amountAndShare, FinancialStatementScreen, monthChoice, monthName, type StatementMonthProps, type StatementScreenState } from './FinancialStatementScreen';

export type PlComparisonMode = 'branches' | 'budget' | 'periods';

export interface PlComparisonProps extends StatementScreenState, StatementMonthProps {
  mode: PlComparisonMode;
  onModeChange: (mode: PlComparisonMode) => void;
  /** Each column's name ('101', 'Budget', 'October 2025'), in the statement's order: the first is the one the others are compared with. */
  columnNames: readonly string[];
  /** Each column's trucks, ROs and counter staff for the per-unit figures; undefined while they load. */
  units: StatementUnits | undefined;
  unitsError?: string | null;
}

/** Each column its amount and % of sales, then the last column's difference from the first. */
function comparisonViews(statement: FinancialStatement, names: readonly string[]): StatementView[] {
  const last = statement.columns.length - 1;
  return [
    ...statement.columns.flatMap((_, i) => amountAndShare(statement, i, `c${i}`, names[i] ?? '')),
    { id: 'difference', header: `${names[last] ?? ''} − ${names[0] ?? ''}`, value: (row) => (row.amounts[last] ?? 0) - (row.amounts[0] ?? 0), format: 'money' },
  ];
}

/**
 * /plcomparison: two to six columns of the same statement (branches, periods, or actual against budget), each
 * amount with its % of sales and the difference, and a waterfall from the first column's net profit to the last's
 * by department.
 */
export function PlComparison({ filters, period, months, onPeriodChange, mode, onModeChange, statement, columnNames, units, unitsError, isLoading, error, onRetry }: PlComparisonProps) {
  const last = (statement?.columns.length ?? 0) - 1;
  const names = [columnNames[0] ?? '', columnNames[last] ?? ''] as const;
  const bridge = statement && last > 0 ? netBridge(statement.rows, 0, last, names) : [];
  return (
    <FinancialStatementScreen
      title="P&L Comparison"
      description="Branches, periods or actual against budget, line by line from the same statement layout: open any amount to see its GL lines."
      filters={{ ...filters, hasPeriod: false }}
      choices={[
        monthChoice('Month', period, months, onPeriodChange),
        {
          label: 'Compare',
          items: [
            { id: 'branches', label: 'Branches' },
            { id: 'periods', label: 'Prior month and prior year' },
            { id: 'budget', label: 'Actual against budget' },
          ],
          value: mode,
          onChange: (m) => onModeChange(m as PlComparisonMode),
        },
      ]}
      statement={statement}
      caption={`P&L comparison, ${monthName(period)}`}
      views={statement && comparisonViews(statement, columnNames)}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      chart={
        <Card title="Net profit by department">
          <WaterfallChart
            title={`Net profit, ${names[0]} to ${names[1]}`}
            data={bridge.map((step) => ({ label: step.label, value: step.cents / 100, kind: step.kind }))}
            format={formatMoney}
            height={260}
            isLoading={isLoading || !statement}
            emptyMessage="Choose at least two branches to compare"
          />
        </Card>
      }
    >
      {statement ? (
        <Card title="Per unit">
          {unitsError ? (
            <Alert tone="caution">The unit counts could not be loaded: {unitsError}</Alert>
          ) : (
            <PlComparisonUnits caption={`Per-unit figures, ${monthName(period)}`} rows={statement.rows} columnNames={columnNames} units={units} />
          )}
        </Card>
      ) : null}
    </FinancialStatementScreen>
  );
}
