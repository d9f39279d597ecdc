import useSWR from 'swr';
import { useLocation } from 'wouter';
import { recentMonths } from '../../../src/domain/accounting/financialStatementColumns';
import { newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import { VEHICLE_SALES_GROUPS, type VehicleSalesGroup } from '../../../src/domain/sales/vehicleSales';
import {
  VEHICLE_SALES_GROUP_FIELDS,
  vehicleSalesParams,
  type VehicleSalesAsk,
  type VehicleSalesGroupRow,
  type VehicleSalesSummary,
} from '../../../src/domain/sales/vehicleSalesFields';
import { VehicleSales } from '../../../src/screens/sales/VehicleSales';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

const PATH = '/vehicle-sales-report';

/**
 * /vehicle-sales-report?brnId=&period=YYYY-MM&groupBy=&undelivered=true: this month by branch at the working branch
 * unless the address says otherwise. The branches and the grid's view change the address in place; the month, the
 * grouping and the toggle are a new address.
 */
export default function VehicleSalesPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const home = useHomeBranches();
  const months = recentMonths(newYorkDay(new Date()));
  const ask: VehicleSalesAsk = {
    period: query.period && months.includes(query.period) ? query.period : months[0]!,
    groupBy: (VEHICLE_SALES_GROUPS as readonly string[]).includes(query.groupBy ?? '') ? (query.groupBy as VehicleSalesGroup) : 'branch',
    withUndelivered: query.undelivered === 'true',
  };
  const params = new URLSearchParams(vehicleSalesParams(ask));
  const report = useReport<VehicleSalesGroupRow>(`sales/vehicle-sales/groups?${params.toString()}`, VEHICLE_SALES_GROUP_FIELDS, { branches: home, sort: [{ id: 'units', desc: true }] }, 'grid.vehicleSales');
  for (const code of report.query.branches) params.append('brnId', code);
  const { data, error, isLoading, mutate } = useSWR<VehicleSalesSummary, Error>(`sales/vehicle-sales?${params.toString()}`, { keepPreviousData: true, shouldRetryOnError: false });
  return (
    <VehicleSales
      filters={report.filters}
      ask={ask}
      months={months}
      onAskChange={(next) => navigate(drillHref(PATH, { brnId: report.query.branches, ...vehicleSalesParams(next) }))}
      summary={data}
      grid={report.grid}
      freshness={data ? { asOf: data.asOf, stale: data.stale } : report.freshness}
      isLoading={isLoading || report.isLoading}
      error={error?.message ?? report.error}
      onRetry={() => {
        void mutate();
        report.onRetry();
      }}
    />
  );
}
