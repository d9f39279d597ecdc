import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import { CashFundDialog } from '../../../src/screens/accounting/CashFundDialog';
import { FUND_DETAIL } from './cashOnHandData';

const GEORGIA = DEMO_BRANCH_LABELS.filter((b) => b.startsWith('1'));

const meta = {
  title: 'Screens/Accounting/CashFundDialog',
  component: CashFundDialog,
  args: {
    editing: { kind: 'add', branches: GEORGIA, branch: '101' },
    onCreate: fn(async () => true),
    onChange: fn(async () => true),
    isPending: false,
    error: null,
    onClose: fn(),
  },
} satisfies Meta<typeof CashFundDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** A petty-cash fund at the working branch: no drawer to name. */
export const AddFund: Story = {
  play: async ({ args }) => {
    const d = await dialog('Add a cash fund');
    await expect(d.getByRole('textbox', { name: /Excede drawer/ })).toBeVisible();
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Kind' }), 'Petty cash');
    await expect(d.queryByRole('textbox', { name: /Excede drawer/ })).toBeNull();
    await userEvent.type(d.getByRole('textbox', { name: /Name/ }), 'Parts office petty cash');
    await userEvent.type(d.getByRole('textbox', { name: /Custodian/ }), 'Ana Ruiz');
    await userEvent.type(d.getByRole('textbox', { name: /Authorized float/ }), '150');
    await userEvent.click(d.getByRole('button', { name: 'Add fund' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ brnId: '101', kind: 'Petty cash', name: 'Parts office petty cash', drawer: '', custodian: 'Ana Ruiz', float: '150' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** What is missing is said on each field, and nothing is sent. */
export const AddNeedsFields: Story = {
  args: { editing: { kind: 'add', branches: GEORGIA, branch: null } },
  play: async ({ args }) => {
    const d = await dialog('Add a cash fund');
    await userEvent.click(d.getByRole('button', { name: 'Add fund' }));
    await expect(await d.findByText('Choose the branch.')).toBeVisible();
    await expect(d.getByText('Enter the name.')).toBeVisible();
    await expect(d.getByText('Enter the float.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A new custodian and float, or closing the fund, as of the version read. */
export const EditFund: Story = {
  args: { editing: { kind: 'edit', fund: FUND_DETAIL.fund } },
  play: async ({ args }) => {
    const d = await dialog('Edit 101 · Parts counter drawer');
    const float = d.getByRole('textbox', { name: /Authorized float/ });
    await expect(float).toHaveValue('300');
    await userEvent.clear(float);
    await userEvent.type(float, '350.00');
    await userEvent.click(d.getByRole('checkbox', { name: 'Open: counted and paid out of' }));
    await userEvent.click(d.getByRole('button', { name: 'Save fund' }));
    await expect(args.onChange).toHaveBeenCalledWith(2, { version: 7, name: 'Parts counter drawer', custodian: 'Joseph Wright', float: '350.00', active: false });
  },
};

/** A name the branch already has: the server's refusal in words, the dialog open. */
export const Refused: Story = {
  args: { error: 'The branch already has a fund of that name.', onCreate: fn(async () => false) },
  play: async () => {
    await expect((await dialog('Add a cash fund')).getByRole('alert')).toHaveTextContent('The branch already has a fund of that name.');
  },
};
