import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_NOW } from '../../../src/demo/now';
import { WireAuthorization } from '../../../src/screens/accounting/WireAuthorization';
import { WIRE_BRANCHES, wireBeneficiaries, wireDetail } from './wireAuthorizationData';

const meta = {
  title: 'Screens/Accounting/WireAuthorization',
  component: WireAuthorization,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    detail: wireDetail(),
    isNew: false,
    isLoading: false,
    error: null,
    onRetry: fn(),
    branches: WIRE_BRANCHES,
    beneficiaries: wireBeneficiaries(),
    cutOff: '16:00',
    now: DEMO_NOW,
    canRequest: true,
    canApprove: true,
    onSave: fn(),
    onStep: fn(),
    onWordedStep: fn(async () => true),
    onPrint: fn(),
    documents: { onOpen: fn(), onDownload: fn(), changes: { onAttach: fn(async () => undefined), progress: null, onRemove: fn(async () => true), isPending: false } },
    canViewBankDetails: true,
    onChangeBankDetails: fn(async () => true),
    isPending: false,
    actionError: null,
  },
} satisfies Meta<typeof WireAuthorization>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its requester looks at a submitted wire: Approve is not offered to them, and the screen says why. */
export const RequesterCannotApprove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wire W-00042' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByText('You recorded this wire: someone else must approve it.')).toBeVisible();
    await expect(canvas.getByText(/Not confirmed yet: call \(404\) 555-0167/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** Another approver approves; a rejection asks for its reason first. */
export const ApproveOrReject: Story = {
  args: { detail: wireDetail('Approved 1 of 2', { approvalRefusal: null }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onStep).toHaveBeenCalledWith('approve');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Reject this wire' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject wire' }));
    await expect(dialog.getByText('Enter the reason.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Wrong stock number.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject wire' }));
    await expect(args.onWordedStep).toHaveBeenCalledWith({ kind: 'reject', version: 3 }, { version: 3, reason: 'Wrong stock number.' });
  },
};

/** Approved, but its new beneficiary's call-back is not recorded: release waits for it; the call-back goes to the number on file. */
export const ReleaseWaitsForTheCallBack: Story = {
  args: { detail: wireDetail('Approved') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark released' })).toBeDisabled();
    await expect(canvas.getByText(/have not been confirmed by a call-back/)).toBeVisible();
    await expect(canvas.getByText('This wire is approved: saving a change sends it back for its approvals again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record call-back' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Record the call-back' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Number called' }), '(404) 555-0167');
    await userEvent.click(dialog.getByRole('button', { name: 'Record call-back' }));
    await expect(args.onWordedStep).toHaveBeenCalledWith(expect.objectContaining({ kind: 'callback' }), { version: 1, phone: '(404) 555-0167', note: '' });
  },
};

/** Released with the bank's reference: the trail shows both approvals; only Confirm sent remains. */
export const Released: Story = {
  args: {
    detail: wireDetail('Released', {
      beneficiary: { ...wireBeneficiaries()[3]!, verified: { at: '2026-11-19T16:00:00.000Z', by: 'Casey Accounting', note: 'Spoke with their controller.' } },
      releaseRefusal: null,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Approved by/)).toHaveLength(2);
    await expect(canvas.getByText(/Bank details confirmed by Casey Accounting/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Wire request' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm sent' }));
    await expect(args.onStep).toHaveBeenCalledWith('confirm');
  },
};

/** An edit after an approval reset it: the reset approval stays in the trail, struck through. */
export const ApprovalsReset: Story = {
  args: {
    detail: wireDetail('Submitted', {
      trail: [
        { kind: 'Submitted', by: 'Casey Accounting', at: '2026-11-18T15:30:00.000Z', note: null, resetAt: null },
        { kind: 'Approved', by: 'Alex Admin', at: '2026-11-18T17:30:00.000Z', note: null, resetAt: '2026-11-19T14:00:00.000Z' },
        { kind: 'Reset', by: 'Casey Accounting', at: '2026-11-19T14:00:00.000Z', note: 'The wire was changed after its approval: it needs its approvals again.', resetAt: null },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Approved by Alex Admin \(reset 11\/19\/2026/)).toBeVisible();
    await expect(within(canvasElement).getByText(/Reset by Casey Accounting/)).toBeVisible();
  },
};

/** A new wire to a new beneficiary: its bank details are checked before anything is sent. */
export const NewWireToANewBeneficiary: Story = {
  args: { isNew: true, detail: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Beneficiary' }), 'New beneficiary…');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Beneficiary name' }), 'Gwinnett Trailer Sales');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank name' }), 'Regions Bank');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Routing number (ABA)' }), '062005691');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account number' }), '0093317752');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone on file' }), '(678) 555-0110');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '60,000.00');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Purpose' }), 'Used truck purchase');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(canvas.getByText(/check digit does not match/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A value date on a weekend: the form warns before the wire is saved. */
export const CutOffWarning: Story = {
  args: { detail: wireDetail('Draft', { approvalRefusal: null, cutOffWarning: '11/22/2026 is a weekend or company holiday: the bank sends no wires that day.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/weekend or company holiday/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onStep).toHaveBeenCalledWith('submit');
  },
};

/** Treasury changes the beneficiary's bank details from the wire: the change goes as of the version seen. */
export const ChangeBankDetails: Story = {
  args: { detail: wireDetail('Approved', { beneficiary: { ...wireBeneficiaries(false)[3]!, verified: { at: '2026-11-19T16:00:00.000Z', by: 'Alex Admin', note: null } }, releaseRefusal: null }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Invoice · Invoice SBW-10482.pdf/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change bank details' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Change bank details of Southeast Body Works' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Account number' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Account number' }), '7730019999');
    await userEvent.click(dialog.getByRole('button', { name: 'Save bank details' }));
    await expect(args.onChangeBankDetails).toHaveBeenCalledWith(4, expect.objectContaining({ version: 1, accountNumber: '7730019999', routingNumber: '061100606' }));
  },
};

/** Someone who may not see bank details, or request wires, reads the documents but changes nothing. */
export const ReadOnly: Story = {
  args: { canRequest: false, canApprove: false, canViewBankDetails: false, documents: { onOpen: fn(), onDownload: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Change bank details' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open Invoice SBW-10482.pdf' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the wire')).toBeInTheDocument();
  },
};

/** Another branch's wire: the server's 403 in words. */
export const Forbidden: Story = {
  args: { detail: undefined, error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You do not have access to branch 201.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A refused step (someone changed the wire first) shows above it. */
export const Refused: Story = {
  args: { actionError: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Someone else changed this record/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
