import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isCancelled, type PagedDocument, type PagedPage } from './DocumentViewerPdf';
import * as css from './DocumentViewer.css';

export interface DocumentViewerSheetProps {
  pdf: PagedDocument;
  pageNumber: number;
  /** CSS pixels per PDF point, or a width (CSS pixels) the page fits. */
  size: { scale: number } | { fitWidth: number };
  /** Clockwise, in quarter turns of 90°. */
  rotation: number;
  /** What the page is, for a screen reader. */
  label: string;
  /** Drawn only once scrolled into view (the thumbnails of a long document). */
  lazy?: boolean;
  /** Hidden from screen readers: a thumbnail whose option already names its page. */
  decorative?: boolean;
  /** The scale it was drawn at (a fitted page's zoom). */
  onScale?: (scale: number) => void;
}

/** One page of a PDF (drawn by pdf.js) or a TIFF on a canvas, sharp on high-density screens. */
export function DocumentViewerSheet({ pdf, pageNumber, size, rotation, label, lazy = false, decorative = false, onScale }: DocumentViewerSheetProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(!lazy);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const scale = 'scale' in size ? size.scale : null;
  const fitWidth = 'fitWidth' in size ? size.fitWidth : null;
  const drawnAt = useEffectEvent((drawnScale: number) => onScale?.(drawnScale));

  useEffect(() => {
    const target = canvas.current;
    if (visible || !target) return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((s) => s.isIntersecting)) setVisible(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const target = canvas.current;
    if (!visible || !target) return;
    let task: ReturnType<PagedPage['render']> | null = null;
    let stopped = false;
    setState('drawing');
    void pdf
      .getPage(pageNumber)
      .then((page) => {
        if (stopped) return;
        const turn = (page.rotate + rotation * 90) % 360;
        const base = page.getViewport({ scale: 1, rotation: turn });
        const drawnScale = scale ?? Math.max(0.1, fitWidth! / base.width);
        const viewport = page.getViewport({ scale: drawnScale, rotation: turn });
        const density = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * density);
        target.height = Math.floor(viewport.height * density);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        drawnAt(drawnScale);
        task = page.render({ canvas: target, viewport, ...(density === 1 ? {} : { transform: [density, 0, 0, density, 0, 0] }) });
        return task.promise.then(() => {
          if (!stopped) setState('drawn');
        });
      })
      .catch((error: unknown) => {
        if (!stopped && !isCancelled(error)) setState('failed');
      });
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, scale, fitWidth, rotation, visible]);

  return (
    <canvas
      ref={canvas}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': state === 'failed' ? `${label} could not be drawn` : label })}
      className={css.sheet}
      data-state={state}
    />
  );
}
