import { useState } from 'react';
import type { VendorInvoiceAction, VendorInvoiceDetail } from '../../domain/accounting/vendorInvoices';
import type { VendorInvoiceStepInput } from '../../domain/accounting/vendorInvoicesPayloads';
import { actionsOf, REASONED_ACTIONS } from '../../domain/accounting/vendorInvoicesRules';
import { formatDate, formatDateTime, formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import { STATUS_TONE } from './VendorInvoicesTones';
import * as css from './VendorInvoices.css';

type StepAction = Exclude<VendorInvoiceAction, 'file'>;

export interface VendorInvoicesDetailProps {
  /** The invoice, its trail and what the user may do; undefined while it loads. */
  detail: VendorInvoiceDetail | undefined;
  error: string | null;
  onRetry: () => void;
  /** New York's today (YYYY-MM-DD): the payment date to begin with. */
  today: string;
  step: ScreenAction<[VendorInvoiceStepInput]>;
  onClose: () => void;
}

const LABELS: Record<StepAction, string> = {
  match: 'Match to PO',
  approve: 'Approve',
  reject: 'Reject',
  hold: 'Put on hold',
  dispute: 'Dispute',
  release: 'Release',
  enter: 'Mark entered in Excede',
  pay: 'Mark paid',
};

const DONE: Record<VendorInvoiceAction, string> = {
  file: 'Filed',
  match: 'Matched',
  approve: 'Approved',
  reject: 'Rejected',
  hold: 'Put on hold',
  dispute: 'Disputed',
  release: 'Released',
  enter: 'Entered in Excede',
  pay: 'Paid',
};

/** An invoice opened from the worklist: its facts, what matching found, whom it waits for, its trail and the actions its status allows. */
export default function VendorInvoicesDetail({ detail, error, onRetry, today, step, onClose }: VendorInvoicesDetailProps) {
  const [pending, setPending] = useState<StepAction | null>(null);
  const [reason, setReason] = useState('');
  const [paidOn, setPaidOn] = useState<string | null>(today);
  const invoice = detail?.invoice;
  const take = async (action: StepAction) => {
    if (!invoice) return;
    const needsMore = REASONED_ACTIONS.has(action) || action === 'pay';
    if (needsMore && pending !== action) {
      setPending(action);
      return;
    }
    if (await step.run({ version: invoice.version, action, reason: REASONED_ACTIONS.has(action) ? reason : '', paidOn: action === 'pay' ? paidOn : null })) {
      setPending(null);
      setReason('');
    }
  };
  const actions = invoice ? actionsOf(invoice.status).filter((a) => a !== 'approve' || !detail.approvalRefusal) : [];
  return (
    <Modal title={invoice ? `Invoice ${invoice.invoiceNo}` : 'Vendor invoice'} isOpen size="large" onOpenChange={(open) => (open || step.isPending ? null : onClose())}>
      <div className={css.dialogBody}>
        {error ? <ErrorState title="The invoice could not be loaded" message={error} onRetry={onRetry} /> : null}
        {!error && !invoice ? <Skeleton height="240px" /> : null}
        {invoice && detail ? (
          <>
            <KeyValue
              items={[
                { label: 'Vendor', value: `${invoice.venId} - ${invoice.vendor ?? ''}` },
                { label: 'Branch', value: invoice.brnId },
                { label: 'Amount', value: formatMoney2(invoice.amount) },
                { label: 'Status', value: <Badge tone={STATUS_TONE[invoice.status]}>{invoice.status}</Badge> },
                { label: 'Invoice date', value: formatDate(invoice.invoiceDate) },
                { label: 'Due', value: formatDate(invoice.dueDate) },
                { label: 'Discount', value: invoice.discountDate ? `${invoice.discountPercent}% by ${formatDate(invoice.discountDate)}` : null },
                { label: 'PO no.', value: invoice.poNumber },
                { label: 'Match', value: invoice.matchResult ? `${invoice.matchResult}: ${detail.matchNote}` : 'Not matched yet' },
                { label: 'Document', value: invoice.docId ? <Link href={`/ar/documentviewer?docId=${invoice.docId}`}>Scan {invoice.docId}</Link> : null },
              ]}
            />
            {detail.reason ? <p className={css.about}>{`Reason: ${detail.reason}`}</p> : null}
            {detail.routedTo ? <Alert tone="info">{`Waiting for ${detail.routedTo} to approve it${detail.approvalRefusal ? `: ${detail.approvalRefusal}` : '.'}`}</Alert> : null}
            {step.error ? <Alert tone="critical">{step.error}</Alert> : null}
            {pending && REASONED_ACTIONS.has(pending) ? <TextArea label="Reason" value={reason} onChange={setReason} maxLength={500} rows={2} /> : null}
            {pending === 'pay' ? <DatePicker label="Paid on" value={paidOn} onChange={setPaidOn} /> : null}
            {actions.length ? (
              <div className={css.buttons}>
                {actions.map((action) => (
                  <Button key={action} tone={action === 'approve' || action === pending ? 'primary' : 'secondary'} isPending={step.isPending && pending === action} isDisabled={step.isPending} onPress={() => void take(action)}>
                    {pending === action ? `Confirm: ${LABELS[action].toLowerCase()}` : LABELS[action]}
                  </Button>
                ))}
              </div>
            ) : null}
            <section aria-label="Trail">
              <ol className={css.trail}>
                {detail.steps.map((s, i) => (
                  <li key={i}>{`${formatDateTime(s.at)} · ${DONE[s.action]} by ${s.by} → ${s.status}${s.reason ? ` (${s.reason})` : ''}`}</li>
                ))}
              </ol>
            </section>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
