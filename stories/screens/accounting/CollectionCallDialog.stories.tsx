import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CollectionCallDialog } from '../../../src/screens/accounting/CollectionCallDialog';
import { pastDueAccounts, STORY_TODAY } from './collectionsData';

const account = pastDueAccounts(4).find((a) => a.customer === 'Peach State Towing')!;

const meta = {
  title: 'Screens/Accounting/CollectionCallDialog',
  component: CollectionCallDialog,
  args: {
    account,
    today: STORY_TODAY,
    logCall: { run: fn(async () => true), isPending: false, error: null },
    onCancel: fn(),
    onLogged: fn(),
  },
} satisfies Meta<typeof CollectionCallDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Log a call' }));

/** A message left: the outcome, a note and when to call again; no promise. */
export const LeftMessage: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(`Peach State Towing (${account.cusId}) at branch ${account.brnId}: `, { exact: false })).toBeVisible();
    await expect(form.queryByLabelText('Promise date')).toBeNull();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Outcome' }), 'Left message');
    await userEvent.type(form.getByRole('textbox', { name: 'Note' }), 'Voicemail for Dana in payables.');
    fireEvent.change(form.getByLabelText('Follow-up date'), { target: { value: '2026-11-20' } });
    await userEvent.click(form.getByRole('button', { name: 'Log call' }));
    await expect(args.logCall.run).toHaveBeenCalledWith({
      brnId: account.brnId,
      cusId: account.cusId,
      accountVersion: account.version,
      outcome: 'Left message',
      note: 'Voicemail for Dana in payables.',
      followUpOn: '2026-11-20',
      promise: null,
    });
    await waitFor(() => expect(args.onLogged).toHaveBeenCalledOnce());
  },
};

/** A promise to pay: its date and amount (the amount past due to start with), checked before it is sent. */
export const PromisedToPay: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Outcome' }), 'Promised to pay');
    await expect(form.getByRole('textbox', { name: 'Amount promised' })).toHaveValue(account.pastDue);
    fireEvent.change(form.getByLabelText('Promise date'), { target: { value: '2026-09-01' } });
    fireEvent.change(form.getByLabelText('Follow-up date'), { target: { value: '2026-11-17' } });
    await userEvent.click(form.getByRole('button', { name: 'Log call' }));
    await expect(await form.findByText('The promise date can be at most 30 days ago.')).toBeVisible();
    await expect(form.getByText('The follow-up date cannot be in the past.')).toBeVisible();
    await expect(args.logCall.run).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText('Promise date'), { target: { value: '2026-11-24' } });
    fireEvent.change(form.getByLabelText('Follow-up date'), { target: { value: '2026-11-25' } });
    await userEvent.click(form.getByRole('button', { name: 'Log call' }));
    await expect(args.logCall.run).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'Promised to pay', followUpOn: '2026-11-25', promise: { promisedOn: '2026-11-24', amount: account.pastDue } }));
  },
};

/** The server refused it: its words in the dialog, which stays open. */
export const Refused: Story = {
  args: { logCall: { run: fn(async () => false), isPending: false, error: 'Customer 100017 has nothing open at branch 101.' } },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByRole('alert')).toHaveTextContent('Customer 100017 has nothing open at branch 101.');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While it is sent. */
export const Sending: Story = {
  args: { logCall: { run: fn(async () => true), isPending: true, error: null } },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('button', { name: /Log call/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('combobox', { name: 'Outcome' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
