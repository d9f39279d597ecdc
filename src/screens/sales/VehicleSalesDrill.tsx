import { drillHref } from '../../domain/drill';
import { GROUP_LABELS } from '../../domain/sales/vehicleSales';
import { VEHICLE_SALES_DEAL_FIELDS, vehicleSalesParams, type VehicleSalesDealRow, type VehicleSalesDrillAsk } from '../../domain/sales/vehicleSalesFields';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { monthName } from './salesFigures';

export type VehicleSalesDealGrid = Omit<ReportGrid<VehicleSalesDealRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface VehicleSalesDrillProps extends Pick<ReportScreenProps<VehicleSalesDealRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  /** What the figure clicked was of; null when the address does not say (the error says what is wrong). */
  ask: VehicleSalesDrillAsk | null;
  grid: VehicleSalesDealGrid;
}

const COLUMNS = fieldColumns<VehicleSalesDealRow, typeof VEHICLE_SALES_DEAL_FIELDS>(VEHICLE_SALES_DEAL_FIELDS, {
  dealId: { width: '120px' },
  day: { width: '125px' },
  brnId: { width: '90px', enableFilter: false },
  stockNo: { width: '100px' },
  vin: { width: '220px' },
  customer: { width: 'minmax(220px, 2fr)' },
  salesperson: { width: '150px' },
  newUsed: { width: '130px' },
  make: { width: '140px' },
  units: { width: '80px' },
  price: { width: '150px' },
  cost: { width: '150px' },
  frontGross: { width: '150px' },
  backGross: { width: '150px' },
  tradeAllowance: { width: '140px' },
  lender: { width: '170px' },
  soldOn: { width: '125px' },
  deliveredOn: { width: '125px' },
});

/**
 * /vehicle-sales-drill-report?brnId=&period=&groupBy=&value=: the deals behind a group's figures on the vehicle sales
 * report, which its totals add up to; an unwind is a negative unit.
 */
export function VehicleSalesDrill({ filters, ask, grid, freshness, isLoading, error, onRetry }: VehicleSalesDrillProps) {
  const what = ask ? `${GROUP_LABELS[ask.groupBy]} ${ask.value}, ${monthName(ask.period)}` : 'Deals';
  return (
    <ReportScreen<VehicleSalesDealRow>
      title="Vehicle Sales Drill Report"
      description={
        ask ? (
          <>
            The deals of {what}, {ask.withUndelivered ? 'delivered or sold and waiting for delivery' : 'delivered'}: their totals are the report&apos;s figures.{' '}
            <Link href={drillHref('/vehicle-sales-report', { brnId: filters.value.branches, ...vehicleSalesParams({ period: ask.period, groupBy: ask.groupBy, withUndelivered: ask.withUndelivered }) })}>Back to the report</Link>
          </>
        ) : undefined
      }
      filters={<ReportFilterBar {...filters} hasPeriod={false} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      grid={{ ...grid, 'aria-label': `Deals of ${what}`, columns: COLUMNS, getRowId: (row) => row.dealId, emptyMessage: 'No deals match these filters.' }}
    />
  );
}
