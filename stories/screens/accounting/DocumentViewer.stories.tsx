import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DocumentViewer } from '../../../src/screens/accounting/DocumentViewer';
import { clearPendingAnnouncement } from '../../report/pendingAnnouncement';
import { depositDocuments, depositScan, depositScanTiff, filedDepositScan, invoiceDocuments, pdfBytes, statementDocuments } from './documentViewerData';
import { invoiceRecord } from './transactionRecordData';
import { BRANCH_REFUSED, refusedBranch } from '../../report/reportStories';

const meta = {
  title: 'Screens/Accounting/DocumentViewer',
  component: DocumentViewer,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    xref: '3000123',
    documents: invoiceDocuments,
    document: invoiceDocuments[0]!,
    pdf: undefined,
    record: { record: invoiceRecord, isLoading: false, error: null, onRetry: fn() },
    isLoading: false,
    error: null,
    onRetry: fn(),
    onDownload: fn(),
    onPrint: fn(),
    onAttachScan: fn(async () => undefined),
    attachProgress: null,
    onRemoveScan: fn(),
  },
  loaders: [async () => ({ invoice: await pdfBytes('invoice'), statement: await pdfBytes('statement') })],
  render: (args, { loaded }) => (
    <DocumentViewer {...args} pdf={args.pdf ?? (args.document?.scan ? depositScanTiff : args.document?.kind === 'Statement' ? loaded.statement : loaded.invoice)} />
  ),
} satisfies Meta<typeof DocumentViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** pdf.js has drawn the canvas: it has the page's size and ink on it. */
async function drawnPage(canvasElement: HTMLElement, name: RegExp) {
  const page = await within(canvasElement).findByRole('img', { name }, { timeout: 15_000 });
  await waitFor(() => expect(page).toHaveAttribute('data-state', 'drawn'), { timeout: 15_000 });
  return page as HTMLCanvasElement;
}

function inked(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
  return dark;
}

/** A one-page invoice drawn by pdf.js, its documents and its transaction beside it. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = await drawnPage(canvasElement, /^Parts invoice 3000123, page 1$/);
    await expect(inked(page)).toBeGreaterThan(1000);
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    const side = within(canvas.getByRole('complementary', { name: 'Linked records' }));
    await expect(side.getByText('Parts invoice 3000123', { selector: '[aria-current]' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Receipt 6000871' })).toHaveAttribute('href', '/ar/documentviewer?docId=42');
    await expect(side.getByRole('link', { name: 'Entry 9004410: Parts invoice' })).toHaveAttribute('href', '/ar/transactiondetail?jeId=9004410');
    await expect(side.getByRole('link', { name: 'Peachtree Freight Lines (40112)' })).toHaveAttribute('href', '/customer-history?cusId=40112');
    await expect(side.getByRole('link', { name: 'Open in Transaction Detail' })).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&xref=3000123');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** Zoom in and out from the fitted width, back to fit; rotate a quarter turn and back. */
export const ZoomAndRotate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await drawnPage(canvasElement, /page 1$/);
    const fitted = page.getBoundingClientRect();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeGreaterThan(fitted.width + 20));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeLessThan(fitted.width));
    await userEvent.click(canvas.getByRole('button', { name: 'Fit width' }));
    await waitFor(() => expect(Math.abs(page.getBoundingClientRect().width - fitted.width)).toBeLessThan(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate right' }));
    const turned = await drawnPage(canvasElement, /page 1, turned 90°$/);
    // Letter turned on its side, at the same fitted width: now wider than tall.
    await waitFor(() => expect(turned.getBoundingClientRect().height).toBeLessThan(turned.getBoundingClientRect().width));
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate left' }));
    await drawnPage(canvasElement, /page 1$/);
  },
};

/** Twelve pages: thumbnails drawn as they come into view, a page chosen there, and the keys on the page. */
export const Large: Story = {
  args: { xref: 'FC800014', documents: statementDocuments, document: statementDocuments[0]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnPage(canvasElement, /^Statement FC800014, page 1$/);
    await expect(canvas.getByText('Page 1 of 12')).toBeVisible();
    const pages = canvas.getByRole('listbox', { name: 'Pages' });
    await expect(within(pages).getAllByRole('option')).toHaveLength(12);
    await userEvent.click(within(pages).getByRole('option', { name: 'Page 3' }));
    await drawnPage(canvasElement, /page 3$/);
    await expect(within(pages).getByRole('option', { name: 'Page 3' })).toHaveAttribute('aria-selected', 'true');
    // On the thumbnails, the arrows move the page; on the page, PageDown and End.
    await userEvent.keyboard('{ArrowDown}');
    await drawnPage(canvasElement, /page 4$/);
    canvas.getByRole('group', { name: /^Statement FC800014, page 4 of 12$/ }).focus();
    await userEvent.keyboard('{PageDown}');
    await drawnPage(canvasElement, /page 5$/);
    await userEvent.keyboard('{End}');
    await drawnPage(canvasElement, /page 12$/);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.keyboard('r');
    await drawnPage(canvasElement, /page 12, turned 90°$/);
  },
};

