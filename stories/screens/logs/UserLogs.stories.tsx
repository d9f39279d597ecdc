import { addDays } from '../../../src/domain/businessDays';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRandom } from '../../../src/demo/random';
import { DEMO_NOW } from '../../../src/demo/now';
import { defaultUserLogRange, type UserLogFilters, type UserLogRow, type UserLogsAnswer } from '../../../src/domain/userLogs';
import { UserLogs, type UserLogsProps } from '../../../src/screens/logs/UserLogs';
import { expectChart } from '../../charts/expectChart';
import { filterGroup, logPeople, useFiltersInState } from './fixtures';

const range = defaultUserLogRange(DEMO_NOW);
const pages = ['My Open Issues', 'Waiting List', 'Parts Research', 'Cash Clearing'];
const branches = ['101 - Norcross', '201 - Birmingham'];

function makeAnswer(count: number, total = count): UserLogsAnswer {
  const random = createRandom(7);
  const rows: UserLogRow[] = Array.from({ length: count }, (_, i) => {
    const person = logPeople[i % logPeople.length]!;
    const to = random.pick(pages);
    const from = random.pick(pages);
    return {
      id: count - i,
      userId: person.id,
      userName: person.name,
      pageName: to,
      fromName: i % 10 === 0 ? null : from,
      fromPath: i % 10 === 0 ? null : `/${from.toLowerCase().replace(/ /g, '-')}`,
      toName: to,
      toPath: `/${to.toLowerCase().replace(/ /g, '-')}`,
      loadtime: Math.round(random.next() * 3000) / 1000,
      branch: random.pick(branches),
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
      createdAt: new Date(DEMO_NOW.getTime() - i * 9 * 60_000).toISOString(),
    };
  });
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const day = row.createdAt.slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return { rows, total, perDay: [...perDay].map(([day, c]) => ({ day, count: c })).sort((a, b) => a.day.localeCompare(b.day)) };
}

const answer = makeAnswer(120);
const filters: UserLogFilters = { ...range, userId: null, page: null, branch: null };

function Stateful(props: UserLogsProps) {
  const state = useFiltersInState(props.filters, props.onFiltersChange);
  return <UserLogs {...props} {...state} />;
}

const meta = {
  title: 'Screens/Logs/UserLogs',
  component: UserLogs,
  render: (args) => <Stateful {...args} />,
  args: { data: answer, options: { users: logPeople, pages, branches }, filters, onFiltersChange: fn(), onRetry: fn() },
} satisfies Meta<typeof UserLogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'User logs' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Logs' })).toBeVisible();
    await expect(canvas.getAllByRole('status').some((el) => el.textContent === '120 rows')).toBe(true);
    const { table } = await expectChart(canvasElement, 'Navigations per day');
    // every day of the 30-day range is a category, days without activity at 0
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    // The virtual body loads as its own chunk (skeleton rows until then).
    const rows = await waitFor(() => {
      const found = grid(canvasElement).querySelectorAll('tbody tr[data-row-index]');
      expect(found.length).toBeGreaterThan(5);
      return found;
    });
    await expect(rows[0]).toHaveTextContent('Alex Admin');
    await expect(rows[0]).toHaveTextContent('(start) →');
    await expect(canvas.queryByText(/Showing the newest/)).toBeNull();
  },
};

export const FilterByUserPageBranch: Story = {
  play: async ({ canvasElement, args }) => {
    const group = filterGroup(canvasElement);
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'User' }), 'Pat Parts');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, userId: 2 });
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Page' }), 'Waiting List');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, userId: 2, page: 'Waiting List' });
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Branch' }), '201 - Birmingham');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, userId: 2, page: 'Waiting List', branch: '201 - Birmingham' });
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'User' }), 'All users');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, page: 'Waiting List', branch: '201 - Birmingham' });
  },
};

/** 'YYYY-MM-DD' a number of days from another. */

export const FilterByDates: Story = {
  play: async ({ canvasElement, args }) => {
    const dates = within(filterGroup(canvasElement).getByRole('group', { name: 'Dates' }));
    const start = dates.getByLabelText('Start date');
    const end = dates.getByLabelText('End date');
    await expect(start).toHaveValue(range.from);
    await expect(end).toHaveValue(range.to);
    // The native inputs are set as the browser reports them ('' while a date is being retyped).
    fireEvent.change(start, { target: { value: '' } });
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    const from = addDays(range.from, -7);
    fireEvent.change(start, { target: { value: from } });
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, from });
    // the chart follows the range: a category per day
    const { table } = await expectChart(canvasElement, 'Navigations per day');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(38));
    // an end before the start is not asked of the server; the field says why
    fireEvent.change(end, { target: { value: addDays(from, -1) } });
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(dates.getByText('The end date must not be before the start date.')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TruncatedLargeSet: Story = {
  args: { data: makeAnswer(5000, 48_211) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Showing the newest 5,000 of 48,211 navigations/)).toBeVisible();
    await expect(canvas.getAllByRole('status').some((el) => el.textContent === '5,000 rows')).toBe(true);
    // virtual: only a window of the 5,000 rows is in the DOM
    const rendered = await waitFor(() => {
      const count = grid(canvasElement).querySelectorAll('tbody tr[data-row-index]').length;
      expect(count).toBeGreaterThan(5);
      return count;
    });
    await expect(rendered).toBeLessThan(200);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Casey');
    await waitFor(() => expect(grid(canvasElement).querySelector('tbody tr[data-row-index]')).toHaveTextContent('Casey Accounting'));
  },
};

export const Empty: Story = {
  args: { data: { rows: [], total: 0, perDay: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No navigations match these filters.')).toBeVisible();
    // a range without activity still charts its days, at zero
    const table = canvas.getByRole('table', { name: 'Navigations per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/0$/);
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Navigations per day')).toBeDefined();
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'to: The date range may span at most 366 days.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('366 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, 'Navigations per day');
    await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(grid(canvasElement)).toBeVisible();
  },
};
