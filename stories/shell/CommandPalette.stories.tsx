import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CommandPalette } from '../../src/shell/CommandPalette';
import { adminPalette, partsPalette } from './fixtures';

const navigate = fn();

const meta = {
  title: 'Shell/CommandPalette',
  component: CommandPalette,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: { entries: adminPalette, isOpen: true, onOpenChange: fn() },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndGo: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Go to a page' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search pages' }), 'bin verif');
    const items = within(dialog).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Bin Verification']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/binverification', undefined);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OnlyPagesTheUserMayOpen: Story = {
  args: { entries: partsPalette },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Go to a page' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'cash');
    await expect(await within(dialog).findByText('No page matches.')).toBeVisible();
  },
};

export const Escape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Go to a page' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
