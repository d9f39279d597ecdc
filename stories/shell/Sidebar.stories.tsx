import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Sidebar } from '../../src/shell/Sidebar';
import { adminMenu, partsMenu } from './fixtures';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: 264, height: 700, borderRight: '1px solid #ddd' }}><Story /></div>],
  args: { sections: adminMenu, activeHref: '/ar/cashclearing' },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullMenu: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const groups = within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual(['Home', 'Accounting', 'Parts', 'Parts › Reports', 'Service', 'Sales', 'Marketing', 'Customers', 'Users', 'Administration']);
    await expect(within(nav).getByRole('link', { name: 'Cash Clearing' })).toHaveAttribute('aria-current', 'page');
    // Groups other than Home and the current one start closed and open on demand.
    await expect(within(nav).queryByRole('link', { name: 'Waiting List' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Parts' }));
    await expect(within(nav).getByRole('link', { name: 'Waiting List' })).toBeVisible();
  },
};

export const PartsOnly: Story = {
  args: { sections: partsMenu, activeHref: '/displaytickets' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const groups = within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual(['Home', 'Parts', 'Parts › Reports', 'Administration']);
    await expect(within(nav).getByRole('link', { name: 'Waiting List' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByText('Cash Clearing')).toBeNull();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const home = within(nav).getByRole('button', { name: 'Home' });
    home.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'My Open Issues' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(nav).getByRole('button', { name: 'Administration' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(home).toHaveFocus();
  },
};

export const NothingButHome: Story = {
  args: { sections: adminMenu.filter((s) => s.group === 'Home'), activeHref: '/gettingstarted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};
