import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { TechnicianRateChange } from '../../../src/screens/service/TechnicianRateChange';
import { ANNUAL_REVIEW, APPLIED, NEEDS_GM, PENDING, proposeRate, REJECTED, technicianRate } from './technicianRatesData';

const meta = {
  title: 'Screens/Service/TechnicianRateChange',
  component: TechnicianRateChange,
  args: { technician: technicianRate(null), error: null, isPending: false, actionError: null, onSave: fn(), onSubmit: fn(), onDecide: fn(), onClose: fn() },
} satisfies Meta<typeof TechnicianRateChange>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Marcus Lee’s rate' }));

/** No change open: Excede's rate and the open pay period are said; a rate, a day and a reason make the draft. */
export const ProposeRate: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(/20001 · branch 101 · Technician A · Excede’s rate \$44\.00 an hour/)).toBeVisible();
    await expect(form.getByText('The open pay period started 11/15/2026.')).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    await proposeRate(form, ANNUAL_REVIEW);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(ANNUAL_REVIEW));
  },
};

/** A rate that is not dollars and cents: said on its field, and nothing is saved. */
export const RateMessage: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await proposeRate(form, { ...ANNUAL_REVIEW, proposedRate: 'forty-six' });
    await expect(await form.findByText('Enter the proposed rate in dollars and cents, e.g. 250.00.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Proposed rate/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A draft: its values in the form to edit, and submitting it for approval. */
export const DraftToSubmit: Story = {
  args: { technician: technicianRate({}) },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(/\$44\.00 to \$45\.50 \(3\.41%\) from 11\/29\/2026/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Proposed rate/ })).toHaveValue('45.50');
    await expect(form.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Submit for approval' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Pending, for a service manager who may decide it: rejecting needs a reason; the note goes with the approval. */
export const PendingToApprove: Story = {
  args: { technician: technicianRate(PENDING) },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(/submitted by Alex Admin/)).toBeVisible();
    await expect(form.queryByRole('button', { name: /Propose|Save draft/ })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Reject' }));
    await expect(await form.findByText('Say why the change is rejected.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), '  In line with the A grade.  ');
    await userEvent.click(form.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Approved', 'In line with the A grade.');
  },
};

/** A 10% raise: the general manager approves it, and this user is told why they cannot; no decision is offered. */
export const PendingNeedsGeneralManager: Story = {
  args: { technician: technicianRate(NEEDS_GM) },
  play: async () => {
    const form = await dialog();
    await expect(form.getByText(/\$44\.00 to \$48\.40 \(10\.00%\) from 11\/29\/2026/)).toBeVisible();
    await expect(form.getByText('An increase over 5% is approved by the general manager.')).toBeVisible();
    await expect(form.getByText(/^An increase over 5% needs the general manager\. You have no approval authority/)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(form.queryByRole('textbox', { name: /Note/ })).toBeNull();
  },
};

/** Applied: who approved it and when; a new change may be proposed. */
export const Applied: Story = {
  args: { technician: technicianRate(APPLIED) },
  play: async () => {
    const form = await dialog();
    await expect(form.getByText('Applied')).toBeVisible();
    await expect(form.getByText(/approved by Alex Admin 11\/16\/2026/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Proposed rate/ })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Propose as draft' })).toBeVisible();
  },
};

/** Rejected with the reason: no decision is offered, and a new change is proposed from an empty form. */
export const Rejected: Story = {
  args: { technician: technicianRate(REJECTED) },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText('Rejected')).toBeVisible();
    await expect(form.getByText(/rejected by Alex Admin 11\/19\/2026: Wait for the annual review\./)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Reject' })).toBeNull();
    await proposeRate(form, ANNUAL_REVIEW);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(ANNUAL_REVIEW));
  },
};

/** The server refused the step: another changed the record meanwhile, said in an alert. */
export const StepRefused: Story = {
  args: { technician: technicianRate(PENDING), actionError: RECORD_CHANGED_MESSAGE },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(RECORD_CHANGED_MESSAGE);
  },
};

/** Deciding: the buttons wait for the answer. */
export const Deciding: Story = {
  args: { technician: technicianRate(PENDING), isPending: true },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: /Approve/ }));
    await userEvent.click(form.getByRole('button', { name: /Reject/ }));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { technician: undefined },
  play: async () => {
    await expect(within(await screen.findByRole('dialog', { name: 'Technician rate' })).getByRole('status', { name: 'Loading the technician' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { technician: undefined, error: 'That technician does not exist.' },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Technician rate' }));
    await expect(form.getByText('The technician could not be loaded')).toBeVisible();
    await expect(form.getByText('That technician does not exist.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
