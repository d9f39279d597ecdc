import * as z from 'zod/mini';

/** A calendar day in a query, YYYY-MM-DD. */
export const isoDate = (field: string) =>
  z
    .string({ error: `${field} is required (YYYY-MM-DD).` })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD).`),
      z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${field} must be a date (YYYY-MM-DD).`),
    );

/** The checks of a from–to range of days: in order, and at most `maxDays` days long. */
export const dayRangeChecks = (maxDays: number) =>
  [
    z.refine<{ from: string; to: string }>((q) => q.from <= q.to, { path: ['to'], error: 'to must not be before from.' }),
    z.refine<{ from: string; to: string }>((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < maxDays, {
      path: ['to'],
      error: `The date range may span at most ${maxDays} days.`,
    }),
  ] as const;

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'MM/DD/YYYY' as an ISO day, or null when it is no day. */
export function isoOfUsDate(text: string): string | null {
  const m = US_DATE.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}
