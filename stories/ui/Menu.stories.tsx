import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from '../../src/ui/Menu/Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    label: 'Dana Whitfield',
    icon: 'user',
    items: [
      { id: 'profile', label: 'My profile', icon: 'user' },
      { id: 'landing', label: 'Set as landing page', icon: 'check' },
      { id: 'refresh', label: 'Refresh permissions', icon: 'refresh' },
      { id: 'sep', separator: true },
      { id: 'logout', label: 'Sign out', icon: 'logout' },
    ],
    onAction: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(document.body).findByRole('menu');

export const AccountMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Dana Whitfield' });
    await userEvent.click(trigger);
    const list = await menu();
    await expect(within(list).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(list).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Dana Whitfield' }).focus();
    await userEvent.keyboard('{Enter}');
    await menu();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('landing');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Dana Whitfield' });
    await userEvent.click(trigger);
    await menu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const IconOnly: Story = {
  args: {
    label: 'Row actions',
    hideLabel: true,
    icon: 'menu',
    items: [
      { id: 'open', label: 'Open in new tab', icon: 'external' },
      { id: 'export', label: 'Export', icon: 'download', isDisabled: true },
      { id: 'delete', label: 'Delete' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Row actions' }));
    const list = await menu();
    await expect(within(list).getByRole('menuitem', { name: 'Export' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(list).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { label: 'Alexandra Montgomery-Castellanos' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alexandra Montgomery-Castellanos' }));
    const list = await menu();
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
