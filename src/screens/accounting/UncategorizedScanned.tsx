import { useState } from 'react';
import type { FileRules } from '../../domain/files';
import { SCANNED_TYPES, type InboxDocument, type InboxList, type ScanAction, type ScannedType } from '../../domain/accounting/scannedDocuments';
import { formatDateTime } from '../../domain/format';
import type { FieldIssue } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { UploadCard } from '../../ui/report/UploadCard';
import type { ScreenAction } from './CashClearingMatchDialog';
import { optionsOf, suggestionText } from './ScannedDocumentsText';
import { UncategorizedScannedDetail } from './UncategorizedScannedDetail';
import * as css from './UncategorizedScanned.css';

/** The host's one action for every change, with the fields a refusal names. */
export type InboxAction = ScreenAction<[ScanAction]> & { fieldErrors?: readonly FieldIssue[] | undefined };

export const SCAN_UPLOAD_RULES: FileRules = {
  accept: ['application/pdf', 'image/tiff', 'image/png', 'image/jpeg'],
  maxFileBytes: 20 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  maxFiles: 20,
};

const COLUMNS: readonly DataTableColumn<InboxDocument>[] = [
  { id: 'fileName', header: 'File', accessor: (d) => d.fileName, width: '220px' },
  { id: 'receivedAt', header: 'Received', accessor: (d) => d.receivedAt, format: 'datetime', width: '170px' },
  { id: 'source', header: 'Source', accessor: (d) => d.source, width: '100px' },
  { id: 'brnId', header: 'Branch', accessor: (d) => d.brnId, width: '90px' },
  { id: 'pages', header: 'Pages', accessor: (d) => d.pages, width: '80px' },
  { id: 'suggestion', header: 'Suggested', accessor: (d) => suggestionText(d.suggestion), width: '260px' },
  { id: 'docType', header: 'Type', accessor: (d) => d.docType ?? '', width: '170px' },
  { id: 'link', header: 'Linked to', accessor: (d) => (d.linkValue ? `${d.linkKind} ${d.linkValue}` : ''), width: '160px' },
];

export interface UncategorizedScannedProps {
  inbox: InboxList | null;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The user's branches as 'BrnId - Name': uploads go to the chosen one, documents may be re-routed among them. */
  branches: readonly string[];
  uploadBranch: string;
  onUploadBranchChange: (brnId: string) => void;
  onUpload: (file: File) => Promise<void>;
  progress: number | null;
  action: InboxAction;
  /** Opens a document's PDF (in a new tab). */
  onOpen: (document: InboxDocument) => void;
  /** Where a filed document opens in the viewer. */
  filedHref?: string | null;
}

/** /uncategorizedscanned: the branches' scans waiting to be typed, tied to a record and filed; the recycle bin beneath. */
export function UncategorizedScanned(props: UncategorizedScannedProps) {
  const { inbox, isLoading, error, onRetry, branches, uploadBranch, onUploadBranchChange, onUpload, progress, action, onOpen, filedHref } = props;
  const [chosen, setChosen] = useState<InboxDocument[]>([]);
  const [bulkType, setBulkType] = useState<ScannedType | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = inbox?.documents.find((d) => d.id === openId) ?? null;
  const categorize = async () => {
    if (!bulkType) return;
    if (await action.run({ kind: 'categorize', documents: chosen.map(({ id, version }) => ({ id, version })), docType: bulkType })) setChosen([]);
  };
  return (
    <div className={css.page}>
      <PageHeader title="Uncategorized Scanned Documents" description="Scans, emailed and uploaded documents of your branches: give each its type and record, then file it to the archive." />
      <div className={css.top}>
        <Card title="Branch">
          <Select label="Uploads go to" items={branches.map((b) => ({ id: b.split(' - ')[0]!, label: b }))} value={uploadBranch} isRequired onChange={(b) => b && onUploadBranchChange(b)} />
          {filedHref ? <Alert tone="positive">Filed. <a href={filedHref}>Open it in the document viewer</a></Alert> : null}
        </Card>
        <UploadCard title="Upload scans" label="Scans" description="PDF, TIFF, PNG or JPEG, up to 20 files at once; photos and TIFFs are kept as PDFs." rules={SCAN_UPLOAD_RULES} onUpload={onUpload} progress={progress} action="Upload" />
      </div>
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !inbox ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <Card title={`Inbox (${inbox.documents.length})`}>
            <div className={css.bulk}>
              <Select label="Type for the chosen" placeholder="Choose a type" items={optionsOf(SCANNED_TYPES)} value={bulkType} onChange={(t) => setBulkType(t as ScannedType | null)} />
              <Button isDisabled={!chosen.length || !bulkType} isPending={action.isPending} onPress={() => void categorize()}>
                {`Categorize ${chosen.length} chosen`}
              </Button>
            </div>
            {action.error && !open ? <Alert tone="critical">{action.error}</Alert> : null}
            <DataTable<InboxDocument>
              aria-label="Inbox"
              columns={COLUMNS}
              data={inbox.documents}
              getRowId={(d) => String(d.id)}
              selectable
              selectedRowIds={chosen.map((d) => String(d.id))}
              onSelectionChange={setChosen}
              onRowClick={(d) => setOpenId(d.id)}
              emptyMessage="Nothing waits in the inbox of these branches."
            />
          </Card>
          {open ? <UncategorizedScannedDetail key={`${open.id}-${open.version}`} document={open} branches={branches} action={action} onOpen={() => onOpen(open)} onClose={() => setOpenId(null)} /> : null}
          <Card title={`Recycle bin (${inbox.recycled.length})`}>
            {inbox.recycled.length ? (
              <ul className={css.recycled}>
                {inbox.recycled.map((d) => (
                  <li key={d.id} className={css.recycledItem}>
                    <span>{`${d.fileName} · ${d.brnId} · ${formatDateTime(d.receivedAt)}`}</span>
                    <Button tone="secondary" size="small" isDisabled={action.isPending} onPress={() => void action.run({ kind: 'restore', document: d })}>
                      {`Restore ${d.fileName}`}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.muted}>The recycle bin is empty.</p>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
