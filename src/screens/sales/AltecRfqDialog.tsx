import { useState } from 'react';
import { formatFileSize } from '../../domain/files';
import { formatDate, formatDateTime, formatMoney2, formatNumber } from '../../domain/format';
import { quoteRefusal } from '../../domain/sales/altecRfqs';
import { RFQ_FILE_KINDS, RFQ_FILE_RULES, type RfqFileKind, type RfqOutcomeInput, type RfqQuoteInput } from '../../domain/sales/altecRfqsPayloads';
import type { AltecRfqDetail, AltecRfqFile } from '../../domain/sales/altecRfqsList';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Modal } from '../../ui/Modal/Modal';
import { UploadCard } from '../../ui/report/UploadCard';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { AltecRfqOutcomeForm } from './AltecRfqOutcomeForm';
import { AltecRfqQuoteForm } from './AltecRfqQuoteForm';
import * as css from './AltecRfqs.css';

export interface AltecRfqDialogProps {
  rfq: AltecRfqDetail | undefined;
  /** The RFQ could not be read. */
  error: string | null;
  onRetry: () => void;
  /** A change refused (someone else's change first: reload), shown above the forms. */
  actionError: string | null;
  isPending: boolean;
  onQuote: (values: RfqQuoteInput) => void;
  onOutcome: (values: RfqOutcomeInput) => void;
  /** Sends a PDF; rejects with the server's message. */
  onAttach: (file: File, kind: RfqFileKind) => Promise<void>;
  /** Upload progress from 0 to 1 while a PDF goes up. */
  progress: number | null;
  onDownload: (file: AltecRfqFile) => void;
  onClose: () => void;
}

const KIND_ITEMS = RFQ_FILE_KINDS.map((k) => ({ id: k, label: k === 'RFQ' ? "Altec's RFQ" : 'Our quote' }));

function Files({ rfq, onAttach, progress, onDownload }: Pick<AltecRfqDialogProps, 'onAttach' | 'progress' | 'onDownload'> & { rfq: AltecRfqDetail }) {
  const [kind, setKind] = useState<RfqFileKind>(rfq.quoteNo ? 'Quote' : 'RFQ');
  return (
    <>
      <Card title="PDFs">
        {rfq.files.length ? (
          <ul className={css.files} aria-label="PDFs">
            {rfq.files.map((f) => (
              <li key={f.id} className={css.file}>
                <span>{`${f.kind === 'RFQ' ? "Altec's RFQ" : 'Our quote'} · ${f.fileName} (${formatFileSize(f.size)}) · ${f.attachedBy}, ${formatDateTime(f.attachedAt)}`}</span>
                <Button tone="secondary" aria-label={`Download ${f.fileName}`} onPress={() => onDownload(f)}>
                  Download
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>No PDF attached yet: attach Altec&apos;s RFQ or our quote.</p>
        )}
      </Card>
      <UploadCard title="Attach a PDF" label="PDF" description="A PDF, 10 MB at most." rules={RFQ_FILE_RULES} action="Attach PDF" onUpload={(file) => onAttach(file, kind)} progress={progress}>
        <Select label="What it is" items={KIND_ITEMS} value={kind} isRequired onChange={(id) => id && setKind(id as RfqFileKind)} />
      </UploadCard>
    </>
  );
}

/** One RFQ: what Altec asked for, our quote (while Pending), its outcome and its PDFs. */
export function AltecRfqDialog({ rfq, error, onRetry, actionError, isPending, onQuote, onOutcome, onAttach, progress, onDownload, onClose }: AltecRfqDialogProps) {
  const title = rfq ? `RFQ ${rfq.rfqNo}` : 'RFQ';
  return (
    <Modal title={title} size="large" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())} isDismissable>
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : !rfq ? (
        <Skeleton lines={8} />
      ) : (
        <div className={css.form}>
          {actionError ? <Alert tone="critical">{actionError}</Alert> : null}
          <KeyValue
            items={[
              { label: 'Branch', value: rfq.brnId },
              { label: 'Received', value: formatDate(rfq.receivedOn) },
              { label: 'Altec plant', value: `${rfq.plant} · ${rfq.contact}` },
              { label: 'End customer', value: rfq.endCustomer },
              { label: 'Chassis', value: `${rfq.model} ${rfq.cab} ${rfq.drivetrain}, WB ${rfq.wheelbase} in, CA ${rfq.cabToAxle} in, GVWR ${formatNumber(rfq.gvwr)} lb` },
              { label: 'Quantity', value: formatNumber(rfq.qty) },
              { label: 'Due', value: formatDate(rfq.dueOn) },
              { label: 'Our quote', value: rfq.quoteNo ? `${rfq.quoteNo}, ${formatDate(rfq.quotedOn)}, ${formatMoney2(rfq.unitPrice)} a unit` : null },
              { label: 'Outcome', value: [rfq.outcome, rfq.reason, rfq.orderRef].filter(Boolean).join(' · ') },
              { label: 'Upfit ship-to', value: rfq.upfitShipTo },
              { label: 'Salesperson', value: rfq.salesperson },
            ]}
          />
          <Card title="Our quote">
            {quoteRefusal(rfq.outcome) ? <p className={css.muted}>{quoteRefusal(rfq.outcome)}</p> : <AltecRfqQuoteForm key={rfq.version} rfq={rfq} isPending={isPending} onQuote={onQuote} />}
          </Card>
          <Card title="Outcome">
            <AltecRfqOutcomeForm key={rfq.version} rfq={rfq} isPending={isPending} onOutcome={onOutcome} />
          </Card>
          <Files rfq={rfq} onAttach={onAttach} progress={progress} onDownload={onDownload} />
        </div>
      )}
    </Modal>
  );
}
