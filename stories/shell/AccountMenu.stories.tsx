import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AccountMenu } from '../../src/shell/AccountMenu';

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  args: { userName: 'Alex Admin', actions: ['profile', 'assumeUser', 'setLandingPage', 'suggestions', 'logout'], onAction: fn() },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Profile',
      'Assume user',
      'Set as landing page',
      'Suggestions',
      'Logout',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Set as landing page' }));
    await expect(args.onAction).toHaveBeenCalledWith('setLandingPage');
  },
};

export const WhileAssuming: Story = {
  args: { userName: 'Pat Parts', actions: ['profile', 'backToOriginal', 'setLandingPage', 'suggestions', 'logout'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Assume user' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Back to original user' }));
    await expect(args.onAction).toHaveBeenCalledWith('backToOriginal');
  },
};

/** A user without any permission still has their own profile (/profile) first. */
export const WithoutPermissions: Story = {
  args: { userName: 'Vic Viewer', actions: ['profile', 'setLandingPage', 'suggestions', 'logout'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Profile', 'Set as landing page', 'Suggestions', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await expect(args.onAction).toHaveBeenCalledWith('profile');
  },
};

export const KeyboardLogout: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};
