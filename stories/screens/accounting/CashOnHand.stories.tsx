import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import { CASH_FUND_FIELDS, type CashFundRow, type CashOnHandSummary } from '../../../src/domain/accounting/cashOnHandData';
import { listColumnsOfFields } from '../../../src/domain/listFields';
import { listSearchParams } from '../../../src/domain/listQuery';
import { CashOnHand, type CashOnHandProps } from '../../../src/screens/accounting/CashOnHand';
import type { DataTableView } from '../../../src/ui/DataTable/DataTable';
import { listQueryOf } from '../../../src/ui/DataTable/listQueryOf';
import type { ReportFilters } from '../../../src/ui/report/ReportFilterBar';
import { answerList } from '../../table/fakeListServer';
import { cashFundRows, NOW, SUMMARY } from './cashOnHandData';
import { narrowReportFitting } from '../../report/reportStories';
import { forbiddenReport } from '../../report/servedReport';

const GEORGIA = DEMO_BRANCH_LABELS.filter((b) => b.startsWith('1'));
const FUND_LIST = listColumnsOfFields(CASH_FUND_FIELDS);

type Handlers = Pick<CashOnHandProps, 'onOpenFund' | 'onAddFund' | 'onRecordDepositRun' | 'onSignOff' | 'onReject' | 'onChangeThreshold' | 'onRetry'>;
interface StoryArgs extends Handlers {
  funds: CashFundRow[];
  summary: CashOnHandSummary | undefined;
  state: 'loaded' | 'loading' | 'failed';
  error?: string;
  onFiltersChange: (filters: ReportFilters) => void;
  onViewChange: (view: DataTableView) => void;
  onExport: (format: string) => Promise<void>;
}

/** Stands in for the host and the funds list endpoint: keeps the filters, the view and the page, and answers a page of funds. */
function Served({ funds, summary, state, error, onFiltersChange, onViewChange, onExport, ...handlers }: StoryArgs) {
  const [filters, setFilters] = useState<ReportFilters>({ branches: ['101', '102', '103'], from: null, to: null });
  const [view, setView] = useState<DataTableView>({ sorting: [], columnFilters: [], globalFilter: '', columnVisibility: {}, columnOrder: [], pageSize: 50 });
  const [pageIndex, setPageIndex] = useState(0);
  const loaded = state === 'loaded';
  const answer = answerList(funds, FUND_LIST, ['float', 'expected'], listSearchParams(listQueryOf(view, pageIndex)));
  return (
    <CashOnHand
      {...handlers}
      now={NOW}
      filters={{
        branches: GEORGIA,
        value: filters,
        onChange: (next) => {
          setFilters(next);
          onFiltersChange(next);
        },
      }}
      freshness={loaded ? { asOf: '2026-11-24T13:15:00.000Z', stale: false } : undefined}
      isLoading={state === 'loading'}
      error={state === 'failed' ? (error ?? 'No response from the server. Please try again later.') : null}
      summary={loaded ? summary : undefined}
      grid={{
        rows: loaded ? answer.rows : undefined,
        total: loaded ? answer.total : undefined,
        totals: loaded ? answer.totals : undefined,
        view,
        onViewChange: (next) => {
          setView(next);
          onViewChange(next);
        },
        pageIndex,
        onPageIndexChange: setPageIndex,
        onExport,
        isLoading: state === 'loading',
      }}
    />
  );
}

