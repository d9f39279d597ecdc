import { addDays } from '../businessDays';
import { addMonths, lastDayOf } from './financialStatement';

export interface DayRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/**
 * A range of days cut into the whole months inside it (first days, 'YYYY-MM-01' to 'YYYY-MM-01') and the days at
 * its edges outside them, so sums can read month totals for the months and lines only for the edges.
 */
export function wholeMonthsOf({ from, to }: DayRange): { months: DayRange | null; days: DayRange[] } {
  const first = from.endsWith('-01') ? from.slice(0, 7) : addMonths(from.slice(0, 7), 1);
  const last = to === lastDayOf(to.slice(0, 7)) ? to.slice(0, 7) : addMonths(to.slice(0, 7), -1);
  if (first > last) return { months: null, days: [{ from, to }] };
  const days: DayRange[] = [];
  if (from < `${first}-01`) days.push({ from, to: addDays(`${first}-01`, -1) });
  if (to > lastDayOf(last)) days.push({ from: `${addMonths(last, 1)}-01`, to });
  return { months: { from: `${first}-01`, to: `${last}-01` }, days };
}
