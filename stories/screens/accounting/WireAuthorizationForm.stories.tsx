import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_NOW } from '../../../src/demo/now';
import { WireAuthorizationForm } from '../../../src/screens/accounting/WireAuthorizationForm';
import { WIRE_BRANCHES, wireBeneficiaries } from './wireAuthorizationData';

const meta = {
  title: 'Screens/Accounting/WireAuthorizationForm',
  component: WireAuthorizationForm,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 960 }}>{Story()}</div>],
  args: {
    initial: { brnId: '101', beneficiaryId: null, amount: '', valueDate: '', purpose: '', reference: '', notes: '' },
    branches: WIRE_BRANCHES,
    beneficiaries: wireBeneficiaries(),
    cutOff: '16:00',
    now: DEMO_NOW,
    submitLabel: 'Save draft',
    headingLevel: 2,
    onSave: fn(),
    isPending: false,
    error: null,
  },
} satisfies Meta<typeof WireAuthorizationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wire to a beneficiary of the verified list, in dollars and cents: the form hands it over in cents. */
export const ToAVerifiedBeneficiary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Beneficiary' }), 'Fleet Parts Supply LLC · Truist Bank ••••6654');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '18,500.00');
    await userEvent.type(canvas.getByLabelText('Value date'), '2026-11-23');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Purpose' }), 'Vendor payment');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      wire: { brnId: '101', beneficiaryId: 3, amount: 1_850_000, valueDate: '2026-11-23', purpose: 'Vendor payment', reference: '', notes: '' },
      beneficiary: null,
    });
  },
};

/** Another branch's list; a beneficiary still waiting for its call-back says so. */
export const BranchesList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: /Southeast Body Works .*\(call-back due\)/ })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Branch' }), '102 - Forest Park');
    await expect(canvas.queryByRole('option', { name: /Southeast Body Works/ })).toBeNull();
    await expect(canvas.getByRole('option', { name: /Daimler Truck Financial · JPMorgan Chase Bank ••••6327/ })).toBeInTheDocument();
  },
};

/** Today after the bank's cut-off (4:00 PM New York): the form warns as the date is chosen. */
export const AfterTheCutOff: Story = {
  args: { now: new Date('2026-11-20T21:30:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Value date'), '2026-11-20');
    await expect(canvas.getByText(/past the bank’s cut-off \(4:00 PM New York time\)/)).toBeVisible();
  },
};

/** Every field the wire needs, named when missing. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(canvas.getByText('Choose the beneficiary.')).toBeVisible();
    await expect(canvas.getByText('Enter the purpose.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An approved wire's change: the form says its approvals start over; the server's refusal shows above it. */
export const ChangeAfterApproval: Story = {
  args: {
    branches: undefined,
    headingLevel: 3,
    initial: { brnId: '101', beneficiaryId: 3, amount: '12754.80', valueDate: '2026-11-23', purpose: 'Vendor payment', reference: 'Invoice FP-22817', notes: '' },
    submitLabel: 'Save changes',
    resetsApprovals: true,
    error: 'A released wire can no longer be changed.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This wire is approved: saving a change sends it back for its approvals again.')).toBeVisible();
    await expect(canvas.getByText('A released wire can no longer be changed.')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Branch' })).toBeNull();
  },
};

/** Treasury (who sees whole account numbers) changes the chosen beneficiary's bank details from where it is chosen. */
export const ChangeTheChosenBankDetails: Story = {
  args: { beneficiaries: wireBeneficiaries(false), onChangeBankDetails: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Change bank details/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Beneficiary' }), 'Fleet Parts Supply LLC · Truist Bank 1000276654');
    await userEvent.click(canvas.getByRole('button', { name: 'Change bank details of Fleet Parts Supply LLC' }));
    await expect(args.onChangeBankDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 3, accountNumber: '1000276654' }));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save draft' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
