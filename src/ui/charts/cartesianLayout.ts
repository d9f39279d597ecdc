import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from 'd3-scale';
import { stack, stackOffsetDiverging } from 'd3-shape';
import { datumValue, type ChartDatum, type SeriesChartProps } from './ChartFrame';

/** Where the marks of one series sit for one category: from y0 to y1 in data units. */
export type Segment = readonly [y0: number, y1: number];

/** Everything a cartesian chart (bars, stacked bars, lines) needs to draw, in pixels. */
export interface CartesianLayout {
  width: number;
  height: number;
  /** The plot's edges inside the SVG; axis labels sit outside them. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Categories by index (two categories may share a name). */
  x: ScaleBand<number>;
  y: ScaleLinear<number, number>;
  yTicks: readonly number[];
  categories: readonly string[];
  /** values[category][series] */
  values: readonly (readonly number[])[];
  /** segments[series][category]: [0, value] side by side, or the running sums when stacked. */
  segments: readonly (readonly Segment[])[];
  /** The drawn width of each category's label, in pixels. */
  labelWidths: readonly number[];
  /** Show every n-th category label, so that labels never overlap. */
  labelEvery: number;
}

export interface LayoutInput extends Pick<SeriesChartProps, 'data' | 'categoryKey' | 'series' | 'format'> {
  width: number;
  height: number;
  stacked: boolean;
  /** The band scale's inner padding: room between bars, 0 for lines. */
  bandPadding: number;
  /** The widths of labels in pixels. */
  measure: (texts: readonly string[]) => number[];
}

const TICK_GAP = 8;
const LABEL_GAP = 12;
const LINE_HEIGHT = 14;
/** Room above the plot, so the top tick's label is not cut. */
const TOP = 10;

/** Stacked: positives pile up from zero and negatives down from it (d3's diverging offset). */
function segmentsOf({ data, series }: Pick<LayoutInput, 'data' | 'series'>, stacked: boolean): Segment[][] {
  if (!stacked) return series.map((s) => data.map((datum) => [0, datumValue(datum, s.key)] as const));
  return stack<ChartDatum>()
    .keys(series.map((s) => s.key))
    .value(datumValue)
    .offset(stackOffsetDiverging)([...data])
    .map((layer) => layer.map(([y0, y1]) => [y0, y1] as const));
}

/** A value axis from zero (or below, for negatives) to a round number above the largest value. */
function valueScale(segments: Segment[][], wholeNumbers: boolean) {
  const ends = segments.flat(2);
  const low = Math.min(0, ...ends);
  const high = Math.max(0, ...ends);
  const y = scaleLinear().domain(low === high ? [0, 1] : [low, high]).nice(5);
  const ticks = y.ticks(5);
  // Counts are never fractional, so neither are their ticks.
  return { y, yTicks: wholeNumbers ? ticks.filter(Number.isInteger) : ticks };
}

/** The scales, margins and label spacing of a series chart at a given size. */
export function cartesianLayout(input: LayoutInput): CartesianLayout {
  const { data, categoryKey, series, format, width, height, stacked, bandPadding, measure } = input;
  const values = data.map((datum) => series.map((s) => datumValue(datum, s.key)));
  const segments = segmentsOf(input, stacked);
  const { y, yTicks } = valueScale(segments, values.flat().every(Number.isInteger));

  const left = Math.ceil(Math.max(0, ...measure(yTicks.map(format)))) + TICK_GAP;
  const right = width - TICK_GAP;
  const top = TOP;
  const bottom = Math.max(top + 1, height - LINE_HEIGHT - TICK_GAP);
  y.range([bottom, top]);

  const x = scaleBand<number>()
    .domain(data.map((_, i) => i))
    .range([left, right])
    .paddingInner(bandPadding)
    .paddingOuter(bandPadding / 2);
  const categories = data.map((datum) => String(datum[categoryKey] ?? ''));
  const labelWidths = measure(categories);
  const labelEvery = Math.max(1, Math.ceil((Math.max(0, ...labelWidths) + LABEL_GAP) / x.step()));

  return { width, height, left, right, top, bottom, x, y, yTicks, categories, values, segments, labelWidths, labelEvery };
}

/** The middle of a category's band in pixels. */
export const bandCenter = (layout: CartesianLayout, index: number) =>
  (layout.x(index) ?? 0) + layout.x.bandwidth() / 2;

/** The category under a horizontal position in the SVG, or null outside the plot. */
export function categoryAt(layout: CartesianLayout, px: number): number | null {
  const count = layout.categories.length;
  if (count === 0 || px < layout.left || px > layout.right) return null;
  const index = Math.round((px - bandCenter(layout, 0)) / layout.x.step());
  return Math.min(count - 1, Math.max(0, index));
}
