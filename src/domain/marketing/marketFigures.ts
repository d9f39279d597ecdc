import { trendMonths } from '../sales/vehicleSales';

/** One monthly figure of an outside feed at a branch (a month is 'YYYY-MM'). */
export interface MarketFigure {
  source: string;
  brnId: string;
  month: string;
  metric: string;
  value: number;
}

const keyOf = (f: Pick<MarketFigure, 'source' | 'brnId' | 'month' | 'metric'>) => `${f.source}|${f.brnId}|${f.month}|${f.metric}`;

/**
 * The feed's figures with the uploaded ones over them: an uploaded figure replaces the feed's of the same source,
 * branch, month and metric (a later upload the earlier's), and one the feed lacks is added. `uploaded` is oldest first.
 */
export function mergeUploaded(feed: readonly MarketFigure[], uploaded: readonly MarketFigure[]): MarketFigure[] {
  const merged = new Map(feed.map((f) => [keyOf(f), f]));
  for (const f of uploaded) merged.set(keyOf(f), f);
  return [...merged.values()];
}

/** The newest month of any figure, null when there are none. */
export const latestMonth = (figures: readonly { month: string }[]): string | null =>
  figures.reduce<string | null>((latest, f) => (latest === null || f.month > latest ? f.month : latest), null);

/** The sum of the figures that pass the test. */
export const sumWhere = (figures: readonly MarketFigure[], test: (f: MarketFigure) => boolean): number =>
  figures.reduce((sum, f) => (test(f) ? sum + f.value : sum), 0);

/** A share in percent to one decimal; null when there is nothing to share. */
export const percentOf = (part: number, whole: number): number | null => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/** The 13 months of a report's trend ending with its latest month; none without figures. */
export const monthsTo = (month: string | null): string[] => (month ? trendMonths(month) : []);

/** The month before, 'YYYY-MM'. */
export const monthBefore = (month: string): string => monthsTo(month)[11]!;
