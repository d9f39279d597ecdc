import useSWR from 'swr';
import { CARD_CHARTS_PATH, type CardSettlementCharts } from '../../../src/domain/accounting/cardSettlementCharts';
import { CARD_DAY_FIELDS, CARD_DAYS_PATH, type CardDayRow } from '../../../src/domain/accounting/cardSettlementViews';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { CardSettlementDetails } from '../../../src/screens/accounting/CardSettlementDetails';
import { listSearchParams } from '../../../src/domain/listQuery';
import { presetRange } from '../../../src/ui/report/datePresets';
import { messageOf } from '../../api/client';
import { useReport } from '../../report/useReport';
import { useHomeBranches } from '../../report/useHomeBranches';

/** /ar/creditcardcollections/gridview/details?brnId=&dateFrom=&dateTo=&status=: the working branch's batches this month unless the address says otherwise. */
export default function CardSettlementDetailsPage() {
  const home = useHomeBranches();
  const month = presetRange('thisMonth', new Date());
  const defaults: ReportDefaults = { branches: home, from: month.start, to: month.end, sort: [{ id: 'batchOn', desc: true }] };
  const report = useReport<CardDayRow>(CARD_DAYS_PATH, CARD_DAY_FIELDS, defaults, 'grid.cardSettlementDays');
  const { query } = report;
  // The charts follow the grid's branches and period, whatever its page and order.
  const chartsQuery = listSearchParams({ branches: query.branches, from: query.from, to: query.to });
  const charts = useSWR<CardSettlementCharts>(report.error ? null : `${CARD_CHARTS_PATH}?${chartsQuery.toString()}`, { keepPreviousData: true });
  return (
    <CardSettlementDetails
      filters={report.filters}
      grid={report.grid}
      charts={charts.data}
      freshness={report.freshness}
      isLoading={report.isLoading}
      error={report.error ?? (charts.error ? messageOf(charts.error) : null)}
      onRetry={() => {
        report.onRetry();
        void charts.mutate();
      }}
    />
  );
}
