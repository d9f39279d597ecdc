import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FILED_DOCUMENT_FIELDS, type FiledDocument } from '../../../src/domain/accounting/scannedDocumentsArchive';
import { CategorizedScanned } from '../../../src/screens/accounting/CategorizedScanned';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, loadingRows, narrowReport, pagedReport } from '../../report/reportStories';
import { filedDocuments } from './scannedDocumentsData';

interface StoryArgs extends ServedReportArgs {
  documents: FiledDocument[];
}

function Served({ documents, ...args }: StoryArgs) {
  const report = useServedReport(documents, FILED_DOCUMENT_FIELDS, [], args, { branches: ['101', '102'], sort: [{ id: 'filedAt', desc: true }] });
  return <CategorizedScanned {...report} />;
}

const meta = {
  title: 'Screens/Accounting/CategorizedScanned',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), documents: filedDocuments(12) },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Filed documents' });

/** Filed scans of two branches: each opens in the document viewer, a vendor invoice also on its worklist. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement));
    await expect(table.getByRole('link', { name: 'Vendor invoice 1.pdf' })).toHaveAttribute('href', '/ar/documentviewer?docId=900');
    await expect(table.getByRole('link', { name: 'Invoice #300' })).toHaveAttribute('href', '/vendorinvoices?docId=900');
    await expect(within(canvasElement).getByRole('link', { name: 'Inbox of scans' })).toHaveAttribute('href', '/uncategorizedscanned');
  },
};

/** Sorted by type: the server's order comes back. */
export const SortedByType: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement));
    await userEvent.click(table.getByRole('button', { name: /^Type/ }));
    await expect(table.getAllByText('Bank statement').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = loadingRows('Vendor invoice 1.pdf');

export const Empty: Story = emptyReport({ documents: [] }, 'No documents filed for these branches and dates.');

export const Forbidden: Story = forbiddenReport;

/** Months of filing at six branches: the server pages them. */
export const Large: Story = pagedReport({ documents: filedDocuments(300, ['101', '102', '103', '104', '105', '106']) });

export const Narrow: Story = narrowReport;
