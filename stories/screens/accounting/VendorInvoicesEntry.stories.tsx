import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import VendorInvoicesEntry from '../../../src/screens/accounting/VendorInvoicesEntry';
import { comboBoxReady } from '../../../src/ui/ComboBox/ComboBox';
import { INVOICES_TODAY } from './vendorInvoicesData';

const SIMILAR = 'Vendor BENDIX has an invoice of $3,415.00 within 30 days (5521907): file this one too?';

const meta = {
  title: 'Screens/Accounting/VendorInvoicesEntry',
  component: VendorInvoicesEntry,
  loaders: [comboBoxReady],
  args: {
    branches: ['101 - Norcross', '102 - Forest Park'],
    vendors: [
      { venId: 'BENDIX', name: 'Bendix Commercial Vehicle Systems' },
      { venId: 'MERITR', name: 'Meritor' },
    ],
    today: INVOICES_TODAY,
    file: { run: fn(async () => true), isPending: false, error: null },
    onClose: fn(),
    onFiled: fn(),
  },
} satisfies Meta<typeof VendorInvoicesEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async () => within(await screen.findByRole('dialog', { name: 'Enter a vendor invoice' }));

/** Nothing typed: each field says what it needs, nothing is sent. */
export const NeedsFields: Story = {
  play: async ({ args }) => {
    const d = await form();
    await userEvent.click(d.getByRole('button', { name: 'File invoice' }));
    await expect(await d.findByText('Enter the vendor.')).toBeVisible();
    await expect(d.getByText('Enter the invoice number.')).toBeVisible();
    await expect(d.getByText('Enter the amount.')).toBeVisible();
    await expect(args.file.run).not.toHaveBeenCalled();
  },
};

/** An invoice typed in: the vendor picked, its number and amount; the due date comes from the terms. */
export const FileInvoice: Story = {
  play: async ({ args }) => {
    const d = await form();
    await userEvent.type(d.getByRole('combobox', { name: 'Vendor' }), 'Meri');
    await userEvent.click(await screen.findByRole('option', { name: 'MERITR - Meritor' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Invoice no.' }), 'M-240200');
    await userEvent.type(d.getByRole('textbox', { name: 'Amount' }), '1,250.00');
    await userEvent.click(d.getByRole('button', { name: 'File invoice' }));
    await expect(args.file.run).toHaveBeenCalledWith(expect.objectContaining({ brnId: '101', vendorId: 'MERITR', invoiceNo: 'M-240200', amount: '1,250.00', invoiceDate: INVOICES_TODAY, dueDate: null }));
    await expect(args.onFiled).toHaveBeenCalledOnce();
  },
};

/** The same vendor's invoice number again: the server refuses it, saying so. */
export const Duplicate: Story = {
  args: {
    file: {
      run: fn(async () => false),
      isPending: false,
      error: 'Invoice 5521907 from vendor BENDIX is already filed.',
      fieldErrors: [{ field: 'invoiceNo', message: 'Invoice 5521907 from vendor BENDIX is already filed.' }],
    },
  },
  play: async () => {
    const d = await form();
    await expect(d.getByRole('alert')).toHaveTextContent('Invoice 5521907 from vendor BENDIX is already filed.');
    await expect(d.getByRole('textbox', { name: 'Invoice no.' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The same vendor and amount within 30 days: the user confirms it is not a duplicate. */
export const SimilarAmount: Story = {
  args: { file: { run: fn(async () => false), isPending: false, error: SIMILAR, fieldErrors: [{ field: 'confirmSimilar', message: SIMILAR }] } },
  play: async () => {
    const d = await form();
    await expect(d.getByRole('status')).toHaveTextContent(SIMILAR);
    await userEvent.click(d.getByRole('checkbox', { name: 'It is not a duplicate: file it anyway' }));
    await expect(d.getByRole('checkbox', { name: 'It is not a duplicate: file it anyway' })).toBeChecked();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    await expect((await form()).getByRole('button', { name: 'File invoice' })).toBeVisible();
  },
};
