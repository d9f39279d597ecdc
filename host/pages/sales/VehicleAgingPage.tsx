import { useState } from 'react';
import useSWR from 'swr';
import { listSearchParams, type ListFilter, type ListQuery } from '../../../src/domain/listQuery';
import { AGING_FLAGS, VEHICLE_AGING_FIELDS, type VehicleAgingRow, type VehicleAgingSummary, type VehicleCostAdds } from '../../../src/domain/sales/vehicleAging';
import { VehicleAging, type VehicleAgingChoice } from '../../../src/screens/sales/VehicleAging';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

const ENDPOINT = 'sales/vehicle-aging';

const oneOf = (filter: ListFilter | undefined) => (filter && 'anyOf' in filter ? (filter.anyOf[0] ?? null) : null);
const only = (value: string | null): ListFilter | null => (value ? { anyOf: [value] } : null);

/** The report's own filters as the list query's column filters: a flag is its column reading 'Yes'. */
function choiceOf(query: ListQuery): VehicleAgingChoice {
  const { filters } = query;
  return {
    bucket: oneOf(filters.bucket),
    newUsed: oneOf(filters.newUsed),
    status: oneOf(filters.status),
    flag: AGING_FLAGS.find((f) => oneOf(filters[f.id]) === 'Yes')?.id ?? null,
  };
}

function withChoice(query: ListQuery, choice: VehicleAgingChoice): ListQuery {
  const chosen: Record<string, ListFilter | null> = { bucket: only(choice.bucket), newUsed: only(choice.newUsed), status: only(choice.status) };
  for (const f of AGING_FLAGS) chosen[f.id] = f.id === choice.flag ? only('Yes') : null;
  const filters = { ...query.filters };
  for (const [id, filter] of Object.entries(chosen)) {
    if (filter) filters[id] = filter;
    else delete filters[id];
  }
  return { ...query, page: 1, filters };
}

/**
 * /vh-aging-report: the working branch's trucks, the longest in stock first, unless the address says otherwise; the
 * summary (tiles, units and cost by bucket and branch) over the same selection; a truck pressed opens its cost adds.
 */
export default function VehicleAgingPage(_: PageProps) {
  const report = useReport<VehicleAgingRow>(ENDPOINT, VEHICLE_AGING_FIELDS, { branches: useHomeBranches(), sort: [{ id: 'daysInStock', desc: true }] }, 'grid.vehicleAging');
  const summary = useSWR<VehicleAgingSummary, Error>(report.error ? null : `${ENDPOINT}/summary?${listSearchParams({ ...report.query, page: 1 }).toString()}`, { keepPreviousData: true });
  const [stockNo, setStockNo] = useState<string | null>(null);
  const costAdds = useSWR<VehicleCostAdds, Error>(stockNo ? `${ENDPOINT}/${encodeURIComponent(stockNo)}` : null, { shouldRetryOnError: false });
  return (
    <VehicleAging
      filters={report.filters}
      choice={choiceOf(report.query)}
      onChoiceChange={(choice) => report.setQuery((current) => withChoice(current, choice))}
      grid={report.grid}
      summary={summary.data}
      freshness={report.freshness}
      isLoading={report.isLoading}
      error={report.error ?? summary.error?.message ?? null}
      onRetry={() => {
        report.onRetry();
        void summary.mutate();
      }}
      onOpenTruck={setStockNo}
      costAdds={
        stockNo
          ? { stockNo, data: costAdds.data, error: costAdds.error?.message ?? null, onRetry: () => void costAdds.mutate(), onClose: () => setStockNo(null) }
          : null
      }
    />
  );
}
