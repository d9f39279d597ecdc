import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from '../../src/shell/Header';
import { AccountMenu } from '../../src/shell/AccountMenu';
import { crumbsFor } from './fixtures';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    crumbs: crumbsFor('/users/edit/7'),
    account: <AccountMenu userName="Alex Admin" actions={['logout']} onAction={fn()} />,
    onOpenMenu: fn(),
    onOpenPalette: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Edit User 7');
    await expect(canvas.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu', hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to a page' }));
    await expect(args.onOpenPalette).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onOpenMenu).toHaveBeenCalled();
  },
};

export const WithTools: Story = {
  args: { tools: <button type="button">Branch</button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Branch' })).toBeVisible();
  },
};
