import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { COLLECTED_RECEIPT_FIELDS, collectedChartRange, PAST_DUE_FIELDS, type CollectedReceipt, type CollectionsTab, type PastDueAccount, type PaymentMethod } from '../../../src/domain/accounting/collections';
import { type CollectionAccountInput, type CollectionCallInput, type HoldDecisionInput, type HoldRequestInput, type StatementInput } from '../../../src/domain/accounting/collectionsPayloads';
import { AGING_BUCKETS } from '../../../src/domain/accounting/collectionsRules';
import { CashAndCreditCollections } from '../../../src/screens/accounting/CashAndCreditCollections';
import { useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { accountsWithRequests, collectedByDay, COLLECTORS, DSO, pastDueAccounts, receipts, STORY_TODAY } from './collectionsData';
import { BRANCH_REFUSED, refusedBranch } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  tab: CollectionsTab;
  receipts: CollectedReceipt[];
  accounts: PastDueAccount[];
  onTabChange: (tab: CollectionsTab) => void;
  onMethodChange: (method: PaymentMethod | null) => void;
  logCall: (input: CollectionCallInput) => Promise<boolean>;
  saveAccount: (input: CollectionAccountInput) => Promise<boolean>;
  requestHold: (input: HoldRequestInput) => Promise<boolean>;
  decideHold: (id: number, input: HoldDecisionInput) => Promise<boolean>;
  sendStatement: (input: StatementInput) => Promise<boolean>;
  actionError?: string;
}

const action = <A extends unknown[]>(run: (...input: A) => Promise<boolean>, error?: string) => ({ run, isPending: false, error: error ?? null });

/** The host and the receipts endpoint: the method chosen above filters what the fake server answers. */
function ServedCollected({ receipts: all, onTabChange, onMethodChange, ...args }: StoryArgs) {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const report = useServedReport(method ? all.filter((r) => r.method === method) : all, COLLECTED_RECEIPT_FIELDS, ['amount'], args, { branches: ['101'], sort: [{ id: 'receivedAt', desc: true }] });
  const loaded = args.state === 'loaded';
  return (
    <CashAndCreditCollections
      onTabChange={onTabChange}
      view={{
        tab: 'collected',
        ...report,
        method,
        onMethodChange: (next) => {
          setMethod(next);
          onMethodChange(next);
        },
        chartDays: collectedChartRange(report.filters.value.to ?? STORY_TODAY),
        byDay: loaded ? collectedByDay(all) : undefined,
      }}
    />
  );
}

/** The host and the past-due endpoint: the filters above narrow what the fake server answers. */
function ServedPastDue({ accounts, onTabChange, logCall, saveAccount, requestHold, decideHold, sendStatement, actionError, ...args }: StoryArgs) {
  const [overDays, setOverDays] = useState<number | null>(null);
  const [collectorId, setCollectorId] = useState<string | null>(null);
  const shown = accounts.filter((a) => (overDays === null || a.oldestDays > overDays) && (collectorId === null || a.collectorId === collectorId));
  const totalled = [...AGING_BUCKETS.map((b) => b.id), 'pastDue', 'balance'] as const;
  const report = useServedReport(shown, PAST_DUE_FIELDS, totalled, args, { branches: ['101', '102'], sort: [{ id: 'pastDue', desc: true }] });
  const loaded = args.state === 'loaded';
  return (
    <CashAndCreditCollections
      onTabChange={onTabChange}
      view={{
        tab: 'pastdue',
        ...report,
        today: STORY_TODAY,
        dso: loaded ? DSO : undefined,
        overDays,
        onOverDaysChange: setOverDays,
        collectors: COLLECTORS,
        collectorId,
        onCollectorChange: setCollectorId,
        logCall: action(logCall, actionError),
        saveAccount: action(saveAccount, actionError),
        requestHold: action(requestHold, actionError),
        decideHold: action(decideHold, actionError),
        sendStatement: action(sendStatement, actionError),
      }}
    />
  );
}

