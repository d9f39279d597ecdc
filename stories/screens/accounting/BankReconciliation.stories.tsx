import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankReconciliation } from '../../../src/screens/accounting/BankReconciliation';
import { bankStatementDetail } from './bankReconciliationData';
import { forbiddenRecord, loadingRecord, recordedAction } from '../../report/recordStories';

const meta = {
  title: 'Screens/Accounting/BankReconciliation',
  component: BankReconciliation,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    id: 7,
    detail: bankStatementDetail(),
    isLoading: false,
    error: null,
    onRetry: fn(),
    autoMatch: recordedAction(),
    match: recordedAction(),
    unmatch: recordedAction(),
    needsEntry: recordedAction(),
    complete: recordedAction(),
    approve: recordedAction(),
  },
} satisfies Meta<typeof BankReconciliation>;
export default meta;
type Story = StoryObj<typeof meta>;

const pane = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('grid', { name }));
const running = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Running difference' });
const selectRow = async (canvasElement: HTMLElement, grid: string, text: string) => {
  const row = pane(canvasElement, grid).getByText(text).closest('[role="row"]') as HTMLElement;
  await userEvent.click(within(row).getByRole('checkbox'));
};

/** Most lines auto-matched; a wire left on both sides, a fee that needs an entry, a stale check; it does not balance yet. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(running(canvasElement)).toHaveTextContent('Difference');
    await expect(canvas.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await expect(pane(canvasElement, 'Ledger cash lines').getByText('Stale: over 90 days')).toBeVisible();
    await expect(pane(canvasElement, 'Bank lines').getByRole('button', { name: 'Clear needs entry on bank line 25' })).toBeVisible();
    await expect(pane(canvasElement, 'Bank lines').getByRole('button', { name: 'Mark needs entry on bank line 20' })).toBeVisible();
    await expect(pane(canvasElement, 'Ledger cash lines').getByRole('link', { name: '9004720' })).toHaveAttribute('href', expect.stringContaining('/ar/transactiondetail'));
    await expect(within(canvas.getByRole('grid', { name: 'Matched pairs' })).getAllByRole('button', { name: /^Unmatch match/ })).toHaveLength(3);
  },
};

/** Selecting the wire on both sides: the running figures say it balances, and the match goes to the host with the version. */
export const MatchByHand: Story = {
  play: async ({ canvasElement, args }) => {
    const match = within(running(canvasElement)).getByRole('button', { name: 'Match selected' });
    await expect(match).toBeDisabled();
    await selectRow(canvasElement, 'Bank lines', 'OUTGOING WIRE FLOOR PLAN PAYOFF');
    await selectRow(canvasElement, 'Ledger cash lines', '9004731');
    await expect(running(canvasElement)).toHaveTextContent(/off by/);
    await expect(match).toBeDisabled();
    await selectRow(canvasElement, 'Ledger cash lines', '9004731');
    await selectRow(canvasElement, 'Ledger cash lines', '9004720');
    await expect(running(canvasElement)).not.toHaveTextContent(/off by/);
    await userEvent.click(match);
    await expect(args.match.run).toHaveBeenCalledWith(4, [44], [{ jeId: '9004720', lineNo: 1 }]);
  },
};

/** Auto-match, unmatching a pair and clearing a fee's needs-entry go to the host. */
export const AutoMatchUnmatchAndNeedsEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Auto-match' }));
    await expect(args.autoMatch.run).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Unmatch match 2' }));
    await expect(args.unmatch.run).toHaveBeenCalledWith(4, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear needs entry on bank line 25' }));
    await expect(args.needsEntry.run).toHaveBeenCalledWith(expect.objectContaining({ id: 45 }), false);
  },
};

/** Balanced to the cent: it may be completed. */
export const ReadyToComplete: Story = {
  args: { detail: (() => ({ ...bankStatementDetail(), statement: { ...bankStatementDetail('Balanced').statement, status: 'Open' as const, preparer: null, approver: null } }))() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete' }));
    await expect(args.complete.run).toHaveBeenCalledWith(4);
  },
};

/** Completed: the preparer is told someone else must approve; nothing can be matched any more. */
export const BalancedForItsPreparer: Story = {
  args: { detail: (() => ({ ...bankStatementDetail('Balanced'), statement: { ...bankStatementDetail('Balanced').statement, approvalRefusal: 'You recorded this reconciliation: someone else must approve it.' } }))() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You recorded this reconciliation: someone else must approve it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Match selected' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Unmatch/ })).toBeNull();
  },
};

/** Completed, seen by another user: approve goes to the host; the server's refusal shows above the panes. */
export const Approve: Story = {
  args: { detail: bankStatementDetail('Balanced'), approve: { run: fn(async () => false), isPending: false, error: 'You recorded this reconciliation: someone else must approve it.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.approve.run).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('alert')).toHaveTextContent('someone else must approve it');
  },
};

export const Approved: Story = {
  args: { detail: bankStatementDetail('Approved') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Approved by Alex Admin.')).toBeVisible();
  },
};

/** Every bank line matched, nothing left on the ledger side. */
export const Empty: Story = {
  args: { detail: { ...bankStatementDetail('Balanced'), bankLines: [], bookLines: [], matches: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every bank line is matched.')).toBeVisible();
  },
};

/** A month of a busy account: two hundred lines matched. */
export const Large: Story = {
  args: { detail: bankStatementDetail('unbalanced', 200) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Matched pairs' })).toBeVisible();
  },
};

export const Loading: Story = loadingRecord('Bank Reconciliation File 7');

export const Forbidden: Story = forbiddenRecord;

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(running(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
