import { useState } from 'react';
import {
  attachmentRemovalRefusal,
  attachRefusal,
  WIRE_ATTACHMENT_FILE_RULES,
  WIRE_ATTACHMENT_KINDS,
  type WireAttachment,
  type WireAttachmentKind,
} from '../../domain/accounting/wireAttachments';
import type { WireStatus } from '../../domain/accounting/wireAuthorization';
import { formatFileSize } from '../../domain/files';
import { formatDateTime } from '../../domain/format';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { Select } from '../../ui/Select/Select';
import { UploadCard } from '../../ui/report/UploadCard';
import * as css from './WireAuthorization.css';

export interface WireAttachmentsProps {
  attachments: readonly WireAttachment[];
  /** The wire's status: what may still be attached or removed. */
  status: WireStatus;
  onOpen: (attachment: WireAttachment) => void;
  onDownload: (attachment: WireAttachment) => void;
  /** Attaching and removing, for those who request wires; absent for the others. */
  changes?: {
    onAttach: (file: File, kind: WireAttachmentKind) => Promise<void>;
    /** Upload progress from 0 to 1 while a document goes up. */
    progress: number | null;
    onRemove: (attachment: WireAttachment) => Promise<boolean>;
    isPending: boolean;
  };
}

const KINDS = WIRE_ATTACHMENT_KINDS.map((kind) => ({ id: kind, label: kind }));

/** A wire's documents (printed with it), each opened or downloaded; attached with what it is, removed only before an approval. */
export function WireAttachments({ attachments, status, onOpen, onDownload, changes }: WireAttachmentsProps) {
  const [kind, setKind] = useState<WireAttachmentKind>('Invoice');
  const [removing, setRemoving] = useState<WireAttachment | null>(null);
  const mayRemove = !!changes && !attachmentRemovalRefusal(status);
  const mayAttach = !!changes && !attachRefusal(status);
  return (
    <>
      <Card title="Documents">
        {attachments.length ? (
          <ul className={css.trail} aria-label="Documents">
            {attachments.map((a) => (
              <li key={a.id} className={css.buttons}>
                <span>{`${a.kind} · ${a.fileName} (${formatFileSize(a.size)}) · attached by ${a.attachedBy}, ${formatDateTime(a.attachedAt)}`}</span>
                <span className={`${css.buttons} ${css.noPrint}`}>
                  <Button tone="secondary" aria-label={`Open ${a.fileName}`} onPress={() => onOpen(a)}>
                    Open
                  </Button>
                  <Button tone="secondary" aria-label={`Download ${a.fileName}`} onPress={() => onDownload(a)}>
                    Download
                  </Button>
                  {mayRemove ? (
                    <Button tone="critical" aria-label={`Remove ${a.fileName}`} isDisabled={changes.isPending} onPress={() => setRemoving(a)}>
                      Remove
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>No documents attached yet: attach the invoice, bill of sale or payoff letter the wire pays.</p>
        )}
        {changes && attachments.length && !mayRemove ? <p className={`${css.refusal} ${css.noPrint}`}>{attachmentRemovalRefusal(status)}</p> : null}
      </Card>
      {mayAttach ? (
        <div className={css.noPrint}>
          <UploadCard
            title="Attach a document"
            label="Document"
            description="A PDF or an image (PNG, JPEG, TIFF), 10 MB at most."
            rules={WIRE_ATTACHMENT_FILE_RULES}
            action="Attach document"
            onUpload={(file) => changes.onAttach(file, kind)}
            progress={changes.progress}
          >
            <Select label="What it is" items={KINDS} value={kind} isRequired onChange={(id) => id && setKind(id as WireAttachmentKind)} />
          </UploadCard>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={!!removing}
        title="Remove this document?"
        message={removing ? `${removing.kind} ${removing.fileName} leaves the wire; the audit trail keeps a record of it.` : ''}
        confirmLabel="Remove document"
        tone="critical"
        isPending={changes?.isPending}
        onConfirm={() => void changes?.onRemove(removing!).then((ok) => ok && setRemoving(null))}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
