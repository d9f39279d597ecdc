import { centsOf } from '../../domain/money';

/** An exact amount ('1234.50') as dollars for a chart or tile; none is 0. */
export const dollars = (text: string | null | undefined) => (centsOf(text ?? '0') ?? 0) / 100;

/** 'November 2026' (or 'Nov 2026') of a month 'YYYY-MM'. */
export const monthName = (ym: string, month: 'long' | 'short' = 'long') => new Date(`${ym}-15T12:00:00Z`).toLocaleDateString('en-US', { month, year: 'numeric', timeZone: 'UTC' });
