import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ScanAction } from '../../../src/domain/accounting/scannedDocuments';
import { UncategorizedScanned, type UncategorizedScannedProps } from '../../../src/screens/accounting/UncategorizedScanned';
import { inboxDocuments } from './scannedDocumentsData';
import { BRANCH_REFUSED, refusedBranch } from '../../report/reportStories';

const documents = inboxDocuments(6);
const recycled = [{ ...inboxDocuments(7)[6]!, id: 499, fileName: 'blank page.pdf', status: 'Recycled' as const }];

const meta = {
  title: 'Screens/Accounting/UncategorizedScanned',
  component: UncategorizedScanned,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    inbox: { documents, recycled },
    isLoading: false,
    error: null,
    onRetry: fn(),
    branches: ['101 - Norcross', '102 - Forest Park'],
    uploadBranch: '101',
    onUploadBranchChange: fn(),
    onUpload: fn(async () => undefined),
    progress: null,
    action: { run: fn(async (_: ScanAction) => true), isPending: false, error: null },
    onOpen: fn(),
    filedHref: null,
  },
} satisfies Meta<UncategorizedScannedProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const inboxGrid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Inbox' });

/** The inbox with each document's suggestion, and the recycle bin beneath. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(inboxGrid(canvasElement));
    await expect(table.getByText('Deposit slip · Xref 52001 (60%)')).toBeVisible();
    await expect(table.getByText('No suggestion')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Categorize 0 chosen' })).toBeDisabled();
  },
};

/** Two rows chosen and typed at once, each as of the version seen. */
export const CategorizeChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(inboxGrid(canvasElement));
    await userEvent.click(table.getByRole('checkbox', { name: 'Select row 1' }));
    await userEvent.click(table.getByRole('checkbox', { name: 'Select row 2' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type for the chosen' }), 'Deposit slip');
    await userEvent.click(canvas.getByRole('button', { name: 'Categorize 2 chosen' }));
    await waitFor(() =>
      expect(args.action.run).toHaveBeenCalledWith({ kind: 'categorize', documents: [{ id: 500, version: 1 }, { id: 501, version: 1 }], docType: 'Deposit slip' }),
    );
  },
};

/** A document opened: its suggestion fills the form; saved, then filed. */
export const OpenAndFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(inboxGrid(canvasElement)).getByText('Deposit slip Xref 52001.pdf'));
    const detail = within(await canvas.findByRole('form', { name: 'Type and record of Deposit slip Xref 52001.pdf' }));
    await expect(detail.getByRole('textbox', { name: 'Record key' })).toHaveValue('52001');
    await userEvent.click(detail.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'save', details: expect.objectContaining({ docType: 'Deposit slip', linkKind: 'xref', linkValue: '52001' }) })));
    await userEvent.click(detail.getByRole('button', { name: 'File' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'file', confirmSimilar: false })));
    await userEvent.click(canvas.getByRole('button', { name: 'Open Deposit slip Xref 52001.pdf' }));
    await expect(args.onOpen).toHaveBeenCalledWith(documents[0]);
  },
};

/** A vendor invoice asks for its vendor, number, amount and date; the duplicate check's refusal shows. */
export const VendorInvoiceRefused: Story = {
  args: {
    action: {
      run: fn(async (_: ScanAction) => false),
      isPending: false,
      error: 'Invoice 44817 of vendor V1002 is filed already (#311).',
      fieldErrors: [{ field: 'invoiceNo', message: 'Invoice 44817 of vendor V1002 is filed already (#311).' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(inboxGrid(canvasElement)).getByText('INV 44817 Fleetpride.pdf'));
    await expect(await canvas.findByRole('textbox', { name: 'Vendor' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await expect(canvas.getAllByText('Invoice 44817 of vendor V1002 is filed already (#311).').length).toBeGreaterThan(0);
  },
};

/** Split by pages, turned, re-routed and recycled; restored from the bin. */
export const SplitRotateRoute: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(inboxGrid(canvasElement)).getByText('INV 44817 Fleetpride.pdf'));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Split into pages' }), '1, 2-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'split', ranges: '1, 2-3' })));
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate clockwise' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rotate', page: null, degrees: 90 })));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Turn' }), 'Page 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate clockwise' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rotate', page: 2, degrees: 90 })));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete to recycle bin' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'recycle' })));
    await userEvent.click(canvas.getByRole('button', { name: 'Restore blank page.pdf' }));
    await waitFor(() => expect(args.action.run).toHaveBeenCalledWith({ kind: 'restore', document: recycled[0] }));
  },
};

/** Filed: a way to the document viewer. */
export const Filed: Story = {
  args: { filedHref: '/ar/documentviewer?docId=901' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Open it in the document viewer' })).toHaveAttribute('href', '/ar/documentviewer?docId=901');
  },
};

export const Loading: Story = {
  args: { inbox: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid', { name: 'Inbox' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { inbox: { documents: [], recycled: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing waits in the inbox of these branches.')).toBeVisible();
    await expect(canvas.getByText('The recycle bin is empty.')).toBeVisible();
  },
};

export const Failed: Story = refusedBranch({ inbox: null, error: BRANCH_REFUSED });

/** A busy week of scans at six branches. */
export const Large: Story = {
  args: { inbox: { documents: inboxDocuments(300, ['101', '102', '103', '104', '105', '106']), recycled } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Inbox (300)' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};
