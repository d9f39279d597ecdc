import { LINK_KIND_LABELS } from '../../domain/accounting/scannedDocuments';
import { FILED_DOCUMENT_FIELDS, type FiledDocument } from '../../domain/accounting/scannedDocumentsArchive';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';

export const documentViewerHref = (documentId: number) => `/ar/documentviewer?docId=${documentId}`;
export const vendorInvoiceHref = (documentId: number) => `/vendorinvoices?docId=${documentId}`;

const COLUMNS: readonly DataTableColumn<FiledDocument>[] = fieldColumns<FiledDocument, typeof FILED_DOCUMENT_FIELDS>(FILED_DOCUMENT_FIELDS, {
  filedAt: { width: '170px' },
  brnId: { width: '90px' },
  docType: { width: '170px' },
  linkKind: { width: '100px', render: (row) => (row.linkKind ? LINK_KIND_LABELS[row.linkKind] : '') },
  linkValue: { width: '140px' },
  fileName: { width: '220px', render: (row) => (row.documentId ? <Link href={documentViewerHref(row.documentId)}>{row.fileName}</Link> : row.fileName) },
  pages: { width: '80px' },
  filedBy: { width: '160px' },
  id: { width: '80px' },
  documentId: { width: '100px' },
  vendorInvoiceId: {
    width: '150px',
    render: (row) => (row.vendorInvoiceId && row.documentId ? <Link href={vendorInvoiceHref(row.documentId)}>{`Invoice #${row.vendorInvoiceId}`}</Link> : ''),
  },
});

export type FiledDocumentsGrid = Omit<ReportGrid<FiledDocument>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface CategorizedScannedProps extends Pick<ReportScreenProps<FiledDocument>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: FiledDocumentsGrid;
}

/** /categorizedscanned: the filed scans by type, record, branch and day; each opens in the document viewer, a vendor invoice also on the AP worklist. */
export function CategorizedScanned({ filters, grid, freshness, isLoading, error, onRetry }: CategorizedScannedProps) {
  return (
    <ReportScreen<FiledDocument>
      title="Categorized Scanned Documents"
      description="Every scan filed from the inbox, with the record it belongs to. Open one in the document viewer; a vendor invoice also opens on the vendor invoices worklist."
      actions={<Link href="/uncategorizedscanned">Inbox of scans</Link>}
      filters={<ReportFilterBar {...filters} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      grid={{ ...grid, 'aria-label': 'Filed documents', columns: COLUMNS, getRowId: (row) => String(row.id), emptyMessage: 'No documents filed for these branches and dates.' }}
    />
  );
}