function Served(args: StoryArgs) {
  return args.tab === 'collected' ? <ServedCollected {...args} /> : <ServedPastDue {...args} />;
}

const meta = {
  title: 'Screens/Accounting/CashAndCreditCollections',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    tab: 'collected',
    receipts: receipts(60),
    accounts: pastDueAccounts(12),
    state: 'loaded',
    onTabChange: fn(),
    onMethodChange: fn(),
    logCall: fn(async () => true),
    saveAccount: fn(async () => true),
    requestHold: fn(async () => true),
    decideHold: fn(async () => true),
    sendStatement: fn(async () => true),
    onFiltersChange: fn(),
    onViewChange: fn(),
    onPageIndexChange: fn(),
    onExport: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('grid', { name });
const tile = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('group', { name });
/** The grid's totals row: its cells' text. */
const totalsRow = (table: HTMLElement) => [...table.querySelectorAll('tfoot [role="gridcell"]')].map((cell) => cell.textContent ?? '');

/** Collected: the period's receipts with their total, the 30 days by method, each receipt opening its entry and its customer. */
export const Collected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Collected' })).toHaveAttribute('aria-selected', 'true');
    await expect(tile(canvasElement, 'Receipts')).toHaveTextContent('60');
    await expect(canvas.getByRole('img', { name: 'Collections by method and day' })).toBeVisible();
    const table = within(grid(canvasElement, 'Receipts'));
    const [first] = receipts(60);
    const [entry] = table.getAllByRole('link', { name: first!.xref });
    await expect(entry).toHaveAttribute('href', `/ar/transactiondetail?brnId=${first!.brnId}&xref=${first!.xref}`);
    const [customer] = table.getAllByRole('link', { name: first!.customer });
    await expect(customer).toHaveAttribute('href', expect.stringMatching(/^\/customer-history\?brnId=1\d\d&cusId=\d+$/));
  },
};

