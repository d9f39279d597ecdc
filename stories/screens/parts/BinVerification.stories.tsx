import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BIN_EXCEPTION_KEYS, type BinExceptionKey } from '../../../src/domain/parts/binExceptions';
import { BIN_VERIFICATION_FIELDS, type BinExceptionTabCounts, type BinVerificationRow } from '../../../src/domain/parts/binVerification';
import { BinVerification } from '../../../src/screens/parts/BinVerification';
import { emptyReport, loadingRows, narrowReport } from '../../report/reportStories';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { binCounts, binVerificationRows } from './binVerificationData';

interface StoryArgs extends ServedReportArgs {
  exception: BinExceptionKey;
  rows: BinVerificationRow[];
  counts?: BinExceptionTabCounts;
  /** The row being checked, and who is at the keyboard. */
  open?: BinVerificationRow;
  meId?: number;
  onExceptionChange: (exception: BinExceptionKey) => void;
  onBinChange: (bin: string) => void;
  onHideVerifiedChange: (hide: boolean) => void;
  onOpen: (row: BinVerificationRow) => void;
  onClose: () => void;
  onFound: (bin: string) => void;
  onOpenTask: () => void;
  onTaskDone: () => void;
  onVerify: () => void;
}

/** Stands in for the host: a page of the tab's rows as the list endpoint answers, its filters, and the row being checked. */
function Served({ exception, rows, counts, open, meId = 2, onExceptionChange, onBinChange, onHideVerifiedChange, onOpen, onClose, onFound, onOpenTask, onTaskDone, onVerify, ...args }: StoryArgs) {
  const served = useServedReport(rows, BIN_VERIFICATION_FIELDS, ['onHand', 'value'], args, { branches: ['101'], sort: [{ id: 'value', desc: true }] });
  const [bin, setBin] = useState('');
  const [hide, setHide] = useState(false);
  return (
    <BinVerification
      {...served}
      exception={exception}
      onExceptionChange={onExceptionChange}
      counts={args.state === 'loaded' ? counts : undefined}
      bin={bin}
      onBinChange={(next) => {
        setBin(next);
        onBinChange(next);
      }}
      hideVerified={hide}
      onHideVerifiedChange={(next) => {
        setHide(next);
        onHideVerifiedChange(next);
      }}
      grid={{ ...served.grid, onRowClick: onOpen }}
      check={open ? { row: open, meId, onClose, onFound, onOpenTask, onTaskDone, onVerify } : null}
    />
  );
}

const meta = {
  title: 'Screens/Parts/BinVerification',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    exception: 'noLocation',
    rows: binVerificationRows(5),
    counts: binCounts,
    onExceptionChange: fn(),
    onBinChange: fn(),
    onHideVerifiedChange: fn(),
    onOpen: fn(),
    onClose: fn(),
    onFound: fn(),
    onOpenTask: fn(),
    onTaskDone: fn(),
    onVerify: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = binVerificationRows(5);

/** On hand in NOLOC: every tab with its count; a row opens its check; the bin filter and "Hide verified" go to the host. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'On hand in NOLOC (5)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Empty bins (36)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Several bins (13)' }));
    await expect(args.onExceptionChange).toHaveBeenCalledWith('severalBins');
    const grid = canvas.getByRole('grid', { name: 'On hand in NOLOC' });
    await expect(within(grid).getByText('Needs second person')).toBeVisible();
    await userEvent.click(within(grid).getByText('WF4223'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ partNo: 'WF4223' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bin or aisle' }), 'A03');
    await expect(args.onBinChange).toHaveBeenLastCalledWith('A03');
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide verified' }));
    await expect(args.onHideVerifiedChange).toHaveBeenCalledWith(true);
  },
};

/** Each other tab, with its own rows and description. */
const tabStory = (exception: BinExceptionKey, text: RegExp): Story => ({
  args: { exception, rows: binVerificationRows(6, exception) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveAccessibleName(new RegExp(`\\(${binCounts[exception]}\\)$`));
    await expect(canvas.getByText(text)).toBeVisible();
  },
});
export const SeveralBins = tabStory('severalBins', /split over more than one bin/);
export const NoBin = tabStory('noBin', /has no bin at the branch/);
export const ZeroCost = tabStory('zeroCost', /at a cost of \$0.00/);
export const CoresOutside = tabStory('coreOutside', /sit in RECV instead of CORE/);
export const EmptyBins = tabStory('emptyBin', /holds nothing/);
export const NegativeOnHand = tabStory('negativeOnHand', /less than none/);

export const Loading: Story = loadingRows('WF4223');

export const Empty: Story = emptyReport({ rows: [], counts: Object.fromEntries(BIN_EXCEPTION_KEYS.map((k) => [k, 0])) as BinExceptionTabCounts }, 'No part of these branches has this exception.');

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { rows: binVerificationRows(600) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Page 1 of 12/)).toBeVisible();
  },
};

export const Narrow: Story = narrowReport;

/** A row's check opens over its tab (its own stories: BinVerificationCheck.stories.tsx). */
export const CheckOpen: Story = {
  args: { open: rows[0] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Check WF4223 at 201' });
    await expect(within(dialog).getByRole('textbox', { name: 'Scan bin, then part' })).toHaveFocus();
  },
};
