import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NavigationDrawer } from '../../src/shell/NavigationDrawer';
import { partsMenu } from './fixtures';

const meta = {
  title: 'Shell/NavigationDrawer',
  component: NavigationDrawer,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1' } },
  args: { sections: partsMenu, activeHref: '/displaytickets', isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof NavigationDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Home', 'Parts', 'Parts › Reports', 'Administration']);
    await expect(within(nav).getByRole('link', { name: 'Waiting List' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnNavigation: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'My Open Issues' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
