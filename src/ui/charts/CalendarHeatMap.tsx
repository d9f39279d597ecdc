import { Button } from 'react-aria-components';
import { addDays } from '../../domain/businessDays';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './CalendarHeatMap.css';

export type HeatTone = 'positive' | 'caution' | 'critical';

/** A day of the month that carries something: how it reads (its colour), the short figure in its cell and the whole of it in words. */
export interface HeatDay {
  /** YYYY-MM-DD. */
  day: string;
  tone: HeatTone;
  figure: string;
  description: string;
}

export interface CalendarHeatMapProps {
  /** The calendar's accessible name (its table's caption). */
  title: string;
  /** YYYY-MM. */
  month: string;
  days: readonly HeatDay[];
  /** What each colour means, in the order shown. */
  legend: readonly { tone: HeatTone; label: string }[];
  /** A pressed day (only days that carry something): e.g. to show its rows. */
  onDayPress?: (day: string) => void;
  selectedDay?: string | null;
  isLoading?: boolean;
  emptyMessage?: string;
}

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** The weeks of a month, Sunday first: each a row of seven days or blanks. */
function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: new Date(`${first}T00:00:00Z`).getUTCDay() }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A month as a calendar whose days are coloured by how they read (green, amber, red), for a figure people
 * would rather see than read: how long each day has stood open. A table, so it reads as a calendar aloud too.
 */
export function CalendarHeatMap({ title, month, days, legend, onDayPress, selectedDay = null, isLoading, emptyMessage }: CalendarHeatMapProps) {
  if (isLoading) return <Skeleton height={280} label={`Loading ${title}`} />;
  const byDay = new Map(days.map((d) => [d.day, d]));
  return (
    <div className={css.root}>
      <table className={css.table}>
        <caption className={css.weekday}>{title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className={css.weekday}>
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} className={css.cell} />;
                const heat = byDay.get(day);
                const number = Number(day.slice(8));
                if (!heat) {
                  return (
                    <td key={d} className={css.cell}>
                      <span className={css.day.none}>
                        <span className={css.number}>{number}</span>
                      </span>
                    </td>
                  );
                }
                // The figure is for the eye; the cell's name says it whole (the day, then the words).
                const content = (
                  <>
                    <span className={css.number}>
                      {number}
                      <VisuallyHidden>: {heat.description}</VisuallyHidden>
                    </span>
                    <span className={css.figure} aria-hidden="true">
                      {heat.figure}
                    </span>
                  </>
                );
                const look = `${css.day[heat.tone]} ${selectedDay === day ? css.selected : ''}`;
                return (
                  <td key={d} className={css.cell} data-tone={heat.tone}>
                    {onDayPress ? (
                      <Button className={`${look} ${css.pressable}`} aria-pressed={selectedDay === day} onPress={() => onDayPress(day)}>
                        {content}
                      </Button>
                    ) : (
                      <span className={look}>{content}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {days.length ? (
        <ul className={css.legend} aria-label="Legend">
          {legend.map((item) => (
            <li key={item.tone} className={css.legendItem}>
              <span className={css.swatch[item.tone]} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={emptyMessage ?? 'Nothing to show this month'} headingLevel={3} />
      )}
    </div>
  );
}
