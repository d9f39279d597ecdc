import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { EmptyState } from '../../src/ui/EmptyState/EmptyState';

const onClear = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No data for this period' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('No data for this period');
  },
};

export const WithEverything: Story = {
  args: {
    title: 'No invoices match these filters',
    description: 'Try another branch or a wider date range.',
    icon: (
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" strokeLinecap="round" />
      </svg>
    ),
    action: (
      <Button tone="secondary" onPress={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Try another branch or a wider date range.')).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalledOnce();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section aria-labelledby="parts-heading">
      <h2 id="parts-heading">Parts on order</h2>
      <EmptyState {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent('No data for this period');
  },
};
