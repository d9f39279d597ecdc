import { useEffect, useImperativeHandle, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import * as css from './DataTable.css';

/** What the grid asks of its virtual body: scroll a row into view for the keyboard. */
export interface VirtualBodyHandle {
  scrollToRow: (index: number) => void;
}

export interface VirtualBodyProps {
  ref: Ref<VirtualBodyHandle>;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The scroller's height: the rows in view are known on the first render, before it is measured. */
  viewportHeight: number;
  rowCount: number;
  /** Leaves room for the sticky totals row at the bottom. */
  hasTotals: boolean;
  /** The body's class (the grid's, muted while its rows are worked out). */
  className?: string | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** The first and last row index drawn, so the grid knows whether its active row is in the DOM. */
  onRangeChange: (first: number, last: number) => void;
  renderRow: (index: number, top: number) => ReactNode;
}

/**
 * The grid's body in virtual mode: only the rows in view (TanStack Virtual). Its own module, so
 * grids that page never load the virtualiser.
 */
export default function VirtualBody({ ref, scrollRef, viewportHeight, rowCount, hasTotals, className = css.body, onClick, onRangeChange, renderRow }: VirtualBodyProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => css.ROW_HEIGHT,
    initialRect: { width: 0, height: viewportHeight },
    overscan: 5,
    scrollMargin: css.HEADER_HEIGHT,
    scrollPaddingStart: css.HEADER_HEIGHT,
    scrollPaddingEnd: hasTotals ? css.ROW_HEIGHT : 0,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  useEffect(() => onRangeChange(first, last), [first, last, onRangeChange]);
  useImperativeHandle(ref, () => ({ scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }), [virtualizer]);
  return (
    <tbody role="rowgroup" className={className} style={{ height: virtualizer.getTotalSize() }} onClick={onClick}>
      {items.map((item) => renderRow(item.index, item.start - css.HEADER_HEIGHT))}
    </tbody>
  );
}
