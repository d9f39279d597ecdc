import { shareOf, STATEMENT_KEYS } from '../../domain/accounting/financialStatement';
import { glLinesHref } from '../../domain/accounting/financialStatementColumns';
import type { FinancialStatement } from '../../domain/accounting/financialStatementQuery';
import { Card } from '../../ui/Card/Card';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { FinancialReportStatement } from './FinancialReportStatement';

export interface FinancialReportDateRangeProps {
  /** The branches and the days. */
  filters: Omit<ReportFilterBarProps, 'children'>;
  /** One actual column: the days chosen. */
  statement: FinancialStatement | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** /financial-report-date-range: the same statement for any days, each amount with its % of sales and its GL lines. */
export function FinancialReportDateRange({ filters, statement, isLoading, error, onRetry }: FinancialReportDateRangeProps) {
  const column = statement?.columns[0];
  const sales = statement?.rows.find((r) => r.key === STATEMENT_KEYS.sales)?.amounts[0] ?? 0;
  return (
    <ReportScreen<object>
      title="Financial Report by Date Range"
      description="The departmental statement of any days from Excede's GL lines: open any amount to see the lines that make it."
      filters={<ReportFilterBar {...filters} />}
      freshness={statement ? { asOf: statement.asOf, stale: statement.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    >
      {statement && column ? (
        <Card title="Statement">
          <FinancialReportStatement
            caption={`Financial statement, ${column.from} to ${column.to}`}
            rows={statement.rows}
            columns={[
              { id: 'amount', header: 'Amount', value: (row) => row.amounts[0] ?? 0, format: 'money', drill: (row) => glLinesHref(column, row) },
              { id: 'share', header: '% of sales', value: (row) => shareOf(row.amounts[0] ?? 0, sales), format: 'percent' },
            ]}
          />
        </Card>
      ) : isLoading ? null : (
        <EmptyState title="Choose the days of the statement" headingLevel={2} />
      )}
    </ReportScreen>
  );
}
