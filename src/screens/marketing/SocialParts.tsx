import { formatNumber, formatPercent } from '../../domain/format';
import type { SocialPlatformFigures, SocialReport } from '../../domain/marketing/socialReport';
import { SOCIAL_PLATFORMS } from '../../domain/marketing/marketReports';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import { DataTable } from '../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../ui/DataTable/types';
import * as grid from '../../ui/report/dashboardGrid.css';
import { monthName } from '../sales/salesFigures';
import type { ReportParts } from './reportParts';

const PLATFORM_COLUMNS: DataTableColumn<SocialPlatformFigures>[] = [
  { id: 'platform', header: 'Platform', accessor: 'platform', width: 'minmax(120px, 1fr)' },
  { id: 'followers', header: 'Followers', accessor: 'followers', format: 'number', total: 'sum', width: '120px' },
  { id: 'posts', header: 'Posts', accessor: 'posts', format: 'number', total: 'sum', width: '90px' },
  { id: 'reach', header: 'Reach', accessor: 'reach', format: 'number', total: 'sum', width: '110px' },
  { id: 'engagements', header: 'Engagements', accessor: 'engagements', format: 'number', total: 'sum', width: '130px' },
  { id: 'engagementRate', header: 'Engagement rate', accessor: (row) => row.engagementRate, format: 'percent', width: '150px' },
  { id: 'linkClicks', header: 'Link clicks', accessor: 'linkClicks', format: 'number', total: 'sum', width: '120px' },
];

/** Social Media: each platform's followers, posts, reach, engagement rate and link clicks, and followers by month. */
export function socialParts(report: SocialReport, isLoading: boolean): ReportParts {
  return {
    kpis: report.platforms.map((p) => ({ label: `${p.platform} followers`, value: p.followers, previous: p.previousFollowers, format: formatNumber, note: { text: `Engagement rate ${formatPercent(p.engagementRate)}` } })),
    chart: (
      <div className={grid.charts}>
        <Card title="Followers by month">
          <LineChart
            title="Followers of each platform by month"
            data={report.trend.map((t) => ({ ...t, month: monthName(t.month, 'short') }))}
            categoryKey="month"
            categoryLabel="Month"
            series={SOCIAL_PLATFORMS.map((p) => ({ key: p, label: p }))}
            format={formatNumber}
            height={240}
            isLoading={isLoading}
            emptyMessage="No social media figures for these branches"
          />
        </Card>
        <Card title="Reach and engagements">
          <BarChart
            title={`Reach, engagements and link clicks of each platform${report.month ? `, ${monthName(report.month)}` : ''}`}
            data={report.platforms.map((p) => ({ platform: p.platform, reach: p.reach, engagements: p.engagements, linkClicks: p.linkClicks }))}
            categoryKey="platform"
            categoryLabel="Platform"
            series={[
              { key: 'reach', label: 'Reach' },
              { key: 'engagements', label: 'Engagements' },
              { key: 'linkClicks', label: 'Link clicks' },
            ]}
            format={formatNumber}
            height={240}
            isLoading={isLoading}
            emptyMessage="No social media figures for these branches"
          />
        </Card>
      </div>
    ),
    tables: (
      <Card title={report.month ? `Each platform in ${monthName(report.month)}` : 'Each platform'}>
        <DataTable<SocialPlatformFigures> aria-label="Each platform" columns={PLATFORM_COLUMNS} data={report.platforms} getRowId={(row) => row.platform} emptyMessage="No social media figures for these branches." exportFileName="social-media" />
      </Card>
    ),
  };
}
