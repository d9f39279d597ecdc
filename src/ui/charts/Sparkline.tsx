import { seriesColor } from './palette';

export interface SparklineProps {
  /** What the figures are ('Total sales'): the start of the accessible name. */
  label: string;
  /** The figures in order, oldest first. */
  values: readonly number[];
  /** How a figure reads in the accessible name. */
  format: (value: number) => string;
  width?: number;
  height?: number;
}

const PAD = 2;

/** Where each figure stands in a box of the size, the least at the bottom and the most at the top. */
function points(values: readonly number[], width: number, height: number): [number, number][] {
  const least = Math.min(...values);
  const span = Math.max(...values) - least;
  const step = values.length > 1 ? (width - PAD * 2) / (values.length - 1) : 0;
  return values.map((value, i) => [PAD + i * step, span === 0 ? height / 2 : height - PAD - ((value - least) / span) * (height - PAD * 2)]);
}

/**
 * A small line of figures beside the figures themselves (a statement line's months): no axes, the last figure a
 * dot; its accessible name says the first, the last, the least and the most.
 */
export function Sparkline({ label, values, format, width = 96, height = 24 }: SparklineProps) {
  if (!values.length) return null;
  const at = points(values, width, height);
  const [lastX, lastY] = at.at(-1)!;
  const name = `${label}: first ${format(values[0]!)}, last ${format(values.at(-1)!)}, least ${format(Math.min(...values))}, most ${format(Math.max(...values))}`;
  return (
    <svg role="img" aria-label={name} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'inline-block', verticalAlign: 'middle', overflow: 'visible' }}>
      <polyline
        points={at.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
        style={{ fill: 'none', stroke: seriesColor(0), strokeWidth: 1.5, strokeLinejoin: 'round' }}
        data-mark="line"
      />
      <circle cx={lastX} cy={lastY} r={2.5} style={{ fill: seriesColor(0) }} data-mark="dot" />
    </svg>
  );
}
