import { EmptyState } from '../../ui/EmptyState/EmptyState';
import type { ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { amountAndShare, FinancialStatementScreen, type StatementScreenState } from './FinancialStatementScreen';

/** The statement has one actual column: the days chosen. */
export interface FinancialReportDateRangeProps extends Omit<StatementScreenState, 'filters'> {
  /** The branches and the days. */
  filters: Omit<ReportFilterBarProps, 'children'>;
}

/** /financial-report-date-range: the same statement for any days, each amount with its % of sales and its GL lines. */
export function FinancialReportDateRange({ filters, statement, isLoading, error, onRetry }: FinancialReportDateRangeProps) {
  const column = statement?.columns[0];
  return (
    <FinancialStatementScreen
      title="Financial Report by Date Range"
      description="The departmental statement of any days from Excede's GL lines: open any amount to see the lines that make it."
      filters={filters}
      statement={statement}
      caption={column ? `Financial statement, ${column.from} to ${column.to}` : ''}
      views={statement && amountAndShare(statement, 0, 'amount', 'Amount')}
      empty={<EmptyState title="Choose the days of the statement" headingLevel={2} />}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}
