import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell';
import { AccountMenu } from '../../src/shell/AccountMenu';
import { adminMenu, adminPalette, crumbsFor, partsMenu, partsPalette } from './fixtures';

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    sections: adminMenu,
    activeHref: '/ar/cashclearing',
    crumbs: crumbsFor('/ar/cashclearing'),
    paletteEntries: adminPalette,
    account: <AccountMenu userName="Alex Admin" actions={['setLandingPage', 'logout']} onAction={fn()} />,
    year: 2026,
    children: <h1>Cash Clearing</h1>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('HomeAccountingCash Clearing');
    await expect(canvas.getByRole('main')).toHaveTextContent('Cash Clearing');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026');
  },
};

export const PartsOnlyMenu: Story = {
  args: { sections: partsMenu, paletteEntries: partsPalette, activeHref: '/displaytickets', crumbs: crumbsFor('/displaytickets'), children: <h1>Waiting List</h1> },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).queryByRole('button', { name: 'Accounting' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Waiting List' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CommandPaletteShortcut: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Go to a page' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'roles');
    await expect(within(dialog).getAllByRole('menuitem').map((i) => i.textContent)).toContain('Roles');
    await userEvent.keyboard('{Escape}');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    // the drawer's code loads on this first press, which can take a while on a busy machine
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    // and slides in
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    // it slides out before it leaves the DOM
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

export const Navigating: Story = {
  args: { isNavigating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  },
};
