import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyPurchase } from '../../../src/screens/accounting/CompanyPurchase';
import { clearPendingAnnouncement } from '../../report/pendingAnnouncement';
import { PENDING_PURCHASE, RECEIVING_PURCHASE } from './companyPurchaseData';
import { forbiddenRecord } from '../../report/recordStories';

const meta = {
  title: 'Screens/Accounting/CompanyPurchase',
  component: CompanyPurchase,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    detail: PENDING_PURCHASE,
    isLoading: false,
    error: null,
    onRetry: fn(),
    may: { approve: true, update: true, request: true },
    steps: { submit: fn(), approve: fn(), reject: fn(), issue: fn(), receive: fn(), close: fn() },
    isPending: false,
    stepError: null,
  },
} satisfies Meta<typeof CompanyPurchase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A $12,000.00 request the department head approved: the general manager approves next, or rejects with a reason. */
export const AwaitingApproval: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tiers for $12,000.00: Department head → General manager → Controller → Principal')).toBeVisible();
    await expect(canvas.getByText('Capital item: fixed assets')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve as general manager' }));
    await expect(args.steps.approve).toHaveBeenCalledWith(3, 'general-manager');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason to reject' }), 'Lease one instead.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.steps.reject).toHaveBeenCalledWith(3, 'Lease one instead.');
  },
};

/** Its requester (or a person without the tier's authority) reads why they may not approve it, and sees the split warning. */
export const RequesterRefused: Story = {
  args: {
    detail: {
      ...PENDING_PURCHASE,
      approvalRefusal: 'You recorded this purchase request: someone else must approve it.',
      splitWarning: {
        others: [{ requestNo: 'CP-00040', requestedOn: '2026-11-13', amount: '950.00' }],
        combinedCents: 1_295_000,
        combinedTier: 'principal',
        message: 'Possible split purchase: CP-00040 asks the same vendor by the same requester within 7 days. Together $12,950.00, which needs the principal’s approval.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You recorded this purchase request: someone else must approve it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(canvas.getByText(/Possible split purchase: CP-00040/)).toBeVisible();
  },
};

/** A vendor's quote attached to an open request: the PDF goes up, and the host shows the request with it. */
export const AttachQuote: Story = {
  args: { detail: { ...PENDING_PURCHASE, quotes: [] }, quoteUpload: { onUpload: fn(async () => undefined), progress: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, new File(['%PDF-1.4'], 'Mohawk quote 1182.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Attach quote' }));
    await waitFor(() => expect(args.quoteUpload!.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mohawk quote 1182.pdf' })));
    await waitFor(() => expect(canvas.queryByText('Mohawk quote 1182.pdf')).toBeNull());
    await clearPendingAnnouncement();
  },
};

/** A draft: its requester submits it. */
export const Draft: Story = {
  args: { detail: { ...PENDING_PURCHASE, purchase: { ...PENDING_PURCHASE.purchase, status: 'Draft', version: 1 }, trail: [], waitingFor: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit for approval' }));
    await expect(args.steps.submit).toHaveBeenCalledWith(1);
  },
};

/** Every tier approved: the PO is issued, mailed to the vendor if an address is given. */
export const Approved: Story = {
  args: { detail: { ...RECEIVING_PURCHASE, purchase: { ...RECEIVING_PURCHASE.purchase, status: 'Approved', poNumber: null, poEmailedTo: null }, lines: PENDING_PURCHASE.lines, receipts: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mail the PO to (optional)' }), 'orders@mohawklifts.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Issue PO' }));
    await expect(args.steps.issue).toHaveBeenCalledWith(9, 'orders@mohawklifts.example');
  },
};

/** Ordered, two of four creepers in: the rest is received in part or in full. */
export const Receiving: Story = {
  args: { detail: RECEIVING_PURCHASE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Purchase order PO-101-00042' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Creeper: received now (2 open)' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Record receipt' }));
    await expect(args.steps.receive).toHaveBeenCalledWith(9, [{ lineId: 2, quantity: 1 }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Received in full' }));
    await expect(args.steps.receive).toHaveBeenLastCalledWith(9, [
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 2 },
    ]);
  },
};

/** All received: the request is closed. */
export const Received: Story = {
  args: {
    detail: { ...RECEIVING_PURCHASE, purchase: { ...RECEIVING_PURCHASE.purchase, status: 'Received' }, lines: RECEIVING_PURCHASE.lines.map((l) => ({ ...l, quantityReceived: l.quantity })) },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close request' }));
    await expect(args.steps.close).toHaveBeenCalledWith(9);
  },
};

/** A refused step (another person's change came first): the server's words above the record. */
export const StepRefused: Story = {
  args: { stepError: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Someone else changed this record/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: /Purchase request/ })).toBeNull();
  },
};

export const Forbidden: Story = forbiddenRecord;

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve as general manager' })).toBeVisible();
  },
};
