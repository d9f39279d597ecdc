import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../src/ui/IconButton/IconButton';
import { centredRow } from '../layout.css';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'refresh', 'aria-label': 'Refresh', onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className={centredRow}>
      <IconButton {...args} tone="primary" icon="plus" aria-label="Add" />
      <IconButton {...args} tone="secondary" icon="download" aria-label="Export" />
      <IconButton {...args} tone="critical" icon="trash" aria-label="Delete" />
      <IconButton {...args} tone="ghost" icon="menu" aria-label="Open menu" />
      <IconButton {...args} size="small" icon="close" aria-label="Close" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Add', 'Export', 'Delete', 'Open menu', 'Close']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
