import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { documentFileName, type AccountingDocument, type DocumentList } from '../../../src/domain/accounting/documents';
import { drillHref } from '../../../src/domain/drill';
import type { TransactionRecord } from '../../../src/domain/accounting/transactionRecord';
import { DocumentViewer } from '../../../src/screens/accounting/DocumentViewer';
import { tiffPagesAsPng } from '../../../src/screens/accounting/DocumentViewerTiff';
import { downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { api } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

const typeOf = (document: AccountingDocument) => document.scan?.mimeType ?? 'application/pdf';
const fileBlob = (bytes: Uint8Array, type: string) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type });

/** A TIFF as a page the browser prints: each of its images on a sheet of its own. */
async function printableTiff(bytes: Uint8Array): Promise<Blob> {
  const pages = (await tiffPagesAsPng(bytes)).map((png) => URL.createObjectURL(png));
  const style = '@page{margin:0.4in}body{margin:0}img{display:block;width:100%;page-break-after:always}';
  return new Blob([`<!doctype html><title>Scan</title><style>${style}</style>${pages.map((url) => `<img src="${url}" alt="">`).join('')}`], { type: 'text/html' });
}

/** The browser's print of a document: a PDF in its own viewer, a TIFF as its pages' images, in a hidden frame asked to print. */
async function printDocument(bytes: Uint8Array, type: string) {
  const url = URL.createObjectURL(type === 'image/tiff' ? await printableTiff(bytes) : fileBlob(bytes, type));
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
  const [attachProgress, setAttachProgress] = useState<number | null>(null);
  const [, navigate] = useLocation();
  const onAttachScan = async (file: File) => {
    if (!xref || !document) return;
    const form = new FormData();
    form.set('xref', xref);
    form.set('brnId', document.brnId);
    form.set('file', file, file.name);
    setAttachProgress(0);
    try {
      const scan = await uploadWithProgress<AccountingDocument>('documents/scans', form, setAttachProgress);
      await list.mutate();
      navigate(drillHref('/ar/documentviewer', { docId: scan.docId }));
    } finally {
      setAttachProgress(null);
    }
  };
  const removeScan = useAction(
    async (scan: AccountingDocument) => {
      await api.delete(`documents/${scan.docId}`, { json: { version: scan.scan!.version } });
      await list.mutate();
      navigate(drillHref('/ar/documentviewer', { brnId: scan.brnId, xref: scan.xref }));
    },
    { success: 'The scan was removed.' },
  );
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
      onDownload={() => pdf.data && document && downloadBlob(fileBlob(pdf.data, typeOf(document)), documentFileName(document))}
      onPrint={() => pdf.data && document && void printDocument(pdf.data, typeOf(document))}
      onAttachScan={onAttachScan}
      attachProgress={attachProgress}
      onRemoveScan={(scan) => void removeScan.run(scan)}
      removeScanPending={removeScan.isPending}
      removeScanError={removeScan.error}
    />
  );
}
