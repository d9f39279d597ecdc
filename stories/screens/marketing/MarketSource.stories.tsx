import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketSource } from '../../../src/screens/marketing/MarketSource';
import { answerOf } from './marketData';

const meta = {
  title: 'Screens/Marketing/MarketSource',
  component: MarketSource,
  args: { source: answerOf('Social Media').source },
} satisfies Meta<typeof MarketSource>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A feed's report: where its figures come from and when the feed last changed them. */
export const Feed: Story = {
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    await expect(text).toMatch(/^Source: Facebook, Instagram/);
    await expect(text).not.toMatch(/Uploaded/);
    await expect(text).not.toMatch(/may be out of date/);
  },
};

/** A report with figures uploaded over its feed: who uploaded which file and when. */
export const Uploaded: Story = {
  args: { source: answerOf('Happy or Not').source },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Uploaded october-terminals.csv by Sandy Sales on 11/20/2026 09:30 AM.')).toBeVisible();
  },
};

/** The feed has not refreshed when it should have: the source says its figures may be out of date. */
export const Stale: Story = {
  args: { source: { ...answerOf('Social Media').source, stale: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\(may be out of date\)\.$/)).toBeVisible();
  },
};
