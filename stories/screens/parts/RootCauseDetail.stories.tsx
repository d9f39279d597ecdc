import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RootCauseDetail } from '../../../src/screens/parts/RootCauseDetail';
import { partStory } from './rootCauseAnalysisData';

const meta = {
  title: 'Screens/Parts/RootCauseDetail',
  component: RootCauseDetail,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { detail: partStory, onRetry: fn() },
} satisfies Meta<typeof RootCauseDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One part's story: its chain, stock, months sold and lost, misses and what was done. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Root Cause Detail · BRK-4515Q' })).toBeVisible();
    await expect(canvas.getByText('BRK-4515 → BRK-4515Q')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All its misses in the analysis' })).toHaveAttribute('href', '/root-cause-analysis?brnId=101&f.partNo=BRK-4515Q');
    await expect(canvas.getByText(/Pat Parts on miss 501: Status: New → Closed; Reason: — → NOSTK/)).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Stock at my branches' })).getAllByRole('row')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: "Loading the part's story" })).toBeInTheDocument();
  },
};

/** A part with nothing at my branches: no stock, no miss worked. */
export const Empty: Story = {
  args: { detail: { ...partStory, stock: [], misses: [], actions: [], chain: [], months: partStory.months.map((m) => ({ ...m, sold: 0, lost: 0 })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No branch of mine stocks this part')).toBeVisible();
    await expect(canvas.getByText('No miss of this part.')).toBeVisible();
  },
};

/** A miss of another branch: the server's 403 in words, and Try again. */
export const Refused: Story = {
  args: { detail: undefined, error: 'You do not have access to branch 102.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('You do not have access to branch 102.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { detail: { ...partStory, misses: Array.from({ length: 8 }, (_, i) => partStory.misses.map((m) => ({ ...m, id: m.id + i * 100 }))).flat() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Its misses' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Root Cause Detail · BRK-4515Q' })).toBeVisible();
  },
};