const meta = {
  title: 'Screens/Accounting/CashOnHand',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    funds: cashFundRows(),
    summary: SUMMARY,
    state: 'loaded',
    onFiltersChange: fn(),
    onViewChange: fn(),
    onExport: fn(async () => undefined),
    onOpenFund: fn(),
    onAddFund: fn(),
    onRecordDepositRun: fn(),
    onSignOff: fn(),
    onReject: fn(),
    onChangeThreshold: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Cash funds' });

/** Three Georgia branches: cash on hand per branch, Friday's cash at Norcross not yet at the bank, two counts waiting. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const norcross = canvas.getByRole('group', { name: '101 - Norcross' });
    await expect(norcross).toHaveTextContent('$1,563');
    await expect(within(norcross).getByText(/^Undeposited since 11\/20\/2026/)).toHaveAttribute('data-tone', 'critical');
    await expect(within(canvas.getByRole('group', { name: '102 - Forest Park' })).getByText(/^Undeposited since 11\/24\/2026/)).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByRole('group', { name: '103 - Kennesaw' })).toHaveTextContent('No cash waiting for the bank');
    await expect(canvas.getByRole('group', { name: 'Awaiting sign-off' })).toHaveTextContent('2');
    const table = grid(canvasElement);
    await expect(within(table).getAllByText('Awaiting sign-off').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('11/20/2026 · late').length).toBeGreaterThan(0);
    await expect(within(table).getByText('Never counted')).toBeVisible();
    await expect(within(table).getByText('Closed')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Over/short of the counts by day and branch' })).toBeVisible();
  },
};

/** A manager signs off or rejects; the counter reads why they may not. */
export const AwaitingSignOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const norcross = canvas.getByRole('listitem', { name: '101 Service counter drawer, short $12.40' });
    await expect(norcross).toHaveTextContent('Counted 11/23/2026 05:30 PM by Joseph Wright: expected $300.00, counted $287.60');
    await userEvent.click(within(norcross).getByRole('button', { name: 'Sign off' }));
    await expect(args.onSignOff).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    await userEvent.click(within(norcross).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    const own = canvas.getByRole('listitem', { name: '103 Parts counter drawer, over $8.00' });
    await expect(own).toHaveTextContent('You recorded this count: someone else must sign it off.');
    await expect(within(own).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change threshold' }));
    await expect(args.onChangeThreshold).toHaveBeenCalledOnce();
  },
};

/** Opening a fund and adding one go to the host. */
export const OpenAndAddFund: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(grid(canvasElement)).getAllByText('Parts counter drawer')[0]!);
    await expect(args.onOpenFund).toHaveBeenCalledWith(expect.objectContaining({ brnId: '101', name: 'Parts counter drawer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add fund' }));
    await expect(args.onAddFund).toHaveBeenCalledOnce();
  },
};

/** The branches are the report's; it has no period (cash on hand is now). */
export const ChangeBranches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Period' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Branches/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All my branches' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ branches: [], from: null, to: null });
    await userEvent.keyboard('{Escape}');
  },
};

/** Without a sign-off authority there is no threshold to change. */
export const NoAuthority: Story = {
  args: { summary: { ...SUMMARY, mayChangeThreshold: false, awaiting: SUMMARY.awaiting.map((a) => ({ ...a, refusal: 'You have no approval authority for cash over/short.' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Change threshold' })).toBeNull();
    await expect(canvas.getAllByText('You have no approval authority for cash over/short.')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Cash on hand')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Loading the counts awaiting sign-off')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { funds: [], summary: { ...SUMMARY, branches: [], awaiting: [], overShortByDay: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No cash funds in these branches. Add one to start counting.')).toBeVisible();
    await expect(canvas.getByText('No counts are waiting for a sign-off.')).toBeVisible();
    await expect(canvas.getByText('No counts in these branches yet')).toBeVisible();
  },
};

/** A branch the user does not hold: the server's 403 in words, the filters still there. */
export const Forbidden: Story = forbiddenReport;

/** Hundreds of funds: the server pages them. */
export const Large: Story = {
  args: { funds: cashFundRows(600) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/Page 1 of 12/)).toBeVisible());
  },
};

export const Narrow: Story = narrowReportFitting('101 - Norcross');

/** The branches' undeposited cash goes to the bank from the header: the host opens the deposit run. */
export const RecordDepositRun: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record deposit run' }));
    await expect(args.onRecordDepositRun).toHaveBeenCalledOnce();
  },
};