export const Loading: Story = {
  args: { documents: undefined, document: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the documents');
  },
};

/** The documents are known; the PDF is on its way. */
export const PrintingDocument: Story = {
  args: { pdf: new Uint8Array() },
  render: (args) => <DocumentViewer {...args} pdf={undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the document')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

/** An xref Excede printed nothing for (a payroll entry). */
export const Empty: Story = {
  args: { xref: 'PR101-2026-11-15', documents: [], document: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No document for xref PR101-2026-11-15' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open its transaction' })).toHaveAttribute('href', '/ar/transactiondetail?xref=PR101-2026-11-15');
  },
};

/** Another branch's document: the server's 403 in words, and a retry. */
export const Failed: Story = refusedBranch({ documents: undefined, document: null, error: BRANCH_REFUSED });

/** The record behind the document is gone from Excede: the server says so where the page would be. */
export const DocumentGone: Story = {
  args: { pdfError: 'The Excede record behind this document is no longer there, so it cannot be printed.' },
  render: (args) => <DocumentViewer {...args} pdf={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('no longer there');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement, /page 1$/);
    await expect(page.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeVisible();
  },
};

/** A scanned TIFF of two pages drawn from its images: thumbnails, rotation, who attached it, and its removal. */
export const ScannedTiff: Story = {
  args: { xref: 'D101-1118', documents: depositDocuments, document: depositScan },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = await drawnPage(canvasElement, /^Scanned Deposit slip D101-1118.tif, page 1$/);
    await expect(inked(page)).toBeGreaterThan(1000);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(within(canvas.getByRole('listbox', { name: 'Pages' })).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('option', { name: 'Page 2' }));
    await drawnPage(canvasElement, /page 2$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate right' }));
    const turned = await drawnPage(canvasElement, /page 2, turned 90°$/);
    await waitFor(() => expect(turned.getBoundingClientRect().height).toBeGreaterThan(turned.getBoundingClientRect().width));
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate left' }));
    await drawnPage(canvasElement, /page 2$/);
    await expect(canvas.getByText(/Attached by Casey Accounting on 11\/18\/2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove scan' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this scan?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove scan' }));
    await expect(args.onRemoveScan).toHaveBeenCalledWith(depositScan);
  },
};

/** Someone changed the scan since it was opened: the removal is refused (409) in the dialog, which stays. */
export const RemovalRefused: Story = {
  args: { xref: 'D101-1118', documents: depositDocuments, document: depositScan, removeScanError: 'Someone else changed this record. Reload it and try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnPage(canvasElement, /page 1$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove scan' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this scan?' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Someone else changed this record.');
    await expect(dialog.getByText('Deposit slip D101-1118.tif is removed from xref D101-1118; the printed documents stay.')).toBeVisible();
  },
};

/** A scan filed from the scanned documents inbox: the archive keeps it, so the viewer offers no removal and says why. */
export const FiledScan: Story = {
  args: { xref: 'D101-1118', documents: [depositDocuments[0]!, filedDepositScan], document: filedDepositScan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnPage(canvasElement, /page 1$/);
    await expect(canvas.getByText(/Attached by Casey Accounting on 11\/18\/2026/)).toBeVisible();
    await expect(canvas.getByText('Filed from the scanned documents inbox: kept in the archive.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove scan' })).toBeNull();
  },
};

/** A scan picked and sent; while it goes up, its progress shows. */
export const AttachingScan: Story = {
  args: { attachProgress: 0.4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await drawnPage(canvasElement, /page 1$/);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([depositScanTiff as Uint8Array<ArrayBuffer>], 'slip.tif', { type: 'image/tiff' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Attach scan' }));
    await expect(args.onAttachScan).toHaveBeenCalledWith(expect.objectContaining({ name: 'slip.tif' }));
    await clearPendingAnnouncement();
  },
};

/** A file that is not a scan is refused before it goes; the server's refusal is shown too. */
export const RefusedScan: Story = {
  args: { onAttachScan: fn(() => Promise.reject(new Error('file: The scan must be a PDF or a TIFF (checked by its content, not its name).'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnPage(canvasElement, /page 1$/);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await canvas.findByText(/Unsupported file type: notes.txt/)).toBeVisible();
    await userEvent.upload(input, new File(['MZ'], 'renamed.tif', { type: 'image/tiff' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Attach scan' }));
    await expect(await canvas.findByText(/must be a PDF or a TIFF/)).toBeVisible();
    await clearPendingAnnouncement();
  },
};

export const NarrowScan: Story = {
  args: { xref: 'D101-1118', documents: depositDocuments, document: depositScan },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement, /page 1$/);
    await expect(page.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
