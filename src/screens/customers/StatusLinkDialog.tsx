import { useState } from 'react';
import { formatDateTime } from '../../domain/format';
import { LINK_DAYS_AFTER_INVOICE, type StatusLinkCreated } from '../../domain/service/statusLinks';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import { TextField } from '../../ui/TextField/TextField';

/** "Send status link" on an open RO: asked first, then the link to copy (and where it was mailed). */
export interface StatusLinkFlow {
  /** The RO asked about, while the dialog is open. */
  slsId: string | null;
  /** The link made, once it is. */
  sent: StatusLinkCreated | null;
  isSending: boolean;
  error: string | null;
  onAsk: (slsId: string) => void;
  onSend: () => void;
  onClose: () => void;
}

function SentLink({ sent }: { sent: StatusLinkCreated }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <TextField label="Status link" value={sent.url} isReadOnly />
      <p>
        {sent.mailedTo ? `Mailed to ${sent.mailedTo}.` : 'Not mailed: Excede has no email address for this customer. Copy the link and send it.'}{' '}
        {sent.expiresAt ? `It works until ${formatDateTime(sent.expiresAt)}.` : `It works while the RO is open and ${LINK_DAYS_AFTER_INVOICE} days after it is invoiced.`}
      </p>
      <Button
        tone="secondary"
        onPress={() => {
          void navigator.clipboard?.writeText(sent.url).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </>
  );
}

export function StatusLinkDialog({ slsId, sent, isSending, error, onSend, onClose }: StatusLinkFlow) {
  return (
    <Modal
      title={sent ? `Status link for RO ${slsId}` : `Send a status link for RO ${slsId}?`}
      isOpen={slsId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={
        sent ? (
          <Button onPress={onClose}>Done</Button>
        ) : (
          <>
            <Button tone="secondary" onPress={onClose} isDisabled={isSending}>
              Cancel
            </Button>
            <Button onPress={onSend} isPending={isSending}>
              Send status link
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <SentLink sent={sent} />
      ) : (
        <p>The customer follows the repair from a phone, without signing in: no costs or internal notes. The link is mailed to the customer&apos;s address on file.</p>
      )}
      {error ? <Alert tone="critical">{error}</Alert> : null}
    </Modal>
  );
}
