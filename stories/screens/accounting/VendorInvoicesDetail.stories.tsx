import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import VendorInvoicesDetail from '../../../src/screens/accounting/VendorInvoicesDetail';
import { INVOICES_TODAY, NEEDS_APPROVAL } from './vendorInvoicesData';

/** The same invoice as an approver within limit sees it. */
const FOR_APPROVER = { ...NEEDS_APPROVAL, approvalRefusal: null };

const meta = {
  title: 'Screens/Accounting/VendorInvoicesDetail',
  component: VendorInvoicesDetail,
  args: {
    detail: NEEDS_APPROVAL,
    error: null,
    onRetry: fn(),
    today: INVOICES_TODAY,
    step: { run: fn(async () => true), isPending: false, error: null },
    onClose: fn(),
  },
} satisfies Meta<typeof VendorInvoicesDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Invoice M-240117' }));

/** Its maker sees whom it waits for and why not them; no Approve button. */
export const WaitingForApproval: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('status')).toHaveTextContent('Waiting for Alex Admin to approve it: You recorded this invoice: someone else must approve it.');
    await expect(d.getByText(/Price variance: Invoiced \$2,180.40 against \$2,050.00/)).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(d.getByRole('link', { name: 'Scan 912' })).toHaveAttribute('href', '/ar/documentviewer?docId=912');
    await expect(d.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The approver approves it as of the version seen. */
export const Approve: Story = {
  args: { detail: FOR_APPROVER },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Approve' }));
    await expect(args.step.run).toHaveBeenCalledWith({ version: 2, action: 'approve', reason: '', paidOn: null });
  },
};

/** A hold asks why first, then puts it on hold. */
export const HoldWithReason: Story = {
  args: { detail: FOR_APPROVER },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Put on hold' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Reason' }), 'Waiting on the credit memo.');
    await userEvent.click(d.getByRole('button', { name: 'Confirm: put on hold' }));
    await expect(args.step.run).toHaveBeenCalledWith({ version: 2, action: 'hold', reason: 'Waiting on the credit memo.', paidOn: null });
  },
};

/** Someone else changed it first: the server's 409 in the dialog. */
export const Refused: Story = {
  args: { detail: FOR_APPROVER, step: { run: fn(async () => false), isPending: false, error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' } },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};

/** A paid invoice: its trail, nothing left to do. */
export const Paid: Story = {
  args: {
    detail: {
      ...NEEDS_APPROVAL,
      invoice: { ...NEEDS_APPROVAL.invoice, status: 'Paid', paidOn: '2026-11-17' },
      routedTo: null,
      approvalRefusal: null,
      steps: [...NEEDS_APPROVAL.steps, { action: 'approve', status: 'Approved', reason: '', by: 'Alex Admin', at: '2026-11-11T15:00:00.000Z' }, { action: 'pay', status: 'Paid', reason: '', by: 'Casey Accounting', at: '2026-11-17T15:00:00.000Z' }],
    },
  },
  play: async () => {
    const d = await dialog();
    await expect(d.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(d.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { detail: undefined },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Vendor invoice' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { detail: undefined, error: 'That vendor invoice does not exist.' },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: 'Vendor invoice' }));
    await expect(d.getByRole('alert')).toHaveTextContent('That vendor invoice does not exist.');
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
