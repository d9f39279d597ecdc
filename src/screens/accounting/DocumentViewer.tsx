import { useEffect, useState, type KeyboardEvent } from 'react';
import { ListBox, ListBoxItem, Toolbar } from 'react-aria-components';
import { SCAN_FILE_RULES, documentTitle, type AccountingDocument } from '../../domain/accounting/documents';
import { formatDateTime } from '../../domain/format';
import { drillHref } from '../../domain/drill';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { IconButton } from '../../ui/IconButton/IconButton';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { UploadCard } from '../../ui/report/UploadCard';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { openPdf, type PagedDocument } from './DocumentViewerPdf';
import { openTiff } from './DocumentViewerTiff';
import { DocumentViewerSheet } from './DocumentViewerSheet';
import { TransactionRecord, type TransactionRecordProps } from './TransactionRecord';
import * as css from './DocumentViewer.css';

export interface DocumentViewerProps {
  /** The xref whose documents these are (the address's, or the document's). */
  xref: string | null;
  /** The xref's documents; undefined while they load. */
  documents: readonly AccountingDocument[] | undefined;
  /** The one shown. */
  document: AccountingDocument | null;
  /** Its file (a PDF, or a scan's PDF or TIFF); undefined while it loads. */
  pdf: Uint8Array | undefined;
  /** The file could not be had (the record behind it is gone, the server failed). */
  pdfError?: string | null;
  /** The side panel's record: the transaction the xref names. */
  record: Omit<TransactionRecordProps, 'documentsLink' | 'columns' | 'level'>;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Saves the PDF as a file. */
  onDownload: () => void;
  /** The browser's print of the PDF. */
  onPrint: () => void;
  /** Sends a scan (PDF or TIFF) to attach to the xref; rejects with the server's refusal. */
  onAttachScan: (file: File) => Promise<void>;
  /** The scan's upload progress from 0 to 1 while it goes up. */
  attachProgress: number | null;
  /** Removes the scan shown, as of the version seen (once confirmed). */
  onRemoveScan: (document: AccountingDocument) => void;
  /** While the removal runs; and why it was refused (someone else's change: 409). */
  removeScanPending?: boolean;
  removeScanError?: string | null;
}

