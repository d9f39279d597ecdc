import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog/ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Delete work order?',
    message: 'Work order 88121 and its labour lines will be removed. This cannot be undone.',
    confirmLabel: 'Delete',
    tone: 'critical',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('alertdialog', { name: 'Delete work order?' });

export const Confirm: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box).toHaveTextContent('Work order 88121');
    await userEvent.click(within(box).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: /Delete/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(box).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(box).toBeVisible();
  },
};

export const PrimaryTone: Story = {
  args: {
    title: 'Set as landing page?',
    message: 'This page opens first after you sign in.',
    confirmLabel: 'Set landing page',
    tone: 'primary',
  },
  play: async ({ args }) => {
    const box = await within(document.body).findByRole('alertdialog', { name: 'Set as landing page?' });
    await userEvent.click(within(box).getByRole('button', { name: 'Set landing page' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
