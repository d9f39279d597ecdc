/** The grid's column widths: one CSS grid template shared by the header, the rows and the totals. */
import type { ValueFormat } from '../../domain/format';
import type { DataTableColumn } from './types';

/** What a column's track depends on. */
type TrackSpec = Pick<DataTableColumn<never>, 'width' | 'format'>;

/** The checkbox column's width. */
const SELECT_WIDTH = 44;

function defaultTrack(format: ValueFormat): string {
  switch (format) {
    case 'text':
      return 'minmax(140px, 1.6fr)';
    case 'datetime':
      return 'minmax(170px, 1fr)';
    default:
      return 'minmax(110px, 1fr)';
  }
}

/** How far a column may narrow below the width it asks for before the grid scrolls sideways. */
const SHRINK = 0.75;
const NARROWEST = 72;
const narrowed = (px: number) => Math.max(NARROWEST, Math.round(px * SHRINK));

/**
 * A column's grid track and the least width it takes. Columns give up a quarter of the width they ask
 * for before the grid scrolls sideways, so a grid fits a desktop's content area (1400 px wide with the
 * sidebar) instead of clipping its last column; a fixed width becomes its most.
 */
function trackOf(spec: TrackSpec): [string, number] {
  const width = spec.width ?? defaultTrack(spec.format ?? 'text');
  const fixed = /^(\d+)px$/.exec(width.trim());
  if (fixed) {
    const px = Number(fixed[1]);
    return [`minmax(${narrowed(px)}px, ${px}px)`, narrowed(px)];
  }
  const floor = /^minmax\(\s*(\d+)px\s*,(.*)\)$/.exec(width.trim());
  if (floor) return [`minmax(${narrowed(Number(floor[1]))}px,${floor[2]})`, narrowed(Number(floor[1]))];
  const any = /(\d+)px/.exec(width);
  return [width, any ? Number(any[1]) : 120];
}

/** The template of the given columns (after the checkbox column, when there is one) and the width under which the grid scrolls sideways. */
export function gridTracks(specs: readonly TrackSpec[], selectable: boolean): { template: string; minWidth: number } {
  const tracks: string[] = selectable ? [`${SELECT_WIDTH}px`] : [];
  let minWidth = selectable ? SELECT_WIDTH : 0;
  for (const spec of specs) {
    const [track, px] = trackOf(spec);
    tracks.push(track);
    minWidth += px;
  }
  return { template: tracks.join(' '), minWidth };
}
