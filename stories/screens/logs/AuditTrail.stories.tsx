import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_NOW } from '../../../src/demo/now';
import type { AuditFilters } from '../../../src/domain/auditTrail';
import { defaultUserLogRange } from '../../../src/domain/userLogs';
import { AuditTrail, type AuditTrailProps } from '../../../src/screens/logs/AuditTrail';
import { auditEntries, auditPage, filterGroup, logPeople, useFiltersInState } from './fixtures';

const filters: AuditFilters = { ...defaultUserLogRange(DEMO_NOW), actorId: null, assumedUserId: null, entity: null, action: null, page: 1 };
const options = {
  users: logPeople,
  entities: ['flagged_error', 'product_plan_item', 'role', 'session', 'user'],
  actions: [...new Set(auditEntries.map((e) => e.action))].sort(),
};

/** A trail of more than one page answers the page asked for, as the server would. */
function Stateful(props: AuditTrailProps) {
  const state = useFiltersInState(props.filters, props.onFiltersChange);
  const data = props.data && state.filters.page !== props.data.page ? auditPage(state.filters.page, props.data.total) : props.data;
  return <AuditTrail {...props} {...state} data={data} />;
}

const meta = {
  title: 'Screens/Logs/AuditTrail',
  component: AuditTrail,
  render: (args) => <Stateful {...args} />,
  args: { data: auditPage(1, auditEntries.length), options, filters, onFiltersChange: fn(), onRetry: fn() },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'Audit trail' });
/** The grid's body rows, once its virtual body (a chunk of its own) has drawn them. */
const bodyRows = (el: HTMLElement) =>
  waitFor(() => {
    const rows = grid(el).querySelectorAll<HTMLElement>('tbody tr[data-row-index]');
    expect(rows.length).toBeGreaterThan(0);
    return [...rows];
  });
const cells = (row: HTMLElement) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(auditEntries.length);
    // Done while assuming: the actor and the user worked as, both on the row.
    await expect(cells(rows[0]!)).toEqual(['11/20/2026 10:30 AM', 'Alex Admin', 'Pat Parts', 'user.landingPage', 'user #2', '10.20.1.14']);
    // Done as oneself: no one in "Working as".
    await expect(cells(rows[3]!).slice(1, 3)).toEqual(['Alex Admin', '']);
    // A sign-in attempt without a record names its email.
    await expect(cells(rows[6]!).slice(1, 5)).toEqual(['', '', 'login.failure', 'service.desk@demo.local']);
    await expect(canvas.getByText('Showing 1–8 of 8')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Older' })).toBeDisabled();
  },
};

export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const group = filterGroup(canvasElement);
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Working as' }), 'Pat Parts');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, assumedUserId: 2 });
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Actor' }), 'Alex Admin');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, assumedUserId: 2, actorId: 1 });
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Record type' }), 'user');
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Action' }), 'user.landingPage');
    const chosen = { ...filters, assumedUserId: 2, actorId: 1, entity: 'user', action: 'user.landingPage' };
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(chosen);
    fireEvent.change(within(group.getByRole('group', { name: 'Dates' })).getByLabelText('Start date'), { target: { value: '2026-11-01' } });
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...chosen, from: '2026-11-01' });
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Working as' }), 'All entries');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...chosen, from: '2026-11-01', assumedUserId: null });
  },
};

export const BeforeAndAfter: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const rows = await bodyRows(canvasElement);
    await userEvent.click(within(rows[3]!).getByText('user #3'));
    let dialog = await body.findByRole('dialog', { name: 'Audit entry #5' });
    await expect(dialog).toHaveTextContent('Not assuming another user');
    const changes = within(dialog).getByRole('table', { name: 'Before and after' });
    await expect(within(changes).getByRole('rowheader', { name: 'roles (changed)' })).toBeVisible();
    await expect(within(changes).getByRole('rowheader', { name: 'name' })).toBeVisible();
    await expect(within(changes).getByRole('row', { name: /branches \(changed\)/ })).toHaveTextContent('["101 - Norcross","102 - Atlanta"]');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Enter on a row's cell opens it too; values that are not records show as JSON, side by side.
    (await bodyRows(canvasElement))[0]!.querySelector<HTMLElement>('[role="gridcell"]')!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    dialog = await body.findByRole('dialog', { name: 'Audit entry #1' });
    await expect(within(dialog).getByRole('region', { name: 'After' })).toHaveTextContent('"can view bin verification"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // An entry made while assuming names the user worked as.
    await userEvent.click(within((await bodyRows(canvasElement))[0]!).getByText('user #2'));
    dialog = await body.findByRole('dialog', { name: 'Audit entry #8' });
    await expect(within(dialog).getByText('Pat Parts')).toBeVisible();
    await expect(within(dialog).getByRole('rowheader', { name: 'landingPage (changed)' })).toBeVisible();
    await expect(within(dialog).getByRole('row', { name: /landingPage/ })).toHaveTextContent('/gettingstarted/displaytickets');
  },
};

export const Large: Story = {
  args: { data: auditPage(1, 2345) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1–100 of 2,345')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 24')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, page: 2 });
    await expect(canvas.getByText('Showing 101–200 of 2,345')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 24')).toBeVisible();
    await waitFor(() => expect((grid(canvasElement).querySelector('tbody tr[data-row-index]') as HTMLElement).textContent).toContain('11/19/2026 10:50 PM'));
    await userEvent.click(canvas.getByRole('button', { name: 'Newer' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, page: 1 });
    // A new filter starts again at the newest page.
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await userEvent.selectOptions(filterGroup(canvasElement).getByRole('combobox', { name: 'Action' }), 'role.update');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, action: 'role.update', page: 1 });
  },
};

export const LastPage: Story = {
  args: { data: auditPage(24, 2345), filters: { ...filters, page: 24 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 2,301–2,345 of 2,345')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Older' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeEnabled();
    await expect(canvas.getAllByRole('status').some((el) => el.textContent === '45 rows')).toBe(true);
  },
};

export const Empty: Story = {
  args: { data: auditPage(1, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No audit entries match these filters.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByText(/Showing/)).toBeNull();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'to: The date range may span at most 366 days.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('366 days');
    await expect(canvas.queryByText(/Showing/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { data: auditPage(1, 2345) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(grid(canvasElement)).toBeVisible();
    const older = canvas.getByRole('button', { name: 'Older' });
    await expect(older.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const actor = filterGroup(canvasElement).getByRole('combobox', { name: 'Actor' });
    await expect(actor.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(older);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, page: 2 });
    // The picture shows the screen from its top (the press scrolled down to the pager).
    window.scrollTo(0, 0);
  },
};
