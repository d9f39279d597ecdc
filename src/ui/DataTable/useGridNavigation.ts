import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** A cell position: row -1 is the header row; column 0 is the first rendered column. */
export interface GridCell {
  r: number;
  c: number;
}

interface Options {
  /** Body rows that can be reached (the page, or every row in virtual mode). */
  rowCount: number;
  colCount: number;
  /** Rows moved by PageUp / PageDown. */
  pageJump?: number;
  /** Enter on a body cell. */
  onActivateRow?: (r: number) => void;
  /** Called before focusing a row that may not be rendered yet (virtual scrolling). */
  scrollToRow?: (r: number) => void;
}

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

/** The element to focus in a cell: its own widget (a sort button, a checkbox) or the cell. */
function focusTarget(cell: Element): HTMLElement {
  return (cell.querySelector('[data-focus-target]') as HTMLElement | null) ?? (cell as HTMLElement);
}

/**
 * Keyboard navigation of an ARIA grid with a roving tabindex: arrows, Home/End (Ctrl for the
 * first/last row), PageUp/PageDown, Enter to open a row. Cells carry data-r / data-c; listeners
 * are delegated to the grid, so no cell needs its own handler.
 */
export function useGridNavigation({ rowCount, colCount, pageJump = 10, onActivateRow, scrollToRow }: Options) {
  const [cell, setCell] = useState<GridCell>({ r: -1, c: 0 });
  const gridRef = useRef<HTMLTableElement>(null);
  const pendingFocus = useRef(false);
  const active: GridCell = { r: clamp(cell.r, -1, rowCount - 1), c: clamp(cell.c, 0, Math.max(0, colCount - 1)) };

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const el = gridRef.current?.querySelector(`[data-r="${active.r}"][data-c="${active.c}"]`);
    if (el) {
      pendingFocus.current = false;
      focusTarget(el).focus({ preventScroll: false });
    }
  });

  const moveTo = (next: GridCell) => {
    const target = { r: clamp(next.r, -1, rowCount - 1), c: clamp(next.c, 0, colCount - 1) };
    pendingFocus.current = true;
    if (target.r >= 0) scrollToRow?.(target.r);
    setCell(target);
    const el = gridRef.current?.querySelector(`[data-r="${target.r}"][data-c="${target.c}"]`);
    if (el) {
      pendingFocus.current = false;
      focusTarget(el).focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = (event.target as Element).closest('[data-c]');
    if (!from || !gridRef.current?.contains(from)) return;
    const at = { r: Number(from.getAttribute('data-r')), c: Number(from.getAttribute('data-c')) };
    const ctrl = event.ctrlKey || event.metaKey;
    let next: GridCell | null = null;
    switch (event.key) {
      case 'ArrowUp':
        next = { r: at.r - 1, c: at.c };
        break;
      case 'ArrowDown':
        next = { r: at.r + 1, c: at.c };
        break;
      case 'ArrowLeft':
        next = { r: at.r, c: at.c - 1 };
        break;
      case 'ArrowRight':
        next = { r: at.r, c: at.c + 1 };
        break;
      case 'Home':
        next = ctrl ? { r: rowCount > 0 ? 0 : -1, c: 0 } : { r: at.r, c: 0 };
        break;
      case 'End':
        next = ctrl ? { r: rowCount - 1, c: colCount - 1 } : { r: at.r, c: colCount - 1 };
        break;
      case 'PageUp':
        next = { r: Math.max(at.r >= 0 ? 0 : -1, at.r - pageJump), c: at.c };
        break;
      case 'PageDown':
        next = { r: at.r + pageJump, c: at.c };
        break;
      case 'Enter': {
        const tag = (event.target as Element).tagName;
        if (at.r >= 0 && tag !== 'INPUT' && tag !== 'BUTTON') {
          event.preventDefault();
          onActivateRow?.(at.r);
        }
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    moveTo(next);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const el = (event.target as Element).closest('[data-c]');
    if (!el) return;
    const r = Number(el.getAttribute('data-r'));
    const c = Number(el.getAttribute('data-c'));
    if (r !== cell.r || c !== cell.c) setCell({ r, c });
  };

  return { active, gridRef, onKeyDown, onFocus };
}
