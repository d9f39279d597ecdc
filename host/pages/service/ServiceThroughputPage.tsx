import useSWR from 'swr';
import { useLocation } from 'wouter';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import { RO_TYPE_FILTERS, type RoTypeFilter } from '../../../src/domain/service/throughput';
import { THROUGHPUT_DRILLS, THROUGHPUT_RO_FIELDS, type ThroughputDrill, type ThroughputReport, type ThroughputRoRow } from '../../../src/domain/service/throughputReport';
import { ServiceThroughput } from '../../../src/screens/service/ServiceThroughput';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

/** The trend's twelve weeks to today unless the address says otherwise. */
const TREND_DAYS = 83;

/**
 * /service-throughput?brnId=&from=&to=&roType=&drill= and /service-throughput/{brn}: the branches and period are
 * the report kit's (in the address); the RO type and the drill (which ROs are listed under the figures) are a new address.
 */
export default function ServiceThroughputPage({ params, query }: PageProps) {
  const [, navigate] = useLocation();
  const home = useHomeBranches();
  const brn = params.brn ?? null;
  const roType: RoTypeFilter = query.roType && query.roType in RO_TYPE_FILTERS ? (query.roType as RoTypeFilter) : 'all';
  const drill = (THROUGHPUT_DRILLS as readonly string[]).includes(query.drill ?? '') ? (query.drill as ThroughputDrill) : null;
  const today = newYorkDay(new Date());
  const report = useReport<ThroughputRoRow>(
    drill ? `service/throughput/ros?drill=${drill}&roType=${roType}` : null,
    THROUGHPUT_RO_FIELDS,
    { branches: brn ? [brn] : home, from: addDays(today, -TREND_DAYS), to: today, sort: [{ id: 'openedAt', desc: false }] },
    'grid.serviceThroughput',
  );
  const { from, to, branches } = report.query;
  const asked = new URLSearchParams({ from: from ?? addDays(today, -TREND_DAYS), to: to ?? today, roType });
  if (!brn) for (const code of branches) asked.append('brnId', code);
  const summary = useSWR<ThroughputReport, Error>(`service/throughput${brn ? `/${brn}` : ''}?${asked.toString()}`, { keepPreviousData: true, shouldRetryOnError: false });
  const go = (next: { roType?: RoTypeFilter; drill?: ThroughputDrill | null }) =>
    navigate(drillHref(brn ? `/service-throughput/${brn}` : '/service-throughput', { brnId: branches, from, to, roType: next.roType ?? roType, drill: next.drill === undefined ? drill : next.drill }));
  return (
    <ServiceThroughput
      brn={brn}
      filters={report.filters}
      roType={roType}
      onRoTypeChange={(next) => go({ roType: next })}
      report={summary.data}
      drill={drill}
      onDrill={(next) => go({ drill: next })}
      drillGrid={report.grid}
      freshness={summary.data ? { asOf: summary.data.asOf, stale: summary.data.stale } : undefined}
      isLoading={summary.isLoading}
      error={summary.error?.message ?? (drill ? report.error : null)}
      onRetry={() => {
        void summary.mutate();
        report.onRetry();
      }}
    />
  );
}