/** Who attached the scan shown and when; its removal, confirmed first, unless the archive of scanned documents keeps it. */
function ScanCard({ document, onRemove, isPending, error }: { document: AccountingDocument & { scan: NonNullable<AccountingDocument['scan']> }; onRemove: () => void; isPending: boolean; error: string | null }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title="Scan">
      <p>
        Attached by {document.scan.attachedBy} on {formatDateTime(document.scan.attachedAt)}
      </p>
      {document.scan.filedInArchive ? (
        <p>Filed from the scanned documents inbox: kept in the archive.</p>
      ) : document.scan.mayRemove ? (
        <Button tone="secondary" size="small" onPress={() => setConfirming(true)}>
          Remove scan
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        title="Remove this scan?"
        tone="critical"
        confirmLabel="Remove scan"
        isPending={isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onRemove}
        message={
          <>
            {error ? <Alert tone="critical">{error}</Alert> : null}
            <p>{`${document.scan.fileName} is removed from xref ${document.xref}; the printed documents stay.`}</p>
          </>
        }
      />
    </Card>
  );
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
type Zoom = number | 'fit';

/** The document opened (by pdf.js, or utif2 for a TIFF): null while it opens, 'failed' when it cannot be read. */
function usePaged(bytes: Uint8Array | undefined, isTiff: boolean): PagedDocument | null | 'failed' {
  const [opened, setOpened] = useState<{ bytes: Uint8Array; pdf: PagedDocument | 'failed' } | null>(null);
  useEffect(() => {
    if (!bytes) return;
    let document: PagedDocument | null = null;
    let stopped = false;
    (isTiff ? openTiff : openPdf)(bytes).then(
      (pdf) => {
        document = pdf;
        if (stopped) void pdf.destroy();
        else setOpened({ bytes, pdf });
      },
      () => !stopped && setOpened({ bytes, pdf: 'failed' }),
    );
    return () => {
      stopped = true;
      void document?.destroy();
    };
  }, [bytes, isTiff]);
  return opened && opened.bytes === bytes ? opened.pdf : null;
}

/** The width a fitted page gets: its box's (given by a callback ref), less its padding. */
function useFitWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(box);
      setWidth(Math.max(120, box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return [setBox, width];
}

/** A document's pages: the thumbnails, the toolbar (pages, zoom, rotation, download, print) and the page drawn. */
function DocumentPages({ document, bytes, pdfError, onDownload, onPrint }: { document: AccountingDocument; bytes: Uint8Array | undefined; pdfError: string | null | undefined; onDownload: () => void; onPrint: () => void }) {
  const isTiff = document.scan?.mimeType === 'image/tiff';
  const pdf = usePaged(bytes, isTiff);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [shown, setShown] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [fitBox, fitWidth] = useFitWidth();
  const ready = pdf !== null && pdf !== 'failed' ? pdf : null;
  const pages = ready?.numPages ?? 0;
  const title = documentTitle(document);

  const goTo = (n: number) => setPageNumber(Math.min(Math.max(1, n), Math.max(1, pages)));
  const zoomIn = () => setZoom(ZOOMS.find((z) => z > shown + 0.001) ?? ZOOMS[ZOOMS.length - 1]!);
  const zoomOut = () => setZoom([...ZOOMS].reverse().find((z) => z < shown - 0.001) ?? ZOOMS[0]);
  const rotate = (turns: number) => setRotation((r) => (r + turns + 4) % 4);
  const keys: Record<string, () => void> = {
    PageDown: () => goTo(pageNumber + 1),
    ArrowRight: () => goTo(pageNumber + 1),
    PageUp: () => goTo(pageNumber - 1),
    ArrowLeft: () => goTo(pageNumber - 1),
    Home: () => goTo(1),
    End: () => goTo(pages),
    '+': zoomIn,
    '=': zoomIn,
    '-': zoomOut,
    '0': () => setZoom('fit'),
    r: () => rotate(1),
    R: () => rotate(-1),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = ready && !event.ctrlKey && !event.metaKey && !event.altKey ? keys[event.key] : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };

  const failed = pdfError ?? (pdf === 'failed' ? `The document could not be read as a ${isTiff ? 'TIFF' : 'PDF'}.` : null);
  return (
    <>
      <ListBox
        aria-label="Pages"
        className={css.thumbnails}
        selectionMode="single"
        selectionBehavior="replace"
        disallowEmptySelection
        selectedKeys={[pageNumber]}
        onSelectionChange={(keys) => keys !== 'all' && keys.size && goTo(Number([...keys][0]))}
        items={Array.from({ length: pages }, (_, i) => ({ id: i + 1 }))}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={`Page ${item.id}`} className={css.thumbnail}>
            {ready ? <DocumentViewerSheet pdf={ready} pageNumber={item.id} size={{ fitWidth: 96 }} rotation={rotation} label={`Page ${item.id}`} lazy decorative /> : null}
            <span>Page {item.id}</span>
          </ListBoxItem>
        )}
      </ListBox>
      <div className={css.pane}>
        <Toolbar aria-label="Document" className={css.toolbar}>
          <IconButton icon="chevron-left" aria-label="Previous page" isDisabled={pageNumber <= 1} onPress={() => goTo(pageNumber - 1)} />
          <span className={css.readout} aria-live="polite">
            {pages ? `Page ${pageNumber} of ${pages}` : 'Page –'}
          </span>
          <IconButton icon="chevron-right" aria-label="Next page" isDisabled={pageNumber >= pages} onPress={() => goTo(pageNumber + 1)} />
          <span className={css.separator} aria-hidden="true" />
          <IconButton icon="minus" aria-label="Zoom out" isDisabled={!ready || shown <= ZOOMS[0] + 0.001} onPress={zoomOut} />
          <span className={css.readout} aria-live="polite" aria-label={`Zoom ${Math.round(shown * 100)}%`}>
            {`${Math.round(shown * 100)}%`}
          </span>
          <IconButton icon="plus" aria-label="Zoom in" isDisabled={!ready || shown >= ZOOMS[ZOOMS.length - 1]! - 0.001} onPress={zoomIn} />
          <Button tone="secondary" size="small" isDisabled={!ready || zoom === 'fit'} onPress={() => setZoom('fit')}>
            Fit width
          </Button>
          <span className={css.separator} aria-hidden="true" />
          <Button tone="secondary" size="small" isDisabled={!ready} onPress={() => rotate(-1)}>
            Rotate left
          </Button>
          <Button tone="secondary" size="small" isDisabled={!ready} onPress={() => rotate(1)}>
            Rotate right
          </Button>
          <span className={css.separator} aria-hidden="true" />
          <Button tone="secondary" size="small" isDisabled={!bytes} onPress={onDownload}>
            Download
          </Button>
          <Button tone="secondary" size="small" isDisabled={!bytes} onPress={onPrint}>
            Print
          </Button>
        </Toolbar>
        {failed ? <Alert tone="critical">{failed}</Alert> : null}
        <div
          ref={fitBox}
          className={css.viewport}
          // A scrolling page the keys work in: pages, zoom and rotation.
          tabIndex={0}
          role="group"
          aria-label={pages ? `${title}, page ${pageNumber} of ${pages}` : title}
          aria-keyshortcuts="PageUp PageDown ArrowLeft ArrowRight Home End + - 0 R"
          onKeyDown={onKeyDown}
        >
          {ready ? (
            <DocumentViewerSheet
              pdf={ready}
              pageNumber={pageNumber}
              size={zoom === 'fit' ? { fitWidth } : { scale: zoom }}
              rotation={rotation}
              label={`${title}, page ${pageNumber}${rotation ? `, turned ${rotation * 90}°` : ''}`}
              onScale={setShown}
            />
          ) : failed ? null : (
            <Skeleton height={520} width="min(100%, 400px)" label="Loading the document" />
          )}
        </div>
      </div>
    </>
  );
}

/**
 * /ar/documentviewer: the documents of a cross-reference (the invoice, repair order, receipts, deposit
 * slip or statement Excede printed), each drawn page by page with pdf.js: thumbnails, zoom, rotation,
 * download and print; beside them the transaction they belong to and the other documents of its xref.
 */
export function DocumentViewer({ xref, documents, document, pdf, pdfError, record, isLoading, error, onRetry, onDownload, onPrint, onAttachScan, attachProgress, onRemoveScan, removeScanPending = false, removeScanError = null }: DocumentViewerProps) {
  const description = document ? `${documentTitle(document)} · Xref ${document.xref}` : xref ? `Xref ${xref}` : undefined;
  let body;
  if (error) body = <ErrorState title="The document could not be loaded" message={error} onRetry={onRetry} />;
  else if (isLoading || !documents) body = <Skeleton height={480} label="Loading the documents" />;
  else if (!documents.length || !document)
    body = (
      <EmptyState
        title={xref ? `No document for xref ${xref}` : 'No document'}
        description="Excede prints invoices, repair orders, receipts, deposit slips and statements; this cross-reference has none of them."
        action={xref ? <Link href={drillHref('/ar/transactiondetail', { xref })}>Open its transaction</Link> : null}
      />
    );
  else
    body = (
      <div className={css.workspace}>
        <DocumentPages key={document.docId} document={document} bytes={pdf} pdfError={pdfError} onDownload={onDownload} onPrint={onPrint} />
        <aside className={css.side} aria-label="Linked records">
          <Card title={`Documents of xref ${document.xref}`}>
            <ul className={css.documentList}>
              {documents.map((d) => (
                <li key={d.docId}>
                  {d.docId === document.docId ? (
                    <span className={css.current} aria-current="page">
                      {documentTitle(d)}
                    </span>
                  ) : (
                    <Link href={drillHref('/ar/documentviewer', { docId: d.docId })}>{documentTitle(d)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </Card>
          {document.scan ? (
            <ScanCard key={document.docId} document={{ ...document, scan: document.scan }} onRemove={() => onRemoveScan(document)} isPending={removeScanPending} error={removeScanError} />
          ) : null}
          <UploadCard
            title="Attach a scan"
            label="Scan"
            description="A signed receipt or a stamped deposit slip: PDF or TIFF, 20 MB at most."
            rules={SCAN_FILE_RULES}
            onUpload={onAttachScan}
            progress={attachProgress}
            action="Attach scan"
          />
          <TransactionRecord {...record} columns={1} />
          <Link href={drillHref('/ar/transactiondetail', { brnId: document.brnId, xref: document.xref })}>Open in Transaction Detail</Link>
        </aside>
      </div>
    );
  return (
    <div className={css.page}>
      <PageHeader title="Document Viewer" description={description} />
      {body}
    </div>
  );
}
