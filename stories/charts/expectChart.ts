import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { toRgb } from '../../src/domain/themeColor';

export const rgb = (hex: string) => `rgb(${toRgb(hex).join(', ')})`;

/** The marks a chart draws: 'bar', 'line', 'dot' or 'slice'. */
export const marks = (svg: SVGSVGElement, mark: 'bar' | 'line' | 'dot' | 'slice') => [
  ...svg.querySelectorAll<SVGElement>(`[data-mark="${mark}"]`),
];

/** Points at a spot of the chart as a mouse would, and waits for the tooltip box to say `text`. */
export async function hoverTooltip(canvasElement: HTMLElement, target: Element, text: string) {
  const box = target.getBoundingClientRect();
  fireEvent.mouseMove(target, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
  return waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('[data-part="tooltip"]');
    if (!found?.textContent?.includes(text)) throw new Error(`no tooltip with ${text} yet`);
    return found;
  });
}

/** The chart rendered an SVG under its accessible name, with the data table alternative beside it. */
export async function expectChart(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const image = canvas.getByRole('img', { name: title });
  // Wait until the marks are drawn at the measured size, so later queries see the settled SVG.
  const svg = await waitFor(() => {
    const found = image.querySelector<SVGSVGElement>('svg');
    if (!found?.querySelector('[data-mark]')) {
      throw new Error('no chart marks yet');
    }
    expect(found.getBoundingClientRect().width).toBeGreaterThan(0);
    return found;
  });
  const table = canvas.getByRole('table', { name: title });
  return { svg, table };
}

export async function expectEmpty(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: 'No data for this period' })).toBeVisible();
  await expect(canvas.queryByRole('img')).toBeNull();
  await expect(canvas.queryByRole('table')).toBeNull();
}

export async function expectLoading(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(`Loading ${title}`);
  await expect(canvasElement.querySelector('svg')).toBeNull();
}

type Play = { play: (context: { canvasElement: HTMLElement }) => Promise<void> };

/** The states every chart's stories show the same way: no data, loading, a phone's width. */
export const emptyStory: Play & { args: { data: [] } } = {
  args: { data: [] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement),
};

export const loadingStory = (title: string): Play & { args: { isLoading: true } } => ({
  args: { isLoading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, title),
});

export const narrowStory = (title: string): Play & { globals: { viewport: { value: string } } } => ({
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, title);
    await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Every label stays inside the picture.
    const box = svg.getBoundingClientRect();
    for (const label of svg.querySelectorAll('text')) {
      const { left, right } = label.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(box.left - 0.5);
      await expect(right).toBeLessThanOrEqual(box.right + 0.5);
    }
  },
});