/** A method chosen above: the grid lists only its receipts, and its total is theirs. */
export const CollectedByMethod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Method' }), 'Check');
    await expect(args.onMethodChange).toHaveBeenCalledWith('Check');
    const table = grid(canvasElement, 'Receipts');
    await waitFor(() => expect(within(table).queryAllByText('Card')).toHaveLength(0));
    const checks = receipts(60).filter((r) => r.method === 'Check');
    await expect(tile(canvasElement, 'Receipts')).toHaveTextContent(String(checks.length));
    const cents = checks.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    await expect(totalsRow(table)).toContain(`$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  },
};

/** The other tab goes to the host, which puts it in the address. */
export const ChangeTab: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Past due' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('pastdue');
  },
};

/** Past due: days sales outstanding, what is past due by bucket, each account with its flags, its promise (a missed one red) and its call. */
export const PastDue: Story = {
  args: { tab: 'pastdue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Past due' })).toHaveAttribute('aria-selected', 'true');
    await expect(tile(canvasElement, 'Days sales outstanding')).toHaveTextContent('50.7 days');
    await expect(tile(canvasElement, 'Accounts past due')).toHaveTextContent('12');
    await expect(canvas.getByRole('img', { name: 'Past due by bucket' })).toBeVisible();
    const table = within(grid(canvasElement, 'Past-due accounts'));
    await expect(table.getByText('11/16/2026 missed')).toBeVisible();
    await expect(table.getByText('11/13/2026 kept')).toBeVisible();
    await expect(table.getByText('11/25/2026 pending')).toBeVisible();
    await expect(table.getByText('Credit hold')).toBeVisible();
    await expect(table.getAllByText('Over limit').length).toBeGreaterThan(0);
    await expect(table.getAllByText('Over 60 days').length).toBeGreaterThan(0);
  },
};

/** Only accounts more than 60 days late, and one collector's. */
export const PastDueFilters: Story = {
  args: { tab: 'pastdue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = pastDueAccounts(12);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Days past due' }), 'Over 60 days');
    await waitFor(() => expect(tile(canvasElement, 'Accounts past due')).toHaveTextContent(String(all.filter((a) => a.oldestDays > 60).length)));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Collector' }), 'Casey Accounting (101)');
    await waitFor(() => expect(tile(canvasElement, 'Accounts past due')).toHaveTextContent(String(all.filter((a) => a.oldestDays > 60 && a.collectorId === '10003').length)));
  },
};

/** A row's actions: log a call on which the customer promised to pay, with its date and amount. */
export const LogCall: Story = {
  args: { tab: 'pastdue' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(grid(canvasElement, 'Past-due accounts')).getByRole('button', { name: 'Actions for Okefenokee Logistics' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log a call' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a call' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Outcome' }), 'Promised to pay');
    fireEvent.change(dialog.getByLabelText('Promise date'), { target: { value: '2026-11-27' } });
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Amount promised' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount promised' }), '1,250.00');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Check in the mail Friday.');
    await userEvent.click(dialog.getByRole('button', { name: 'Log call' }));
    const account = pastDueAccounts(12).find((a) => a.customer === 'Okefenokee Logistics')!;
    await expect(args.logCall).toHaveBeenCalledWith({
      brnId: account.brnId,
      cusId: account.cusId,
      accountVersion: account.version,
      outcome: 'Promised to pay',
      note: 'Check in the mail Friday.',
      followUpOn: null,
      promise: { promisedOn: '2026-11-27', amount: '1,250.00' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log a call' })).toBeNull());
  },
};

/** A call without its outcome, and a promise without its date, are not sent: the fields say why. */
export const LogCallInvalid: Story = {
  args: { tab: 'pastdue' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(grid(canvasElement, 'Past-due accounts')).getByRole('button', { name: 'Actions for Peach State Towing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log a call' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a call' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log call' }));
    await expect(await dialog.findByText('Choose what came of the call.')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Outcome' }), 'Promised to pay');
    await userEvent.click(dialog.getByRole('button', { name: 'Log call' }));
    await expect(await dialog.findByText('The promise date is required (YYYY-MM-DD).')).toBeVisible();
    await expect(args.logCall).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** A row's actions: assign the collector. */
export const AssignCollector: Story = {
  args: { tab: 'pastdue' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(grid(canvasElement, 'Past-due accounts')).getByRole('button', { name: 'Actions for Ramirez Hauling' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Assign collector' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign collector' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Collector' }), 'Thomas Hall (102 Parts counter)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const account = pastDueAccounts(12).find((a) => a.customer === 'Ramirez Hauling')!;
    await expect(args.saveAccount).toHaveBeenCalledWith({ brnId: account.brnId, cusId: account.cusId, version: account.version, collectorId: '10226' });
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Collected')).toBeInTheDocument();
  },
};

export const CollectedEmpty: Story = {
  args: { receipts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No receipts match these filters.')).toBeVisible();
    await expect(canvas.getByText('Nothing was collected in these 30 days.')).toBeVisible();
  },
};

export const PastDueEmpty: Story = {
  args: { tab: 'pastdue', accounts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No account is past due with these filters.')).toBeVisible();
    await expect(canvas.getByText('Nothing is past due.')).toBeVisible();
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words, the filters still there. */
export const Forbidden: Story = refusedBranch({ tab: 'pastdue' as const, state: 'failed' as const, error: BRANCH_REFUSED });

/** Someone changed the account since the row was read: the dialog says so and stays open. */
export const ChangedMeanwhile: Story = {
  args: { tab: 'pastdue', saveAccount: fn(async () => false), actionError: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(grid(canvasElement, 'Past-due accounts')).getByRole('button', { name: 'Actions for Blue Ridge Hauling' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Set promise to pay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Promise to pay' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};

/** Thousands of accounts: the server pages them; the tiles count them all. */
export const Large: Story = {
  args: { tab: 'pastdue', accounts: pastDueAccounts(2000) },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'Accounts past due')).toHaveTextContent('2,000');
    await expect(within(canvasElement).getByText(/Page 1 of 40/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { tab: 'pastdue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Report filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(tile(canvasElement, 'Past due').getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const actionsOf = async (canvasElement: HTMLElement, customer: string) => {
  await userEvent.click(within(grid(canvasElement, 'Past-due accounts')).getByRole('button', { name: `Actions for ${customer}` }));
  return screen.findByRole('menu');
};

/** Legal beside Active and Credit hold, an open release request on the held account; an active account may be held or referred to legal, not released. */
export const HoldRequests: Story = {
  args: { tab: 'pastdue', accounts: accountsWithRequests(12) },
  play: async ({ canvasElement, args }) => {
    const table = within(grid(canvasElement, 'Past-due accounts'));
    await expect(table.getByText('Legal')).toBeVisible();
    await expect(table.getByText('Release requested')).toBeVisible();
    const menu = within(await actionsOf(canvasElement, 'Okefenokee Logistics'));
    await expect(menu.queryByRole('menuitem', { name: 'Request release' })).toBeNull();
    await expect(menu.getByRole('menuitem', { name: 'Refer to legal' })).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Request credit hold' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request credit hold' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText('Say why.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Ninety days late, no answer to three calls.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    const account = pastDueAccounts(12).find((a) => a.customer === 'Okefenokee Logistics')!;
    await expect(args.requestHold).toHaveBeenCalledWith({ brnId: account.brnId, cusId: account.cusId, kind: 'Credit hold', reason: 'Ninety days late, no answer to three calls.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request credit hold' })).toBeNull());
  },
};

/** The open release request decided: done in Excede, as of the request's version. */
export const DecideRelease: Story = {
  args: { tab: 'pastdue', accounts: accountsWithRequests(12) },
  play: async ({ canvasElement, args }) => {
    const held = accountsWithRequests(12).find((a) => a.holdRequestKind === 'Release')!;
    await userEvent.click(within(await actionsOf(canvasElement, held.customer)).getByRole('menuitem', { name: 'Decide the release request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide: Release' }));
    await expect(dialog.getByText('Paid the 31–60 by wire this morning.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Released in Excede');
    await userEvent.click(dialog.getByRole('button', { name: 'Record decision' }));
    await expect(args.decideHold).toHaveBeenCalledWith(41, { version: 1, state: 'Done in Excede', note: 'Released in Excede' });
  },
};

/** The requester may not decide their own release: the server's refusal, in the dialog. */
export const DecideRefused: Story = {
  args: { tab: 'pastdue', accounts: accountsWithRequests(12), decideHold: fn(async () => false), actionError: 'You recorded this request: someone else must decide it.' },
  play: async ({ canvasElement }) => {
    const held = accountsWithRequests(12).find((a) => a.holdRequestKind === 'Release')!;
    await userEvent.click(within(await actionsOf(canvasElement, held.customer)).getByRole('menuitem', { name: 'Decide the release request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide: Release' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You recorded this request: someone else must decide it.');
  },
};

/** A statement emailed to the address on file; one refused for want of an address says so. */
export const EmailStatement: Story = {
  args: { tab: 'pastdue', accounts: accountsWithRequests(12) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await actionsOf(canvasElement, 'Ramirez Hauling')).getByRole('menuitem', { name: 'Email statement' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statement' }));
    await expect(dialog.getByText(/The last one went to ap@ramirezhauling.example/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Email statement' }));
    const account = pastDueAccounts(12).find((a) => a.customer === 'Ramirez Hauling')!;
    await expect(args.sendStatement).toHaveBeenCalledWith({ brnId: account.brnId, cusId: account.cusId });
  },
};

export const StatementRefused: Story = {
  args: {
    tab: 'pastdue',
    sendStatement: fn(async () => false),
    actionError: 'Blue Ridge Hauling (100042) has no email address on file in Excede: add one there to email a statement.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await actionsOf(canvasElement, 'Blue Ridge Hauling')).getByRole('menuitem', { name: 'Email statement' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statement' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('has no email address on file in Excede');
  },
};
