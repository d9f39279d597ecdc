import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/ui/Spinner/Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { label: 'Loading invoices' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading invoices' })).toBeVisible();
  },
};

/** Decorative: inside a control that already says it is busy, the spinner stays silent. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const InheritsSizeAndColour: Story = {
  args: { label: 'Loading' },
  render: (args) => (
    <span style={{ fontSize: 32, color: '#1f5fd1' }}>
      <Spinner {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(spinner.getBoundingClientRect().width).toBe(32);
    await expect(getComputedStyle(spinner).borderTopColor).toBe('rgb(31, 95, 209)');
  },
};
