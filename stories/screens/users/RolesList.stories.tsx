import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RolesList } from '../../../src/screens/users/RolesList';
import { roles } from './fixtures';

const meta = {
  title: 'Screens/Users/RolesList',
  component: RolesList,
  args: { roles, onRetry: fn(), canCreate: true, onCreate: fn(), onOpen: fn(), onViewChange: fn() },
} satisfies Meta<typeof RolesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Roles' });
    await expect(rows(grid)).toHaveLength(roles.length);
    const admin = rows(grid).find((r) => r.textContent?.includes('Administrator'))!;
    await expect(admin).toHaveTextContent(String(roles[0]!.permission_count));
    await userEvent.click(admin);
    await expect(args.onOpen).toHaveBeenCalledWith(roles[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'New role' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'market');
    await waitFor(() => expect(rows(canvas.getByRole('grid', { name: 'Roles' }))).toHaveLength(1));
  },
};

export const WithoutCreatePermission: Story = {
  args: { canCreate: false, onOpen: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New role' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { roles: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { roles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No roles yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { roles: undefined, error: 'Server Error: boom' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error: boom');
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: {
    roles: Array.from({ length: 400 }, (_, i) => ({ ...roles[i % roles.length]!, id: i + 1, name: `${roles[i % roles.length]!.name} ${i + 1}` })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('400 rows');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New role' })).toBeVisible();
  },
};
