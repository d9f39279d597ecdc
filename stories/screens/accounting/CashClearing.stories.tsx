import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CASH_CLEARING_DAY_FIELDS, NOT_ZERO_STATUSES, type CashClearingDay } from '../../../src/domain/accounting/cashClearing';
import { CashClearing } from '../../../src/screens/accounting/CashClearing';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { clearingDays, overviewOf } from './cashClearingData';
import { exportReport, loadingReport, narrowReportFitting, sortAndPageReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  days: CashClearingDay[];
  onNotZeroOnlyChange: (on: boolean) => void;
  onFlaggedOnlyChange: (on: boolean) => void;
  onAccountChange: (acctId: string) => void;
  onMethodChange: (method: string | null) => void;
}

/** The host and the list endpoint of the days, with the filter bar's own filters and the overview. */
function Served({ days, onNotZeroOnlyChange, onFlaggedOnlyChange, onAccountChange, onMethodChange, ...args }: StoryArgs) {
  const [notZeroOnly, setNotZeroOnly] = useState(false);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [account, setAccount] = useState('1050');
  const [method, setMethod] = useState<string | null>(null);
  const shown = days.filter(
    (d) => (!notZeroOnly || NOT_ZERO_STATUSES.includes(d.status)) && (!flaggedOnly || d.flags > 0) && d.acctId === account && (!method || d.methods.includes(method)),
  );
  const report = useServedReport(shown, CASH_CLEARING_DAY_FIELDS, ['receipts', 'deposits', 'difference'], args, { branches: ['101', '102'], sort: [{ id: 'postedOn', desc: true }] });
  return (
    <CashClearing
      {...report}
      notZeroOnly={notZeroOnly}
      onNotZeroOnlyChange={(on) => {
        setNotZeroOnly(on);
        onNotZeroOnlyChange(on);
      }}
      flaggedOnly={flaggedOnly}
      onFlaggedOnlyChange={(on) => {
        setFlaggedOnly(on);
        onFlaggedOnlyChange(on);
      }}
      account={account}
      onAccountChange={(id) => {
        setAccount(id);
        onAccountChange(id);
      }}
      method={method}
      onMethodChange={(m) => {
        setMethod(m);
        onMethodChange(m);
      }}
      overview={args.state === 'loaded' ? overviewOf(days) : undefined}
    />
  );
}

const meta = {
  title: 'Screens/Accounting/CashClearing',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    days: clearingDays(13),
    onNotZeroOnlyChange: fn(),
    onFlaggedOnlyChange: fn(),
    onAccountChange: fn(),
    onMethodChange: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Cash clearing days' });

/** Two branches' November: the tiles and the chart count the days that do not return to zero; each day opens its detail. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overview = overviewOf(clearingDays(13));
    await expect(canvas.getByRole('group', { name: 'Days not zero' })).toHaveTextContent(String(overview.daysNotZero));
    await expect(canvas.getByRole('group', { name: 'Oldest exception' })).toHaveTextContent('11/05/2026');
    await expect(canvas.getByRole('img', { name: 'Amount uncleared by day' })).toBeVisible();
    const table = within(grid(canvasElement));
    await expect(table.getAllByText('Exception').length).toBeGreaterThan(0);
    await expect(table.getAllByText('Zero').length).toBeGreaterThan(10);
    const [newest] = table.getAllByRole('link', { name: '11/18/2026' });
    await expect(newest).toHaveAttribute('href', '/ar/cashclearing/detail?brnId=101&date=2026-11-18');
    await expect(canvas.getByRole('link', { name: 'Unreconciled days' })).toHaveAttribute('href', '/ar/unreconcileddays/clearing');
  },
};

/** "Not zero only" keeps the days still to clear; the host puts it in the address. */
export const NotZeroOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Not zero only' }));
    await expect(args.onNotZeroOnlyChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(within(grid(canvasElement)).queryAllByText('Zero')).toHaveLength(0));
    await expect(within(grid(canvasElement)).getAllByText('Exception').length).toBeGreaterThan(0);
  },
};

/** Sorting and paging go to the host, which asks the server again. */
export const SortAndPage: Story = sortAndPageReport('Cash clearing days', { header: /^Difference/, id: 'difference' }, { days: clearingDays(40) });

/** The period is the report's: a change goes to the host. */
export const ChangePeriod: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Period' }), 'Last month');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ branches: ['101', '102'], from: '2026-10-01', to: '2026-10-31' });
  },
};

export const Export: Story = exportReport();

export const Loading: Story = loadingReport('Loading Days not zero');

/** A period without receipts or deposits: nothing to clear. */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No receipts or deposits on cash clearing in this period.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Oldest exception' })).toHaveTextContent('None');
    await expect(canvas.getByText('Every day of this period returned to zero.')).toBeVisible();
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words. */
export const Forbidden: Story = forbiddenReport;

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Excede data as of 11\/16\/2026 02:05 AM\. The scheduled imports have not succeeded since/)).toBeVisible();
  },
};

/** Every branch of the user over a year: the server pages the days. */
export const Large: Story = {
  args: { days: clearingDays(250, ['101', '102', '103', '104', '105', '106']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Page 1 of 30/)).toBeVisible();
  },
};

export const Narrow: Story = narrowReportFitting('Amount uncleared');

/** Only the days with a flag for a correcting entry still open. */
export const FlaggedOnly: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Flagged only' }));
    await expect(args.onFlaggedOnlyChange).toHaveBeenCalledWith(true);
    // Only flagged days stay: exceptions waiting for their correcting entry, none that returned to zero.
    await waitFor(() => expect(within(grid(canvasElement)).queryAllByText('Zero', { exact: true })).toHaveLength(0));
    await expect(within(grid(canvasElement)).getAllByText('Exception').length).toBe(clearingDays(13).filter((d) => d.flags > 0).length);
  },
};

/** The days with check receipts, then card clearing (none in this story: its empty state). */
export const ByMethodAndAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Method' }), 'Check');
    await expect(args.onMethodChange).toHaveBeenCalledWith('Check');
    await waitFor(() => expect(within(grid(canvasElement)).queryAllByText('Cash', { exact: true })).toHaveLength(0));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'GL account' }), '1060');
    await expect(args.onAccountChange).toHaveBeenCalledWith('1060');
    await expect(await canvas.findByText('No receipts or deposits on card clearing in this period.')).toBeVisible();
  },
};
