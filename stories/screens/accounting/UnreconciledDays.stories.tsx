import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UNRECONCILED_DAY_FIELDS, type ReconciliationStream, type UnreconciledDay } from '../../../src/domain/accounting/unreconciledDays';
import { UnreconciledDays } from '../../../src/screens/accounting/UnreconciledDays';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { calendarOf, unreconciledDays } from './unreconciledDaysData';
import { pagedReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  stream: ReconciliationStream;
  days: UnreconciledDay[];
  onMonthChange: (month: string) => void;
  onDayPress: (day: string) => void;
  onMinDaysOpenChange: (days: number | null) => void;
}

const MONTHS = [
  { id: '2026-11', label: 'November 2026' },
  { id: '2026-10', label: 'October 2026' },
];

/** The host and the list endpoint of the days, with the month and the calendar. */
function Served({ stream, days, onMonthChange, onDayPress, onMinDaysOpenChange, ...args }: StoryArgs) {
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const [minDaysOpen, setMinDaysOpen] = useState<number | null>(null);
  const shown = days.filter((d) => (!selectedDay || d.dayOn === selectedDay) && d.daysOpen >= (minDaysOpen ?? 0));
  const report = useServedReport(shown, UNRECONCILED_DAY_FIELDS, ['expected', 'reconciled', 'unreconciled', 'items'], args, { branches: ['101', '102'], sort: [{ id: 'daysOpen', desc: true }] });
  return (
    <UnreconciledDays
      {...report}
      stream={stream}
      month="2026-11"
      months={MONTHS}
      onMonthChange={onMonthChange}
      minDaysOpen={minDaysOpen}
      onMinDaysOpenChange={(n) => {
        setMinDaysOpen(n);
        onMinDaysOpenChange(n);
      }}
      calendar={args.state === 'loaded' ? calendarOf(days.filter((d) => d.daysOpen >= (minDaysOpen ?? 0))) : undefined}
      selectedDay={selectedDay}
      onDayPress={(day) => {
        setSelectedDay(day === selectedDay ? null : day);
        onDayPress(day);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Accounting/UnreconciledDays',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), stream: 'clearing', days: unreconciledDays(14), onMonthChange: fn(), onDayPress: fn(), onMinDaysOpenChange: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Unreconciled days' });

/** Two branches' November on cash clearing: the calendar colours each day by how long it has stood open; each row opens its day. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unreconciled Days: Cash clearing' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Reconciliation streams' })).getByRole('link', { name: 'Credit cards' })).toHaveAttribute('href', '/ar/unreconcileddays/creditcard');
    await expect(canvas.getByRole('group', { name: 'Days unreconciled' })).toHaveTextContent('14');
    await expect(canvas.getByRole('table', { name: 'Unreconciled days in November 2026' })).toBeVisible();
    const table = within(grid(canvasElement));
    const [oldest] = table.getAllByRole('link', { name: '11/09/2026' });
    await expect(oldest).toHaveAttribute('href', '/ar/unreconcileddays/clearing/details?brnId=101&date=2026-11-09');
    await expect(table.getAllByText('7 business days').length).toBeGreaterThan(0);
  },
};

/** A day pressed on the calendar narrows the grid to it; pressed again, the month is back. */
export const PressADay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^16\s*: 2 branches/ }));
    await expect(args.onDayPress).toHaveBeenCalledWith('2026-11-16');
    await waitFor(() => expect(within(grid(canvasElement)).getAllByRole('link').map((l) => l.textContent)).toEqual(['11/16/2026', '11/16/2026']));
  },
};

/** The month is the report's period: a change goes to the host. */
export const ChangeMonth: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Month' }), 'October 2026');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-10');
  },
};

/** Only the days open a week or more: the host filters the grid's Days open on the server. */
export const MinDaysOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Min. days open' });
    await userEvent.type(field, '6');
    await userEvent.tab();
    await expect(args.onMinDaysOpenChange).toHaveBeenLastCalledWith(6);
    await waitFor(() => expect(within(grid(canvasElement)).getAllByRole('link').map((l) => l.textContent)).toEqual(['11/09/2026', '11/09/2026', '11/10/2026', '11/10/2026']));
  },
};

/** Sorting and paging go to the host, which asks the server again. */
export const SortAndPage: Story = {
  args: { days: unreconciledDays(60) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(grid(canvasElement)).getByRole('button', { name: /^Unreconciled/ }));
    await waitFor(() => expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [{ id: 'unreconciled', desc: false }] })));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(1);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Days unreconciled')).toBeInTheDocument();
  },
};

/** Nothing of the stream is open this month. */
export const Empty: Story = {
  args: { stream: 'bank', days: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unreconciled Days: Bank' })).toBeVisible();
    await expect(canvas.getAllByText('Nothing of bank is unreconciled in November 2026.')).toHaveLength(2);
  },
};

export const Forbidden: Story = forbiddenReport;

/** Every branch of the user: the server pages the days. */
export const Large: Story = pagedReport({ days: unreconciledDays(300, ['101', '102', '103', '104', '105', '106']) });

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Report filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('table', { name: 'Unreconciled days in November 2026' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
