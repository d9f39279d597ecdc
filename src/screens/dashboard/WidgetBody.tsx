import { formatValue } from '../../domain/format';
import type { WidgetFigure } from '../../domain/dashboard/widgetFigure';
import { BarChart } from '../../ui/charts/BarChart';
import { KpiTile } from '../../ui/charts/KpiTile';
import { LineChart } from '../../ui/charts/LineChart';
import { DataTable } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Link } from '../../ui/Link/Link';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './CustomDashboard.css';

/** Where one widget's own request stands. */
export type WidgetState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; onRetry: () => void }
  /** The user may no longer open the widget's screen (its right was removed, or its endpoint refused). */
  | { status: 'refused' }
  | { status: 'ready'; figure: WidgetFigure };

interface WidgetBodyProps {
  title: string;
  /** The screen the widget belongs to, by its name. */
  screen: string;
  /** What the figure covers ('Month to date'), the KPI tile's label. */
  span: string;
  state: WidgetState;
}

const CHART_HEIGHT = 180;

/** A widget's content: its own skeleton, failure with retry, lost access, or its figure. */
export function WidgetBody({ title, screen, span, state }: WidgetBodyProps) {
  if (state.status === 'loading') return <Skeleton lines={3} label={`Loading ${title}`} />;
  if (state.status === 'failed') return <ErrorState title={`${title} did not load`} message={state.message} onRetry={state.onRetry} headingLevel={3} />;
  if (state.status === 'refused') return <p className={css.refused}>You no longer have access to {screen}. Remove this widget, or ask an administrator for access.</p>;
  const { figure } = state;
  const format = (value: number) => formatValue(value, 'format' in figure ? figure.format : 'number');
  switch (figure.shape) {
    case 'kpi':
      return (
        <KpiTile
          label={span}
          value={figure.value}
          format={format}
          {...(figure.previous === undefined ? {} : { previous: figure.previous })}
          goodDirection={figure.goodDirection ?? 'up'}
          {...(figure.sparkline ? { sparkline: figure.sparkline } : {})}
          {...(figure.note ? { note: { text: figure.note } } : {})}
        />
      );
    case 'chart': {
      const Chart = figure.chart === 'line' ? LineChart : BarChart;
      return (
        <Chart
          title={title}
          data={figure.points}
          categoryKey="label"
          series={[{ key: 'value', label: figure.seriesLabel }]}
          format={format}
          height={CHART_HEIGHT}
          emptyMessage="Nothing in this period"
        />
      );
    }
    case 'grid':
      return (
        <DataTable<Record<string, string | number | null>>
          aria-label={title}
          columns={figure.columns.map((c) => ({ id: c.id, header: c.header, accessor: c.id, format: c.format, enableHiding: false }))}
          data={figure.rows}
          emptyMessage="Nothing waiting"
        />
      );
    case 'links':
      return figure.links.length ? (
        <ul className={css.links}>
          {figure.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.refused}>You no longer have access to any screen of this group.</p>
      );
  }
}
