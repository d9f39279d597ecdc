import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ColumnsMenu } from '../../src/ui/DataTable/ColumnsMenu';

const meta = {
  title: 'Table/ColumnsMenu',
  component: ColumnsMenu,
  args: {
    items: [
      { id: 'branch', header: 'Branch', visible: true, canHide: false },
      { id: 'part', header: 'Part number', visible: true, canHide: true },
      { id: 'cost', header: 'Cost', visible: false, canHide: true },
    ],
    onToggle: fn(),
    onMove: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ColumnsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowHideAndOrder: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Branch' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cost' }));
    await expect(args.onToggle).toHaveBeenCalledWith('cost', true);
    await expect(within(dialog).getByRole('button', { name: 'Move Branch up' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Part number down' }));
    await expect(args.onMove).toHaveBeenCalledWith('part', 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset columns' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const LastVisibleColumnStays: Story = {
  args: {
    items: [
      { id: 'part', header: 'Part number', visible: true, canHide: true },
      { id: 'cost', header: 'Cost', visible: false, canHide: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Part number' })).toBeDisabled();
  },
};
