import { Label, Pie, PieChart } from 'recharts';
import { vars } from '../../theme/theme.css';
import { ChartFrame, TooltipAndLegend, type ChartDatum, type ChartSeries, type SeriesChartProps } from './ChartFrame';
import { seriesColor } from './palette';

export interface DonutChartProps extends Omit<SeriesChartProps, 'series'> {
  /** The one measured series; each datum is a slice named by its category. */
  series: ChartSeries;
}

const share = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Parts of a whole: a slice per category, the total in the middle. */
export function DonutChart({
  title,
  data,
  categoryKey,
  categoryLabel = 'Category',
  series,
  format,
  height = 280,
  isLoading,
  emptyMessage,
}: DonutChartProps) {
  const slices = data.map((datum: ChartDatum, i) => ({
    name: String(datum[categoryKey] ?? ''),
    value: Number(datum[series.key] ?? 0),
    fill: seriesColor(i),
  }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ChartFrame
      title={title}
      height={height}
      isLoading={isLoading}
      isEmpty={total === 0}
      emptyMessage={emptyMessage}
      table={{
        columns: [categoryLabel, series.label, 'Share'],
        rows: [
          ...slices.map((slice) => [slice.name, format(slice.value), share.format(slice.value / total)]),
          ['Total', format(total), share.format(1)],
        ],
      }}
    >
      <PieChart responsive style={{ width: '100%', height }} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="58%"
          outerRadius="85%"
          paddingAngle={1}
          style={{ stroke: vars.color.surface }}
          isAnimationActive={false}
        >
          <Label
            position="center"
            value={format(total)}
            style={{ fill: vars.color.text, fontSize: 18, fontWeight: 700 }}
          />
        </Pie>
        <TooltipAndLegend format={format} />
      </PieChart>
    </ChartFrame>
  );
}
