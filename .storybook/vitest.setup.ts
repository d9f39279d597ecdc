import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story is also a visual test: after its play() passes, the page is compared with the
 * baseline picture committed beside the stories (__screenshots__). `npm run test:update-snapshots`
 * refreshes the baselines on purpose. A story whose picture cannot be stable (a toast that closes
 * itself on a timer) sets `document.body.dataset.visual = 'off'` in its play().
 */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = [
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
    'html, body { min-height: 100vh; }',
  ].join('\n');
  document.head.append(style);
});

afterEach(async ({ task }) => {
  const visualOff = document.body.dataset.visual === 'off';
  delete document.body.dataset.visual;
  if (task.result?.state === 'fail' || visualOff) return;
  await document.fonts.ready;
  // The whole page, so overlays portalled to document.body (menus, dialogs) are in the picture.
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(task.name.replace(/[^\w-]+/g, '-'));
});
