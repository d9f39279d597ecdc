import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyPurchaseForm } from '../../../src/screens/accounting/CompanyPurchaseForm';
import { STORY_VENDORS } from './companyPurchaseData';

const meta = {
  title: 'Screens/Accounting/CompanyPurchaseForm',
  component: CompanyPurchaseForm,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 1000 }}>{Story()}</div>],
  args: {
    initial: { brnId: '101', department: '' as never, vendorId: '', glAccount: '', justification: '', tax: '0.00', freight: '0.00', lines: [{ description: '', quantity: '1', unitPrice: '' }] },
    branches: [
      { id: '101', label: '101 - Norcross' },
      { id: '102', label: '102 - Forest Park' },
    ],
    vendors: STORY_VENDORS,
    onVendorSearch: fn(),
    splitWarning: null,
    onAmountChange: fn(),
    submitLabel: 'Save draft',
    onSave: fn(),
    isPending: false,
    error: null,
  },
} satisfies Meta<typeof CompanyPurchaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new request filled in: lines add up with tax and freight, and the checked values go to the host in cents. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Department/ }), 'Service');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Vendor' }), 'Moh');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Mohawk Lifts (MOHAWK)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'GL account' }), '6320');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Line 1 description' }), 'Two-post truck lift');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Unit price' }), '9500');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a line' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Line 2 description' }), 'Creeper');
    const quantities = canvas.getAllByRole('textbox', { name: 'Qty' });
    await userEvent.clear(quantities[1]!);
    await userEvent.type(quantities[1]!, '4');
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Unit price' })[1]!, '500');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Tax' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tax' }), '400');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Justification' }), 'The second bay has no lift.');
    await expect(canvas.getByText('$11,900.00')).toBeVisible();
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('MOHAWK', 1_190_000);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ brnId: '101', department: 'Service', vendorId: 'MOHAWK', glAccount: '6320', tax: 40_000, freight: 0, lines: [expect.objectContaining({ quantity: 1, unitPrice: 950_000 }), expect.objectContaining({ description: 'Creeper', quantity: 4, unitPrice: 50_000 })] }),
      ),
    );
  },
};

/** Nothing filled in: each field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('Enter the GL account: 4 to 6 digits.')).toBeVisible();
    await expect(canvas.getByText('Enter the line’s description.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Another request of this vendor and requester within 7 days, and a request that holds approvals. */
export const SplitWarning: Story = {
  args: {
    branches: undefined,
    resetsApprovals: true,
    submitLabel: 'Save changes',
    initial: { brnId: '101', department: 'Service', vendorId: 'MOHAWK', glAccount: '6320', justification: 'Lift bay two.', tax: '0.00', freight: '0.00', lines: [{ description: 'Creeper', quantity: '2', unitPrice: '450.00' }] },
    splitWarning: {
      others: [{ requestNo: 'CP-00040', requestedOn: '2026-11-13', amount: '950.00' }],
      combinedCents: 185_000,
      combinedTier: 'general-manager',
      message: 'Possible split purchase: CP-00040 asks the same vendor by the same requester within 7 days. Together $1,850.00, which needs the general manager’s approval.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Possible split purchase: CP-00040/)).toBeVisible();
    await expect(canvas.getByText(/saving a change sends it back to the first tier/)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: /Branch/ })).toBeNull();
  },
};

/** The server refused the vendor: its words above the form. */
export const Refused: Story = {
  args: { error: 'This vendor is not in Excede: set up the vendor in Excede first, then request the purchase.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/set up the vendor in Excede first/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add a line' })).toBeVisible();
  },
};
