import { BarChart } from './BarChart';
import type { SeriesChartProps } from './ChartFrame';

/** One bar per category made of its series stacked; the data table adds a total column. */
export function StackedBarChart(props: SeriesChartProps) {
  return <BarChart {...props} stacked />;
}
