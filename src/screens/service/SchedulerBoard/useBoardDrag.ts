import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { draggedPlacement, resizedPlacement, type MoveSubject, type Placement } from './boardPlacement';
import { slotAtPointer, type BoardTimeLine } from './boardTime';

/** How far the pointer travels before a press becomes a drag (a plain press only focuses). */
const DRAG_THRESHOLD_PX = 4;

export interface DragStart {
  subject: MoveSubject;
  /** Where the block is now; null for a queue job, which has no place until it is over a track. */
  from: Placement | null;
  /** The job's length in slots, for a queue job. */
  length: number;
  mode: 'move' | 'resize';
}

interface DragHandlers {
  line: BoardTimeLine;
  /** The placement under the pointer, called only when it changes (a quarter hour or a row). */
  onDraft: (subject: MoveSubject, placement: Placement) => void;
  onDrop: (subject: MoveSubject, placement: Placement) => void;
  onCancel: () => void;
}

const placementKey = (p: Placement) => `${p.empId}/${p.start}/${p.length}`;

/** Within this distance of the schedule's left or right edge, a drag scrolls it, so hours out of view are reachable. */
const EDGE_PX = 48;
/** The most the schedule scrolls in a frame, at the very edge (less further in). */
const EDGE_STEP_PX = 18;

/** How far to scroll the schedule sideways this frame for a pointer at `x`: negative to the left, 0 when not near an edge. */
export function edgeScroll(scroller: HTMLElement, x: number): number {
  const box = scroller.getBoundingClientRect();
  if (x < box.left + EDGE_PX && scroller.scrollLeft > 0) return -Math.ceil(EDGE_STEP_PX * (1 - Math.max(0, x - box.left) / EDGE_PX));
  const room = scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft;
  if (x > box.right - EDGE_PX && room > 0) return Math.ceil(EDGE_STEP_PX * (1 - Math.max(0, box.right - x) / EDGE_PX));
  return 0;
}

const trackAt = (x: number, y: number): HTMLElement | null => document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-row]') ?? null;

/**
 * Drags a block or queue job with pointer events, not the browser's drag and drop (react-aria's useDrag/useDrop):
 * the block itself snaps to quarter hours under the pointer and its right edge resizes it. Listeners live on the
 * window for the drag's length; the board hears only snapped changes, so a pointer move re-renders nothing until the
 * block would move.
 */
export function useBoardDrag(handlers: DragHandlers) {
  const latest = useRef(handlers);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => () => stop.current?.(), []);

  return useCallback((event: ReactPointerEvent<HTMLElement>, start: DragStart) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const origin = { x: event.clientX, y: event.clientY };
    let started = false;
    let placement = start.from;
    let grab: number | null = null;
    const fromKey = start.from && placementKey(start.from);
    let lastShown = fromKey;

    const scroller = document.querySelector<HTMLElement>('[data-board-scroller]');
    let pointer = { clientX: origin.x, clientY: origin.y };
    let scrolling = 0;
    // While the pointer rests near an edge the schedule keeps scrolling, and the block follows the time under it.
    const scrollStep = () => {
      scrolling = 0;
      const step = scroller ? edgeScroll(scroller, pointer.clientX) : 0;
      if (!step || !started) return;
      scroller!.scrollLeft += step;
      follow(pointer);
      scrolling = requestAnimationFrame(scrollStep);
    };

    const move = (e: PointerEvent) => {
      if (!started && Math.hypot(e.clientX - origin.x, e.clientY - origin.y) < DRAG_THRESHOLD_PX) return;
      started = true;
      pointer = { clientX: e.clientX, clientY: e.clientY };
      follow(pointer);
      if (!scrolling) scrolling = requestAnimationFrame(scrollStep);
    };
    const follow = (e: { clientX: number; clientY: number }) => {
      const { line, onDraft } = latest.current;
      const track = start.mode === 'resize' ? null : trackAt(e.clientX, e.clientY);
      let next: Placement | null = placement;
      if (start.mode === 'resize' && placement) {
        const box = document.querySelector<HTMLElement>(`[data-row="${CSS.escape(placement.empId)}"]`)!.getBoundingClientRect();
        next = resizedPlacement(placement, slotAtPointer(e.clientX, box, line));
      } else if (track) {
        const pointer = slotAtPointer(e.clientX, track.getBoundingClientRect(), line);
        grab ??= start.from ? pointer - start.from.start : 0;
        next = draggedPlacement(placement ?? { empId: track.dataset.row!, start: 0, length: start.length }, track.dataset.row!, pointer, grab, line);
      }
      const shown = next && placementKey(next);
      if (next && shown !== lastShown) {
        lastShown = shown;
        placement = next;
        onDraft(start.subject, next);
      }
    };
    const end = (dropped: boolean) => {
      stop.current?.();
      if (!started) return;
      if (dropped && placement && placementKey(placement) !== fromKey) latest.current.onDrop(start.subject, placement);
      else latest.current.onCancel();
    };
    const up = () => end(true);
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') end(false);
    };
    const cancel = () => end(false);
    stop.current?.();
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key);
    stop.current = () => {
      cancelAnimationFrame(scrolling);
      scrolling = 0;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key);
      stop.current = null;
    };
  }, []);
}
