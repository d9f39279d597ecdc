import { formatNumber, formatPercent } from '../../domain/format';
import type { TileFormat } from '../../domain/marketing/marketReportAnswers';

/** A star rating to one decimal: '4.3 ★'. */
export const formatRating = (value: number) => `${value.toFixed(1)} ★`;

export const TILE_FORMATS: Readonly<Record<TileFormat, (value: number) => string>> = {
  number: formatNumber,
  percent: formatPercent,
  rating: formatRating,
};
