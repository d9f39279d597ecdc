import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WireBeneficiaryBankDialog } from '../../../src/screens/accounting/WireBeneficiaryBankDialog';
import { wireBeneficiaries } from './wireAuthorizationData';

const fleetParts = wireBeneficiaries(false)[2]!;

const meta = {
  title: 'Screens/Accounting/WireBeneficiaryBankDialog',
  component: WireBeneficiaryBankDialog,
  args: { beneficiary: fleetParts, onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof WireBeneficiaryBankDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Change bank details of Fleet Parts Supply LLC' }));
const retype = async (form: Awaited<ReturnType<typeof dialog>>, name: string, text: string) => {
  await userEvent.clear(form.getByRole('textbox', { name }));
  if (text) await userEvent.type(form.getByRole('textbox', { name }), text);
};

/** Emptied: each field says what it needs, nothing is sent. */
export const Empty: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await retype(form, 'Bank name', '');
    await retype(form, 'Routing number (ABA)', '');
    await retype(form, 'Account number', '');
    await userEvent.click(form.getByRole('button', { name: 'Save bank details' }));
    await expect(form.getByText('Enter the bank name.')).toBeVisible();
    await expect(form.getByText('Enter the account number: 4 to 17 digits.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Filled with the new bank: sent as of the version seen, with the phone on file unchanged; then it closes. */
export const Filled: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(/no wire to Fleet Parts Supply LLC is released until a call-back to \(770\) 555-0142/)).toBeVisible();
    await retype(form, 'Bank name', 'Regions Bank');
    await retype(form, 'Routing number (ABA)', '062005690');
    await retype(form, 'Account number', '0093317752');
    await userEvent.click(form.getByRole('button', { name: 'Save bank details' }));
    await expect(args.onSave).toHaveBeenCalledWith({ version: 1, name: 'Fleet Parts Supply LLC', bankName: 'Regions Bank', routingNumber: '062005690', accountNumber: '0093317752', phone: '(770) 555-0142' });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A routing number whose check digit does not match is refused before anything is sent. */
export const BadRoutingNumber: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await retype(form, 'Routing number (ABA)', '062005691');
    await userEvent.click(form.getByRole('button', { name: 'Save bank details' }));
    await expect(form.getByText(/check digit does not match/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the button spins and the dialog cannot be left. */
export const Saving: Story = {
  args: { isPending: true },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server refused (someone changed the beneficiary first): its words, and the dialog stays open. */
export const ServerError: Story = {
  args: { onSave: fn(async () => false), error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(/Someone else changed this record/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save bank details' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
