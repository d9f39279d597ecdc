import useSWR from 'swr';
import { documentFileName, type AccountingDocument, type DocumentList } from '../../../src/domain/accounting/documents';
import type { TransactionRecord } from '../../../src/domain/accounting/transactionRecord';
import { DocumentViewer } from '../../../src/screens/accounting/DocumentViewer';
import { downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { api } from '../../api/client';
import type { PageProps } from '../PageProps';

const pdfBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });

/** The browser's print of a PDF: its own viewer in a hidden frame, asked to print. */
function printPdf(bytes: Uint8Array) {
  const url = URL.createObjectURL(pdfBlob(bytes));
  const frame = document.createElement('iframe');
  frame.title = 'Document to print';
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0';
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  frame.src = url;
  document.body.append(frame);
  // The print dialog holds the frame while it is open; a minute later it is gone.
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * /ar/documentviewer?docId= (a document) or ?xref= (with its brnId: the first of its documents): the
 * documents of the xref, the chosen one's PDF (printed by the server the first time), and the
 * transaction it belongs to.
 */
export default function DocumentViewerPage({ query }: PageProps) {
  const { docId, brnId } = query;
  const one = useSWR<AccountingDocument, Error>(docId ? `documents/${encodeURIComponent(docId)}` : null);
  const xref = query.xref ?? one.data?.xref ?? null;
  const branch = brnId ?? one.data?.brnId;
  const scope = xref ? new URLSearchParams({ xref, ...(branch ? { brnId: branch } : {}) }).toString() : null;
  const list = useSWR<DocumentList, Error>(scope && `documents?${scope}`);
  const document = (docId ? one.data : list.data?.documents[0]) ?? null;
  const pdf = useSWR<Uint8Array, Error>(document ? `documents/${document.docId}/file` : null, async (path: string) => new Uint8Array(await api.get(path).arrayBuffer()), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const record = useSWR<TransactionRecord, Error>(scope && `accounting/transaction?${scope}`, { shouldRetryOnError: false });
  const failure = one.error ?? list.error;
  const asked = !!(docId || xref);
  return (
    <DocumentViewer
      xref={xref}
      documents={asked ? list.data?.documents : []}
      document={document}
      pdf={pdf.data}
      pdfError={pdf.error?.message ?? null}
      record={{ record: record.data, isLoading: record.isLoading, error: record.error?.message ?? null, onRetry: () => void record.mutate() }}
      isLoading={asked && !failure && !list.data}
      error={failure?.message ?? null}
      onRetry={() => {
        void one.mutate();
        void list.mutate();
      }}
      onDownload={() => pdf.data && document && downloadBlob(pdfBlob(pdf.data), documentFileName(document))}
      onPrint={() => pdf.data && printPdf(pdf.data)}
    />
  );
}
