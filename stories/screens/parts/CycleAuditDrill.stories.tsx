import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { DrillType } from '../../../src/domain/parts/cycleCounts';
import { CYCLE_LINE_FIELDS, type CountSheet, type CycleDetail, type CycleLineRow } from '../../../src/domain/parts/cycleCountsList';
import { CycleAuditDrill, type CycleDrillMode } from '../../../src/screens/parts/CycleAuditDrill';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, pagedReport } from '../../report/reportStories';
import { counterSeesCycle, countingCycle, countSheet, cycleLineRows, recountSheet, reviewCycle } from './cycleAuditData';

interface StoryArgs extends ServedReportArgs {
  rows: CycleLineRow[];
  cycle?: CycleDetail;
  mode: CycleDrillMode;
  sheet?: CountSheet;
  paramsError?: string | null;
  actionError?: string | null;
  onTypeChange: (type: DrillType) => void;
  onIncInvalidChange: (on: boolean) => void;
  onModeChange: (mode: CycleDrillMode) => void;
  onCount: (line: unknown, qty: number) => Promise<boolean>;
  onStatus: (status: string) => void;
  onDecide: (decision: string, lines: readonly unknown[]) => void;
}

/** Stands in for the host: the cycle's lines as the list endpoint answers, its header and its sheets. */
function Served({ rows, cycle, mode, sheet, paramsError, actionError, onTypeChange, onIncInvalidChange, onModeChange, onCount, onStatus, onDecide, ...args }: StoryArgs) {
  const served = useServedReport(rows, CYCLE_LINE_FIELDS, ['varianceQty', 'varianceAmount'], args, { branches: ['101'], sort: [{ id: 'bin', desc: false }] });
  return (
    <CycleAuditDrill
      {...served}
      paramsError={paramsError}
      brnId="101"
      code="A"
      sdate="2026-11-16"
      type="all"
      incInvalid={false}
      onTypeChange={onTypeChange}
      onIncInvalidChange={onIncInvalidChange}
      cycle={args.state === 'loaded' ? cycle : undefined}
      mode={mode}
      onModeChange={onModeChange}
      sheet={sheet}
      onCount={onCount}
      onStatus={onStatus}
      onDecide={onDecide}
      actionError={actionError}
    />
  );
}

const meta = {
  title: 'Screens/Parts/CycleAuditDrill',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    rows: cycleLineRows(24),
    cycle: reviewCycle,
    mode: 'lines',
    onTypeChange: fn(),
    onIncInvalidChange: fn(),
    onModeChange: fn(),
    onCount: fn(async () => true),
    onStatus: fn(),
    onDecide: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In review: quantities and variances shown; the manager approves the lines chosen, a line still wanting a recount says so. */
export const Review: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Cycle count lines' });
    await expect(within(grid).getByRole('columnheader', { name: /System qty/ })).toBeVisible();
    const decisions = canvas.getByRole('list', { name: 'Adjustments to decide' });
    await expect(decisions).toHaveTextContent('someone other than the first counter must recount it');
    const approve = canvas.getByRole('button', { name: 'Approve selected' });
    await expect(approve).toBeDisabled();
    await userEvent.click(within(decisions).getByRole('checkbox', { name: /BRK-4515Q \(bin A02-001\)/ }));
    await userEvent.click(approve);
    await expect(args.onDecide).toHaveBeenCalledWith('approve', [expect.objectContaining({ id: 1001, version: 3 })]);
    await userEvent.click(canvas.getByRole('button', { name: 'Close cycle' }));
    await expect(args.onStatus).toHaveBeenCalledWith('Closed');
  },
};

/** One of the line's counters sees every approval refused, with the reason in place of the check box. */
export const ApprovalRefused: Story = {
  args: { cycle: counterSeesCycle, actionError: 'BRK-4515Q: You recorded this count: someone else must approve its adjustment.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getAllByText(/You recorded this count/).length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  },
};

/**
 * While counting the drill is blind: no system quantity, count or variance. Finishing with parts not counted
 * asks first, and Keep counting changes nothing.
 */
export const Counting: Story = {
  args: { cycle: countingCycle, rows: cycleLineRows(24, true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/counting is blind/)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Cycle count lines' });
    await expect(within(grid).getAllByRole('row')[1]).not.toHaveTextContent(/\d+\.\d\d/);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish counting' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Finish counting with parts not counted?' });
    await expect(asked).toHaveTextContent(`${countingCycle.scheduled - countingCycle.counted} of ${countingCycle.scheduled} parts are not counted yet.`);
    await userEvent.click(within(asked).getByRole('button', { name: 'Keep counting' }));
    await expect(args.onStatus).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish counting' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finish with them uncounted' }));
    await expect(args.onStatus).toHaveBeenCalledWith('Review', true);
  },
};

/** Every part counted: Finish counting moves the cycle to review without asking. */
export const CountingDone: Story = {
  args: { cycle: { ...countingCycle, counted: countingCycle.scheduled }, rows: cycleLineRows(24, true) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finish counting' }));
    await expect(args.onStatus).toHaveBeenCalledWith('Review');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The blind count sheet: part, bin, description and a quantity only; Enter keeps the count and moves to the next line. */
export const CountSheetMode: Story = {
  args: { cycle: countingCycle, mode: 'count', sheet: countSheet },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByRole('list', { name: 'Count sheet' });
    await expect(sheet).not.toHaveTextContent(/system/i);
    const second = canvas.getByRole('textbox', { name: 'Quantity of BRK-4515Q' });
    await userEvent.type(second, 'x{Enter}');
    await expect(canvas.getByText('Enter the quantity counted as a whole number.')).toBeVisible();
    await expect(args.onCount).not.toHaveBeenCalled();
    await userEvent.clear(second);
    await userEvent.type(second, '7{Enter}');
    await expect(args.onCount).toHaveBeenCalledWith(expect.objectContaining({ partNo: 'BRK-4515Q' }), 7);
    await expect(canvas.getByRole('textbox', { name: 'Quantity of LMP-60401' })).toHaveFocus();
  },
};

/** The recount sheet shows someone other than the first counter the lines over the threshold, blind too. */
export const RecountSheet: Story = {
  args: { cycle: countingCycle, mode: 'recount', sheet: recountSheet },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity of BRK-4515Q' }), '5{Enter}');
    await expect(args.onCount).toHaveBeenCalledWith(expect.objectContaining({ partNo: 'BRK-4515Q' }), 5);
    await userEvent.click(canvas.getByRole('button', { name: 'Lines' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('lines');
  },
};

/** The first counter's recount sheet is empty: the recount is someone else's. */
export const NoRecountForMe: Story = {
  args: { cycle: countingCycle, mode: 'recount', sheet: { ...recountSheet, lines: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No line waits for a recount by you.')).toBeVisible();
  },
};

/** A wrong address says which part is wrong. */
export const BadAddress: Story = {
  args: { paramsError: '"some" is not a view: choose one of variance, accurate, uncounted, recount, all.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/is not a view/)).toBeVisible();
  },
};

/** While the cycle and its lines load: its start date only, no counts and no decisions yet. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Started 11/16/2026')).toBeVisible();
    await expect(canvas.queryByText(/parts counted/)).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Adjustments to decide' })).toBeNull();
  },
};

export const Empty: Story = emptyReport({ rows: [] }, 'No line of this cycle to show under All lines.');

/** The server's refusal of a branch the user lacks, in words, with Try again. */
export const RefusedBranch: Story = forbiddenReport;

export const Large: Story = pagedReport({ rows: cycleLineRows(300) });

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { rows: cycleLineRows(6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Cycle count lines' })).toBeVisible();
  },
};
