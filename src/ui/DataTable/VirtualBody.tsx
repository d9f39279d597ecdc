import { Fragment, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { flushSync } from 'react-dom';
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
  /** A row (without a key: the body keys each row by its place among the rows drawn), ROW_HEIGHT tall. */
  renderRow: (index: number) => ReactNode;
}

/** Rows drawn beyond each edge of the view. */
const OVERSCAN = 5;

/** The rows to draw for a scroll position: those in view (under the sticky head) and OVERSCAN more each way. */
function rowsInView(rowCount: number, scrollTop: number, height: number): { first: number; last: number } {
  if (rowCount === 0 || height === 0) return { first: 0, last: -1 };
  const listEnd = css.HEADER_HEIGHT + rowCount * css.ROW_HEIGHT;
  const top = Math.min(scrollTop, Math.max(listEnd - height, 0)) - css.HEADER_HEIGHT;
  const start = Math.min(rowCount - 1, Math.max(0, Math.floor(top / css.ROW_HEIGHT)));
  const end = Math.min(rowCount - 1, Math.max(start, Math.ceil((top + height) / css.ROW_HEIGHT) - 1));
  return { first: Math.max(0, start - OVERSCAN), last: Math.min(rowCount - 1, end + OVERSCAN) };
}

/** The path from a row to an element in it, by child positions, to find its twin in another row. */
function pathIn(row: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== row && node.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

/**
 * The grid's body in virtual mode: only the rows in view, every row ROW_HEIGHT tall, below a padding as
 * tall as the rows above them. Its own module, so grids that page never load it.
 *
 * Each row drawn is keyed by its place among the rows drawn, so scrolling keeps the same row elements and
 * changes their text and the body's padding: no row's style changes, and the browser restyles nothing
 * while scrolling (a scrollbar jump used to style and lay out some 500 new cells a frame). The focus stays
 * with the row it was in: when that row moves to another element, so does the focus; when it leaves
 * the rows drawn, the focus goes, as it does when a row leaves the DOM.
 */
export default function VirtualBody({ ref, scrollRef, viewportHeight, rowCount, hasTotals, className = css.body, onClick, onRangeChange, renderRow }: VirtualBodyProps) {
  const [view, setView] = useState({ scrollTop: 0, height: viewportHeight });
  // after the commit that mounts the body, once the grid's scroller has its ref
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const onScroll = () => setView((old) => (old.scrollTop === scroller.scrollTop ? old : { ...old, scrollTop: scroller.scrollTop }));
    // the height rows show in: inside the scroller's borders
    const resized = new ResizeObserver(() => setView((old) => (old.height === scroller.clientHeight ? old : { ...old, height: scroller.clientHeight })));
    scroller.addEventListener('scroll', onScroll, { passive: true });
    resized.observe(scroller);
    onScroll();
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      resized.disconnect();
    };
  }, [scrollRef]);

  const { first, last } = rowsInView(rowCount, view.scrollTop, view.height);
  useEffect(() => onRangeChange(first, last), [first, last, onRangeChange]);

  useImperativeHandle(
    ref,
    () => ({
      // brought just into view (under the head, above the totals), and drawn before the caller looks for it
      scrollToRow: (index) => {
        const scroller = scrollRef.current;
        if (!scroller || rowCount === 0) return;
        const row = Math.max(0, Math.min(index, rowCount - 1));
        const start = css.HEADER_HEIGHT + row * css.ROW_HEIGHT;
        const end = start + css.ROW_HEIGHT;
        const maxTop = scroller.scrollHeight - scroller.clientHeight;
        const { scrollTop, height } = view;
        const bottomPadding = hasTotals ? css.ROW_HEIGHT : 0;
        let next: number;
        if (end >= scrollTop + height - bottomPadding) next = row === rowCount - 1 ? maxTop : end + bottomPadding - height;
        else if (start <= scrollTop + css.HEADER_HEIGHT) next = start - css.HEADER_HEIGHT;
        else return;
        next = Math.max(0, Math.min(maxTop, next));
        scroller.scrollTop = next;
        flushSync(() => setView((old) => ({ ...old, scrollTop: next })));
      },
    }),
    [scrollRef, rowCount, hasTotals, view],
  );

  // where the focus is: the row index and the element's path in its row
  const focused = useRef<{ index: string; path: number[] } | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = event.target.closest('tr[data-row-index]');
    focused.current = row && { index: row.getAttribute('data-row-index')!, path: pathIn(row, event.target) };
  };
  useLayoutEffect(() => {
    const active = document.activeElement;
    const { index, path } = focused.current ?? {};
    if (!index || !path || !(active instanceof HTMLElement) || !body.current?.contains(active)) return;
    if (active.closest('tr[data-row-index]')?.getAttribute('data-row-index') === index) return;
    let twin: Element | undefined = body.current.querySelector(`:scope > tr[data-row-index="${index}"]`) ?? undefined;
    for (const at of path) twin = twin?.children[at];
    if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
    else active.blur();
  });

  return (
    <tbody
      ref={body}
      role="rowgroup"
      className={className}
      style={{ height: rowCount * css.ROW_HEIGHT, paddingTop: first * css.ROW_HEIGHT }}
      onClick={onClick}
      onFocus={onFocus}
    >
      {Array.from({ length: last - first + 1 }, (_, place) => (
        <Fragment key={place}>{renderRow(first + place)}</Fragment>
      ))}
    </tbody>
  );
}
