import { expect, within } from 'storybook/test';

/** Below 992 px the market screens stack their figures: the tile `group` still fits the width. */
export const narrowFitting = (group: string) => ({
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: group }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
