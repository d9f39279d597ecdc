import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarePage } from '../../src/shell/BarePage';
import { StatusPage } from '../../src/screens/pages/StatusPage';

/** A page without the shell (/healthcheck, /tickets/{brnId}, the status pages when signed out). */
const meta = {
  title: 'Shell/BarePage',
  component: BarePage,
  parameters: { layout: 'fullscreen' },
  args: { children: <StatusPage kind="not-found" homeHref="/gettingstarted" /> },
} satisfies Meta<typeof BarePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const headingOffset = (canvasElement: HTMLElement) => {
  const heading = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
  const main = within(canvasElement).getByRole('main').getBoundingClientRect();
  return { left: heading.left - main.left, top: heading.top - main.top };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { left, top } = headingOffset(canvasElement);
    await expect(left).toBeGreaterThanOrEqual(24);
    await expect(top).toBeGreaterThanOrEqual(24);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const { left } = headingOffset(canvasElement);
    await expect(left).toBeGreaterThanOrEqual(12);
    await expect(left).toBeLessThan(24);
  },
};
