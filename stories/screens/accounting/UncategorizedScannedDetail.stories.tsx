import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ScanAction } from '../../../src/domain/accounting/scannedDocuments';
import { UncategorizedScannedDetail, type UncategorizedScannedDetailProps } from '../../../src/screens/accounting/UncategorizedScannedDetail';
import { inboxDocuments } from './scannedDocumentsData';

const [deposit, unknown, invoice] = inboxDocuments(3);

const meta = {
  title: 'Screens/Accounting/UncategorizedScannedDetail',
  component: UncategorizedScannedDetail,
  decorators: [(Story) => <div style={{ maxWidth: 900, padding: 24 }}>{Story()}</div>],
  args: {
    document: deposit!,
    branches: ['101 - Norcross', '102 - Forest Park'],
    action: { run: fn(async (_: ScanAction) => true), isPending: false, error: null },
    onOpen: fn(),
    onClose: fn(),
  },
} satisfies Meta<UncategorizedScannedDetailProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The suggestion fills the type and the record; saved as typed. */
export const Suggested: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('Deposit slip');
    await expect(canvas.getByRole('textbox', { name: 'Record key' })).toHaveValue('52001');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'save', details: expect.objectContaining({ linkKind: 'xref', linkValue: '52001' }) })));
  },
};

/** No idea: nothing filled; a record kind without its key is refused before it is sent. */
export const NoSuggestion: Story = {
  args: { document: unknown! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No suggestion/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Record' }), 'Xref');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Give both the kind of record and its key, or neither.')).toBeVisible();
    await expect(args.action.run).not.toHaveBeenCalled();
  },
};

/** A vendor invoice asks for its details; a similar invoice's warning offers to file it anyway. */
export const VendorInvoiceSimilar: Story = {
  args: {
    document: { ...invoice!, docType: 'Vendor invoice', vendorId: 'V1002', invoiceNo: '44817', invoiceAmount: '1284.60', invoiceDate: '2026-11-18' },
    action: {
      run: fn(async (_: ScanAction) => false),
      isPending: false,
      error: 'Vendor V1002 has an invoice of the same amount within 30 days. File it anyway?',
      fieldErrors: [{ field: 'confirmSimilar', message: 'Vendor V1002 has an invoice of the same amount within 30 days. File it anyway?' }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Invoice no.' })).toHaveValue('44817');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'It is not a duplicate: file it anyway' }));
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'file', confirmSimilar: true })));
  },
};

/** Re-routed to the other branch the user holds; closed. */
export const Reroute: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Re-route to' }), '102 - Forest Park');
    await userEvent.click(canvas.getByRole('button', { name: 'Re-route' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'reroute', brnId: '102' })));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
