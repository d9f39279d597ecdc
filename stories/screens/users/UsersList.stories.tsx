import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UsersList } from '../../../src/screens/users/UsersList';
import { manyUsers, users } from './fixtures';
import { usersGridStates } from './usersGridStates';

const meta = {
  title: 'Screens/Users/UsersList',
  component: UsersList,
  args: { users, onRetry: fn(), canCreate: true, onCreate: fn(), onOpen: fn(), onViewChange: fn() },
} satisfies Meta<typeof UsersList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));
const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'Users' });

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${users.length} rows`);
    const headers = within(grid(canvasElement)).getAllByRole('columnheader').map((h) => h.textContent);
    for (const name of ['Name', 'Email', 'Excede name', 'Excede id', 'Roles', 'Branches', 'Active', 'Last sign-in'])
      await expect(headers.some((h) => h?.startsWith(name))).toBe(true);
    const admin = rows(grid(canvasElement)).find((r) => r.textContent?.includes('admin@demo.local'))!;
    await expect(admin).toHaveTextContent('Administrator');
    await userEvent.click(admin);
    await expect(args.onOpen).toHaveBeenCalledWith(users[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'New user' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'parts@demo');
    await waitFor(() => expect(rows(grid(canvasElement))).toHaveLength(1));
    await waitFor(() => expect(args.onViewChange).toHaveBeenCalled());
  },
};

export const FilterInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Active' }), 'inactive');
    const inactive = users.filter((u) => !u.active).length;
    await waitFor(() => expect(rows(grid(canvasElement))).toHaveLength(inactive));
  },
};

export const WithoutCreatePermission: Story = {
  args: { canCreate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New user' })).toBeNull();
  },
};

export const SavedView: Story = {
  args: { view: { sorting: [{ id: 'email', desc: true }], globalFilter: '' } },
  play: async ({ canvasElement }) => {
    const first = rows(grid(canvasElement))[0]!;
    const emails = [...users].map((u) => u.email).sort((a, b) => b.localeCompare(a));
    await expect(first).toHaveTextContent(emails[0]!);
  },
};

export const Loading: Story = usersGridStates.loading;

export const Empty: Story = usersGridStates.empty('No users yet.');

export const Failed: Story = usersGridStates.failed;

export const Large: Story = {
  args: { users: manyUsers(5000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5,000 rows');
    // the page's first 20 rows come at once, the rest a frame later
    await waitFor(() => expect(rows(grid(canvasElement))).toHaveLength(50));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New user' })).toBeVisible();
  },
};
