import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApprovalAuthorityDialog } from '../../../src/screens/users/ApprovalAuthorityDialog';
import { CONTROLLER_AUTHORITIES } from './approvalAuthorityRows';

const meta = {
  title: 'Screens/Users/ApprovalAuthorityDialog',
  component: ApprovalAuthorityDialog,
  args: {
    editing: { mode: 'grant', held: ['bank-reconciliation'] },
    userName: 'Casey Controller',
    onSave: fn(async () => true),
    isPending: false,
    error: null,
    onClose: fn(),
  },
} satisfies Meta<typeof ApprovalAuthorityDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

export const Grant: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    const approves = form.getByRole('combobox', { name: /Approves/ });
    // A kind the user holds already is not offered again.
    await expect(within(approves).queryByRole('option', { name: 'Bank reconciliations' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Grant authority' }));
    await expect(await form.findByText('Choose what the authority approves.')).toBeVisible();
    await expect(form.getByText('Enter the limit.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(approves, 'Cash over/short');
    await userEvent.type(form.getByRole('textbox', { name: /Limit/ }), '1,250');
    await userEvent.click(form.getByRole('button', { name: 'Grant authority' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('cash-over-short', 125_000, undefined));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const GrantWithoutLimit: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Approves/ }), 'Cash over/short');
    await userEvent.click(form.getByRole('checkbox', { name: 'No limit' }));
    await expect(form.queryByRole('textbox', { name: /Limit/ })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Grant authority' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('cash-over-short', null, undefined));
  },
};

export const ChangeLimit: Story = {
  args: { editing: { mode: 'change', authority: CONTROLLER_AUTHORITIES[1]! } },
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('heading', { name: 'Limit for Cash over/short' })).toBeVisible();
    const limit = form.getByRole('textbox', { name: /Limit/ });
    await expect(limit).toHaveValue('500.00');
    await userEvent.clear(limit);
    await userEvent.type(limit, 'lots');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    await expect(await form.findByText('Enter the limit in dollars and cents, e.g. 250.00.')).toBeVisible();
    await userEvent.clear(limit);
    await userEvent.type(limit, '750');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('cash-over-short', 75_000, 1));
  },
};

/** The server refused the save: its message stays in the dialog, which stays open. */
export const Refused: Story = {
  args: { editing: { mode: 'change', authority: CONTROLLER_AUTHORITIES[0]! }, error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('alert')).toHaveTextContent('Someone else changed this record');
    await expect(form.getByRole('checkbox', { name: 'No limit' })).toBeChecked();
  },
};

export const Saving: Story = {
  args: { editing: { mode: 'change', authority: CONTROLLER_AUTHORITIES[1]! }, isPending: true },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Grant authority' })).toBeVisible();
  },
};
