import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { vars } from '../../theme/theme.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as css from './KpiTile.css';

export interface KpiTileProps {
  label: string;
  value: number;
  format: (value: number) => string;
  /** The same figure for the previous period; without it no trend is shown. */
  previous?: number;
  /** Which way is good news: up for sales, down for costs or days outstanding. */
  goodDirection?: 'up' | 'down';
  /** A few recent values, oldest first, drawn as a tiny line. */
  sparkline?: readonly number[];
  /** A line under the figure that qualifies it ('Oldest undeposited: 3d 4h'); critical when it calls for action. */
  note?: { text: string; tone?: 'neutral' | 'critical' };
  isLoading?: boolean;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 32;

function sparkPoints(values: readonly number[]): string {
  const min = Math.min(...values);
  const range = Math.max(...values) - min || 1;
  const step = SPARK_WIDTH / (values.length - 1);
  return values
    .map((v, i) => `${(i * step).toFixed(1)},${(SPARK_HEIGHT - ((v - min) / range) * SPARK_HEIGHT).toFixed(1)}`)
    .join(' ');
}

/** One headline figure with its change against the previous period. */
export function KpiTile({ label, value, format, previous, goodDirection = 'up', sparkline, note, isLoading }: KpiTileProps) {
  const change = previous === undefined ? undefined : value - previous;
  const direction = change === undefined || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const tone = direction === 'flat' ? 'neutral' : direction === goodDirection ? 'positive' : 'critical';
  const amount =
    change === undefined ? '' : previous ? percent.format(Math.abs(change / previous)) : format(Math.abs(change));

  return (
    <div role="group" className={css.tile} aria-label={label}>
      <div className={css.text}>
        <span className={css.label}>{label}</span>
        {isLoading ? (
          <Skeleton lines={2} label={`Loading ${label}`} />
        ) : (
          <>
            <p className={css.value}>{format(value)}</p>
            {change === undefined ? null : (
              <p className={css.trend({ tone })} data-tone={tone}>
                {direction === 'flat' ? null : (
                  <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" style={{ fill: 'currentColor' }}>
                    <path d={direction === 'up' ? 'M5 1l4 7H1z' : 'M5 9L1 2h8z'} />
                  </svg>
                )}
                <span>
                  {direction === 'flat' ? null : (
                    <VisuallyHidden>{direction === 'up' ? 'Up ' : 'Down '}</VisuallyHidden>
                  )}
                  {direction === 'flat' ? 'No change' : amount} vs previous period
                </span>
              </p>
            )}
            {note ? (
              <p className={css.trend({ tone: note.tone ?? 'neutral' })} data-tone={note.tone ?? 'neutral'}>
                {note.text}
              </p>
            ) : null}
          </>
        )}
      </div>
      {sparkline && sparkline.length > 1 && !isLoading ? (
        <svg
          aria-hidden="true"
          className={css.sparkline}
          width={SPARK_WIDTH}
          height={SPARK_HEIGHT}
          viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
        >
          <polyline
            points={sparkPoints(sparkline)}
            style={{
              fill: 'none',
              stroke: vars.color.primary,
              strokeWidth: 2,
              strokeLinejoin: 'round',
              strokeLinecap: 'round',
            }}
          />
        </svg>
      ) : null}
    </div>
  );
}
