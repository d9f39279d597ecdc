import { formatNumber, formatPercent } from '../../domain/format';
import type { ReputationReport, Review, ReviewFigures } from '../../domain/marketing/reputationReport';
import { answeredOn } from '../../domain/marketing/reputationReport';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import { DataTable } from '../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../ui/DataTable/types';
import * as grid from '../../ui/report/dashboardGrid.css';
import { monthName } from '../sales/salesFigures';
import { formatRating } from './marketFormats';
import type { ReportParts } from './reportParts';
import { ReviewFollowUpCard, type ReviewFollowUpProps } from './ReviewFollowUpCard';

type PlatformRow = ReputationReport['rows'][number];
const figureColumns = <T extends ReviewFigures>(): DataTableColumn<T>[] => [
  { id: 'count', header: 'Reviews', accessor: 'count', format: 'number', total: 'sum', width: '100px' },
  { id: 'averageRating', header: 'Average rating', accessor: (row) => row.averageRating, format: 'number', width: '140px' },
  { id: 'newThisPeriod', header: 'New this month', accessor: 'newThisPeriod', format: 'number', total: 'sum', width: '140px' },
  { id: 'responseRate', header: 'Response rate', accessor: (row) => row.responseRate, format: 'percent', width: '130px' },
  { id: 'daysToRespond', header: 'Days to respond', accessor: (row) => row.daysToRespond, format: 'number', width: '140px' },
];
const PLATFORM_COLUMNS: DataTableColumn<PlatformRow>[] = [
  { id: 'platform', header: 'Platform', accessor: 'platform', width: '110px' },
  { id: 'brnId', header: 'BrnId', accessor: 'brnId', width: '80px' },
  ...figureColumns<PlatformRow>(),
];

function reviewColumns(onFollowUp: (review: Review) => void): DataTableColumn<Review>[] {
  return [
    { id: 'reviewedOn', header: 'Date', accessor: 'reviewedOn', format: 'date', width: '110px' },
    { id: 'brnId', header: 'BrnId', accessor: 'brnId', width: '80px' },
    { id: 'platform', header: 'Platform', accessor: 'platform', width: '100px' },
    { id: 'rating', header: 'Rating', accessor: 'rating', format: 'number', width: '80px' },
    { id: 'body', header: 'Review', accessor: 'body', width: 'minmax(240px, 3fr)' },
    { id: 'assignee', header: 'Assigned to', accessor: (row) => row.followUp?.assignee ?? '', width: '150px' },
    { id: 'respondedOn', header: 'Responded', accessor: (row) => answeredOn(row), format: 'date', width: '120px' },
    {
      id: 'followUp',
      header: 'Follow up',
      accessor: () => '',
      width: '130px',
      render: (row) => (
        <Button tone="secondary" size="small" onPress={() => onFollowUp(row)} aria-label={`Follow up review ${row.reviewId}`}>
          Follow up
        </Button>
      ),
    },
  ];
}

export interface ReputationFollowUp extends Omit<ReviewFollowUpProps, 'review' | 'onClose'> {
  selected: Review | null;
  onSelect: (review: Review | null) => void;
}

/** Reputation Management: reviews by platform and branch, the rating by month, and the month's reviews to assign and mark responded. */
export function reputationParts(report: ReputationReport, isLoading: boolean, followUp: ReputationFollowUp): ReportParts {
  const { summary } = report;
  const month = report.month ? monthName(report.month) : '';
  const trend = report.trend.map((t) => ({ month: monthName(t.month, 'short'), count: t.count, averageRating: t.averageRating ?? 0 }));
  return {
    kpis: [
      { label: 'Reviews, 13 months', value: summary.count, format: formatNumber },
      { label: 'Average rating', value: summary.averageRating ?? 0, format: formatRating },
      { label: 'New this month', value: summary.newThisPeriod, format: formatNumber },
      { label: 'Response rate', value: summary.responseRate ?? 0, format: formatPercent },
      { label: 'Days to respond', value: summary.daysToRespond ?? 0, format: formatNumber, goodDirection: 'down' },
    ],
    chart: (
      <div className={grid.charts}>
        <Card title="Average rating by month">
          <LineChart title="Average rating of the reviews by month" data={trend.filter((t) => t.count)} categoryKey="month" categoryLabel="Month" series={[{ key: 'averageRating', label: 'Average rating' }]} format={formatRating} height={240} isLoading={isLoading} emptyMessage="No reviews of these branches" />
        </Card>
        <Card title="Reviews by month">
          <BarChart title="Reviews written by month" data={trend} categoryKey="month" categoryLabel="Month" series={[{ key: 'count', label: 'Reviews' }]} format={formatNumber} height={240} isLoading={isLoading} emptyMessage="No reviews of these branches" />
        </Card>
      </div>
    ),
    tables: (
      <>
        <Card title="By platform and branch">
          <DataTable<PlatformRow> aria-label="Reviews by platform and branch" columns={PLATFORM_COLUMNS} data={report.rows} getRowId={(row) => `${row.platform}:${row.brnId}`} emptyMessage="No reviews of these branches." exportFileName="reviews-by-platform" />
        </Card>
        {followUp.selected ? <ReviewFollowUpCard {...followUp} review={followUp.selected} onClose={() => followUp.onSelect(null)} /> : null}
        <Card title={month ? `Reviews of ${month}` : 'Reviews'}>
          <DataTable<Review>
            aria-label="Reviews of the month"
            columns={reviewColumns(followUp.onSelect)}
            data={report.reviews}
            getRowId={(row) => row.reviewId}
            emptyMessage="No reviews this month."
            exportFileName="reviews"
          />
        </Card>
      </>
    ),
  };
}
