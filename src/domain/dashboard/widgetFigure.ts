import type { ValueFormat } from '../format';

/** What a widget draws once its screen's endpoint answered: plain data, so a story can hold it as it is. */
export type WidgetFigure =
  | {
      shape: 'kpi';
      value: number;
      format: ValueFormat;
      /** The same figure a period before; the tile shows the change. */
      previous?: number;
      goodDirection?: 'up' | 'down';
      note?: string;
      /** Recent values, oldest first. */
      sparkline?: number[];
    }
  | { shape: 'chart'; chart: 'bar' | 'line'; format: ValueFormat; seriesLabel: string; points: { label: string; value: number }[] }
  | { shape: 'grid'; columns: { id: string; header: string; format: ValueFormat }[]; rows: Record<string, string | number | null>[] }
  | { shape: 'links'; links: { label: string; href: string }[] };

/** A short grid shows this many rows at most; its link opens the screen for the rest. */
export const GRID_ROWS = 8;
