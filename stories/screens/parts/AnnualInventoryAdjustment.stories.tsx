import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { AdjustmentBatches, AdjustmentLine, AdjustmentRow } from '../../../src/domain/parts/annualInventoryList';
import { ADJUSTMENT_FIELDS } from '../../../src/domain/parts/annualInventoryList';
import { AnnualInventoryAdjustment } from '../../../src/screens/parts/AnnualInventoryAdjustment';
import { emptyReport, exportReport, narrowReport, pagedReport } from '../../report/reportStories';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { adjustmentRows, approvedBatches, awaitingController, farOffLine, lockedLine, recountLine, reviewBatches } from './annualInventoryData';

interface StoryArgs extends ServedReportArgs {
  rows: AdjustmentRow[];
  batches: AdjustmentBatches;
  open?: AdjustmentLine;
  actionError?: string;
  onOpen: (row: AdjustmentRow) => void;
  onAcceptUnderThreshold: (batch: unknown) => void;
  onApprove: (batch: unknown) => void;
  onCloseCounting: (batch: unknown) => void;
  onDownloadPostingList: (format: string) => void;
  onDecide: (decision: string, comment: string | null) => void;
  onRecount: (qty: number) => void;
  onClose: () => void;
}

/** Stands in for the host: a page of the lines as the list endpoint answers, the batches, and the open line's dialog. */
function Served({ rows, batches, open, actionError, onOpen, onAcceptUnderThreshold, onApprove, onCloseCounting, onDownloadPostingList, onDecide, onRecount, onClose, ...args }: StoryArgs) {
  const served = useServedReport(rows, ADJUSTMENT_FIELDS, ['varianceValue'], args, { branches: [], sort: [{ id: 'brnId', desc: false }] });
  return (
    <AnnualInventoryAdjustment
      {...served}
      grid={{ ...served.grid, onRowClick: onOpen }}
      batches={args.state === 'loaded' ? batches : undefined}
      actionError={actionError ?? null}
      onAcceptUnderThreshold={onAcceptUnderThreshold}
      onApprove={onApprove}
      onCloseCounting={onCloseCounting}
      onDownloadPostingList={onDownloadPostingList}
      line={open ? { line: open, onClose, onDecide, onRecount } : null}
    />
  );
}

const meta = {
  title: 'Screens/Parts/AnnualInventoryAdjustment',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    rows: adjustmentRows(40),
    batches: reviewBatches,
    onOpen: fn(),
    onAcceptUnderThreshold: fn(),
    onApprove: fn(),
    onCloseCounting: fn(),
    onDownloadPostingList: fn(),
    onDecide: fn(),
    onRecount: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 201 in review, waiting for the parts manager: accept all under $100 and approve; a row opens its line. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Proposed GL entry for 201' })).toHaveTextContent('1400Parts inventory$0.00$184.55');
    const accept = canvas.getAllByRole('button', { name: 'Accept all under $100.00' });
    await userEvent.click(accept[1]!);
    await expect(args.onAcceptUnderThreshold).toHaveBeenCalledWith(expect.objectContaining({ brnId: '201' }));
    await expect(canvas.getByRole('button', { name: 'Close counting (36 tags not entered)' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Approve as parts manager' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve as parts manager' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ brnId: '201' }));
    await userEvent.click(within(canvas.getByRole('grid', { name: 'Inventory lines' })).getByText('1007'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ tagNo: 1007 }));
  },
};

/** Every tag of 101's count is entered: counting closes into review. */
export const ReadyToClose: Story = {
  args: { batches: { ...reviewBatches, batches: [{ ...reviewBatches.batches[0]!, tagsNotEntered: 0 }] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close counting' }));
    await expect(args.onCloseCounting).toHaveBeenCalledWith(expect.objectContaining({ brnId: '101' }));
  },
};

/** The parts manager signed; the person asking holds no controller authority, so the screen says why instead of approving. */
export const AwaitingController: Story = {
  args: { batches: awaitingController },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Pat Parts, 11\/18\/2026/)).toBeVisible();
    await expect(canvas.getByText('You have no approval authority for annual inventories as controller.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve as controller' })).toBeDisabled();
  },
};

/** Approved by both: locked, the GL entry to post and the posting list to download. */
export const ApprovedAndLocked: Story = {
  args: { batches: approvedBatches },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Approved and locked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept all/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Posting list (CSV)' }));
    await expect(args.onDownloadPostingList).toHaveBeenCalledWith('csv');
  },
};

/** A refused batch action is said above the batches. */
export const Refused: Story = {
  args: { actionError: '1 line waits for a recount.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 line waits for a recount.')).toBeVisible();
  },
};

/** A line over the threshold: Accept waits for a recount; Exclude needs a comment. */
export const OverThresholdLine: Story = {
  args: { open: farOffLine },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: `Tag ${farOffLine.tagNo} · ${farOffLine.partNo}` });
    await expect(within(dialog).getByText(/over the \$100\.00 threshold: send it to recount/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    const exclude = within(dialog).getByRole('button', { name: 'Exclude' });
    await expect(exclude).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Consigned stock');
    await userEvent.click(exclude);
    await expect(args.onDecide).toHaveBeenCalledWith('Exclude', 'Consigned stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to recount' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Recount', 'Consigned stock');
  },
};

/** A line sent to recount takes the second count. */
export const RecountLine: Story = {
  args: { open: recountLine },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const qty = within(dialog).getByRole('textbox', { name: 'Recount quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save recount' }));
    await expect(args.onRecount).toHaveBeenCalledWith(6);
  },
};

export const LockedLine: Story = {
  args: { open: lockedLine, batches: approvedBatches },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('This inventory is approved and locked.')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Accept all/ })).toBeNull();
  },
};

export const Empty: Story = emptyReport({ rows: [], batches: { ...reviewBatches, batches: [] } }, 'No counted line matches these filters.');

export const RefusedBranch: Story = forbiddenReport;

export const Large: Story = pagedReport({ rows: adjustmentRows(300) });

export const Export: Story = exportReport();

export const Narrow: Story = { ...narrowReport, args: { rows: adjustmentRows(8) } };
