import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTOMATIC_ACCOUNT_ROLE, automaticAccountEmail, type CreatedUserRow } from '../../../src/domain/users';
import { CreatedUsers } from '../../../src/screens/users/CreatedUsers';
import { claimsOf, employees } from './fixtures';
import { usersGridStates } from './usersGridStates';

/** Accounts for the Excede employees, as the job makes them: newest first. */
function created(count: number): CreatedUserRow[] {
  return Array.from({ length: count }, (_, i) => {
    const e = employees[i % employees.length]!;
    const excedeId = String(Number(e.excede_id) + Math.floor(i / employees.length) * 1000);
    return {
      id: 500 + i,
      name: e.name,
      email: automaticAccountEmail(e.name, excedeId),
      excede_id: excedeId,
      excede_name: e.excede_name,
      branches: e.branch ? [e.branch] : [],
      roles: [AUTOMATIC_ACCOUNT_ROLE],
      active: i % 9 !== 4,
      created_at: new Date(Date.UTC(2026, 10, 20, 11, 0) - i * 3_600_000).toISOString(),
    };
  });
}

const rows = created(14);

const meta = {
  title: 'Screens/Users/CreatedUsers',
  component: CreatedUsers,
  args: { users: rows, onRetry: fn(), canCreate: true, onRun: fn(), onOpen: fn(), onViewChange: fn() },
} satisfies Meta<typeof CreatedUsers>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'Automatically created users' });
const bodyRows = (el: HTMLElement) => Array.from(grid(el).querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Automatically Created Users' })).toBeVisible();
    const headers = within(grid(canvasElement)).getAllByRole('columnheader').map((h) => h.textContent);
    for (const name of ['Created', 'Name', 'Email', 'Excede name', 'Excede id', 'Roles', 'Branches', 'Active'])
      await expect(headers.some((h) => h?.startsWith(name))).toBe(true);
    await expect(bodyRows(canvasElement)).toHaveLength(14);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('11/20/2026');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(rows[0]!.email);
    await userEvent.click(bodyRows(canvasElement)[1]!);
    await expect(args.onOpen).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Create accounts now' }));
    await expect(args.onRun).toHaveBeenCalled();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), rows[3]!.excede_id!);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(rows[3]!.email);
    await waitFor(() => expect(args.onViewChange).toHaveBeenCalled());
  },
};

export const AfterARun: Story = {
  args: {
    lastRun: {
      message: '2 accounts created.',
      created: rows.slice(0, 2).map((r) => ({ id: r.id, name: r.name, email: r.email, excede_id: r.excede_id!, branch: r.branches[0] ?? null })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 accounts created.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Accounts just created' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent(rows[0]!.email);
  },
};

export const RunCreatedNothing: Story = {
  args: { lastRun: { message: '0 accounts created.', created: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 accounts created.')).toBeVisible();
    await expect(canvas.getByText('Every Excede employee already has an account.')).toBeVisible();
  },
};

export const Running: Story = {
  args: { isRunning: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Create accounts now/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RunFailed: Story = {
  args: { runError: 'You do not have permission to do this.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  },
};

export const WithoutCreatePermission: Story = {
  args: { canCreate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Create accounts now' })).toBeNull();
    await expect(bodyRows(canvasElement)).toHaveLength(14);
  },
};

export const WithClaimedAddresses: Story = {
  args: { claims: claimsOf(1), onSettleClaim: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'An address is claimed by a registration' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Link to / }));
    await expect(args.onSettleClaim).toHaveBeenCalledWith(claimsOf(1)[0], 'link');
    await expect(bodyRows(canvasElement)).toHaveLength(14);
  },
};

export const Loading: Story = usersGridStates.loading;

export const Empty: Story = usersGridStates.empty('No account has been created automatically yet.');

export const Failed: Story = usersGridStates.failed;

export const Large: Story = {
  args: { users: created(3000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').some((s) => s.textContent?.includes('3,000 rows'))).toBe(true);
    // the page's first 20 rows come at once, the rest a frame later
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(50));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create accounts now' })).toBeVisible();
  },
};
