import { VEHICLE_SALES_DEAL_FIELDS, vehicleSalesDrillQuery, vehicleSalesParams, type VehicleSalesDealRow } from '../../../src/domain/sales/vehicleSalesFields';
import { VehicleSalesDrill } from '../../../src/screens/sales/VehicleSalesDrill';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

/** /vehicle-sales-drill-report?brnId=&period=&groupBy=&value=: a wrong or missing parameter is said before anything is asked; the server checks the branch. */
export default function VehicleSalesDrillPage({ query }: PageProps) {
  const home = useHomeBranches();
  const read = vehicleSalesDrillQuery.safeParse(query);
  const ask = read.success ? read.data : null;
  const report = useReport<VehicleSalesDealRow>(
    ask ? `sales/vehicle-sales/deals?${new URLSearchParams(vehicleSalesParams(ask)).toString()}` : null,
    VEHICLE_SALES_DEAL_FIELDS,
    { branches: home, sort: [{ id: 'day', desc: false }] },
    'grid.vehicleSalesDrill',
  );
  return (
    <VehicleSalesDrill
      filters={report.filters}
      ask={ask}
      grid={ask ? report.grid : { ...report.grid, rows: [], total: 0 }}
      freshness={report.freshness}
      isLoading={ask ? report.isLoading : false}
      error={read.success ? report.error : (read.error.issues[0]?.message ?? 'This address does not say which deals to show.')}
      onRetry={report.onRetry}
    />
  );
}
