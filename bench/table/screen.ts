// Reading the grid as a user sees it, and waiting until it shows something: a benchmark step ends only
// when the DOM shows the expected rows and the browser has produced the frame that paints them.

/** How long a step may take before the benchmark gives up on it. */
const STEP_TIMEOUT_MS = 60_000;

export function gridScreen(container: HTMLElement) {
  const status = () => container.querySelector('[role="status"]')?.textContent ?? '';
  /** The ticket (first column) of the row at this position in the grid's sorted, filtered rows. */
  const ticketAt = (index: number) => container.querySelector(`tbody tr[data-row-index="${index}"] td`)?.textContent ?? null;
  const rowsInDom = () => container.querySelectorAll('tbody tr[data-row-index]').length;
  const scroller = () => container.querySelector('table')!.parentElement!;
  return { status, ticketAt, rowsInDom, scroller };
}

/**
 * Resolves with performance.now() at the first DOM change after which `shown()` returns null (checked
 * at once, then after every mutation); rejects, naming what the page shows instead, after a minute.
 */
export function whenShown(container: HTMLElement, what: string, shown: () => string | null): Promise<number> {
  if (shown() === null) return Promise.resolve(performance.now());
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (shown() !== null) return;
      const at = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${what}: not on screen after ${STEP_TIMEOUT_MS / 1000} s; the grid shows ${shown()}`));
    }, STEP_TIMEOUT_MS);
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** Resolves after the browser has produced the next frame (the task after its animation frame). */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const idleTime = () => new Promise<number>((resolve) => requestIdleCallback((idle) => resolve(idle.timeRemaining())));

/**
 * Waits `ms`, then until the page has nothing left to do: the browser grants a whole idle period (up to 50 ms)
 * only when no task is waiting, so work the page does in slices (the grid's search index) is over by then.
 */
export async function settle(ms: number) {
  await pause(ms);
  const giveUp = performance.now() + STEP_TIMEOUT_MS;
  while ((await idleTime()) < 45) {
    if (performance.now() > giveUp) throw new Error(`the page was still busy ${STEP_TIMEOUT_MS / 1000} s after ${ms} ms of reading`);
  }
}

/** Long tasks (over 50 ms, the browser's definition) and the longest gap between frames while `work` runs. */
export async function watchLongTasks(work: () => Promise<void>): Promise<{ longestTask: number; longTasks: number; longestFrame: number }> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let longestFrame = 0;
  let last = performance.now();
  let watching = true;
  const onFrame = (now: number) => {
    longestFrame = Math.max(longestFrame, now - last);
    last = now;
    if (watching) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  try {
    await work();
    await nextFrame();
    // long-task entries are delivered after the task: give the observer a moment
    await pause(100);
    for (const entry of observer.takeRecords()) tasks.push(entry.duration);
  } finally {
    watching = false;
    observer.disconnect();
  }
  return { longestTask: Math.round(Math.max(0, ...tasks)), longTasks: tasks.length, longestFrame: Math.round(longestFrame) };
}
