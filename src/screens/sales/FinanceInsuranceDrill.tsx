import { FI_DEAL_PRODUCT_FIELDS, type FiAsk, type FiDealProductRow } from '../../domain/sales/financeInsuranceFields';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { monthName } from './salesFigures';

export type FiDealGrid = Omit<ReportGrid<FiDealProductRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

/** What the drill shows: a month, and perhaps one manager (blank: deals no F&I manager closed) and one product. */
export interface FiDrillAsk extends FiAsk {
  mgr?: string | undefined;
  product?: string | undefined;
}

export interface FinanceInsuranceDrillProps extends Pick<ReportScreenProps<FiDealProductRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  /** Null when the address does not say (the error says what is wrong). */
  ask: FiDrillAsk | null;
  grid: FiDealGrid;
}

const COLUMNS = fieldColumns<FiDealProductRow, typeof FI_DEAL_PRODUCT_FIELDS>(FI_DEAL_PRODUCT_FIELDS, {
  dealId: { width: '120px' },
  deliveredOn: { width: '125px' },
  brnId: { width: '90px', enableFilter: false },
  customer: { width: 'minmax(220px, 2fr)' },
  manager: { width: '170px' },
  retail: { width: '100px' },
  lender: { width: '190px' },
  product: { width: '210px' },
  sale: { width: '140px' },
  cost: { width: '140px' },
  reserve: { width: '130px' },
  cancelledOn: { width: '125px' },
});

const whatOf = (ask: FiDrillAsk) => [ask.newUsed ? `${ask.newUsed} trucks` : null, ask.product, ask.mgr === undefined ? null : ask.mgr ? `F&I manager ${ask.mgr}` : 'no F&I manager', monthName(ask.period)].filter(Boolean).join(', ');

/** /finance-insurance-drill-report?brnId=&period=&mgr=&product=: the month's deals a row per product, with sale, cost, reserve and lender. */
export function FinanceInsuranceDrill({ filters, ask, grid, freshness, isLoading, error, onRetry }: FinanceInsuranceDrillProps) {
  const what = ask ? whatOf(ask) : 'Deals';
  return (
    <ReportScreen<FiDealProductRow>
      title="Finance and Insurance Drill Report"
      description={ask ? `The deals delivered with their products: ${what}. A deal without products shows once.` : undefined}
      filters={<ReportFilterBar {...filters} hasPeriod={false} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      grid={{ ...grid, 'aria-label': `Deals with products, ${what}`, columns: COLUMNS, getRowId: (row) => `${row.dealId}:${row.product ?? ''}`, emptyMessage: 'No deals match these filters.' }}
    />
  );
}
