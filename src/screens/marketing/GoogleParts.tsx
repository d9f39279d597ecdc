import { formatNumber } from '../../domain/format';
import { GOOGLE_METRICS, type GoogleReport } from '../../domain/marketing/googleReport';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import { DataTable } from '../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../ui/DataTable/types';
import * as grid from '../../ui/report/dashboardGrid.css';
import { monthName } from '../sales/salesFigures';
import type { ReportParts } from './reportParts';

type Listing = GoogleReport['listings'][number];
const LISTING_COLUMNS: DataTableColumn<Listing>[] = [
  { id: 'brnId', header: 'BrnId', accessor: 'brnId', width: '80px' },
  { id: 'name', header: 'Listing', accessor: 'name', width: 'minmax(140px, 1.5fr)' },
  ...GOOGLE_METRICS.map((metric): DataTableColumn<Listing> => ({ id: metric, header: metric, accessor: metric, format: 'number', total: 'sum', width: '130px' })),
];

/** Google Web Reporting: the state's views, calls, clicks and direction requests, the website's sessions and leads, each listing's month. */
export function googleParts(report: GoogleReport, isLoading: boolean): ReportParts {
  const trend = report.trend.map((t) => ({ ...t, month: monthName(t.month, 'short') }));
  return {
    kpis: report.totals.map((t) => ({ label: t.metric, value: t.value, previous: t.previous, format: formatNumber })),
    chart: (
      <div className={grid.charts}>
        <Card title="Views by month">
          <LineChart
            title="Search and Maps views by month, the state's listings"
            data={trend}
            categoryKey="month"
            categoryLabel="Month"
            series={[
              { key: 'Search views', label: 'Search views' },
              { key: 'Maps views', label: 'Maps views' },
            ]}
            format={formatNumber}
            height={240}
            isLoading={isLoading}
            emptyMessage="No Google figures for these branches"
          />
        </Card>
        <Card title="Actions by month">
          <BarChart
            title="Calls, website clicks and direction requests by month"
            data={trend}
            categoryKey="month"
            categoryLabel="Month"
            series={[
              { key: 'Calls', label: 'Calls' },
              { key: 'Website clicks', label: 'Website clicks' },
              { key: 'Direction requests', label: 'Direction requests' },
            ]}
            format={formatNumber}
            height={240}
            isLoading={isLoading}
            emptyMessage="No Google figures for these branches"
          />
        </Card>
      </div>
    ),
    tables: (
      <Card title={report.month ? `Each listing in ${monthName(report.month)}` : 'Each listing'}>
        <DataTable<Listing> aria-label="Each branch listing" columns={LISTING_COLUMNS} data={report.listings} getRowId={(row) => row.brnId} emptyMessage="No listings of these branches." exportFileName="google-listings" />
      </Card>
    ),
  };
}
