import { useLayoutEffect, useState } from 'react';

export interface MeasuredSize {
  /** Whole CSS pixels; 0 until the element has been measured. */
  width: number;
  height: number;
}

/**
 * The size of a box, followed with ResizeObserver, so a chart draws at the width it is given (a
 * phone's or a wide dashboard's). Give the returned ref to the box: a callback ref, so a box that
 * appears later (after a loading state) is measured too. When web fonts finish loading the size
 * comes again as a new object, for charts to measure their labels again.
 */
export function useMeasuredSize<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState<MeasuredSize>({ width: 0, height: 0 });

  // Measured before the first paint too, so a chart shows in the same frame as its page.
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const next = { width: Math.floor(box.width), height: Math.floor(box.height) };
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const fontsLoaded = () => setSize((prev) => ({ ...prev }));
    document.fonts?.addEventListener('loadingdone', fontsLoaded);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', fontsLoaded);
    };
  }, [element]);

  return [setElement, size] as const;
}
