import { GOOGLE_PROFILE_METRICS, WEBSITE_METRICS } from './marketReports';
import { latestMonth, monthBefore, monthsTo, sumWhere, type MarketFigure } from './marketFigures';

export const GOOGLE_METRICS = [...GOOGLE_PROFILE_METRICS, ...WEBSITE_METRICS] as const;
export type GoogleMetric = (typeof GOOGLE_METRICS)[number];

export interface GoogleReport {
  kind: 'google';
  /** The newest month with figures, 'YYYY-MM'; null with none. */
  month: string | null;
  /** The state's totals of the month, with the month before's. */
  totals: { metric: GoogleMetric; value: number; previous: number }[];
  /** Each of the 13 months to the month: the state's total of each metric. */
  trend: ({ month: string } & Record<GoogleMetric, number>)[];
  /** Each branch listing's figures in the month. */
  listings: ({ brnId: string; name: string } & Record<GoogleMetric, number>)[];
}

const metricsOf = (figures: readonly MarketFigure[], test: (f: MarketFigure) => boolean) =>
  Object.fromEntries(GOOGLE_METRICS.map((metric) => [metric, sumWhere(figures, (f) => f.metric === metric && test(f))])) as Record<GoogleMetric, number>;

/** Google Business Profile's views, calls, clicks and direction requests and the website's sessions and leads of a state's branches by month. */
export function googleReport(figures: readonly MarketFigure[], branches: readonly { code: string; name: string }[]): GoogleReport {
  const codes = new Set(branches.map((b) => b.code));
  const mine = figures.filter((f) => codes.has(f.brnId) && (GOOGLE_METRICS as readonly string[]).includes(f.metric));
  const month = latestMonth(mine);
  if (!month) return { kind: 'google', month, totals: [], trend: [], listings: [] };
  const now = metricsOf(mine, (f) => f.month === month);
  const before = metricsOf(mine, (f) => f.month === monthBefore(month));
  return {
    kind: 'google',
    month,
    totals: GOOGLE_METRICS.map((metric) => ({ metric, value: now[metric], previous: before[metric] })),
    trend: monthsTo(month).map((m) => ({ month: m, ...metricsOf(mine, (f) => f.month === m) })),
    listings: branches.map((b) => ({ brnId: b.code, name: b.name, ...metricsOf(mine, (f) => f.month === month && f.brnId === b.code) })),
  };
}
