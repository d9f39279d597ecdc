import { useState, type ReactNode } from 'react';
import { QUOTE_FILE_RULES, TIER_LABELS, type PurchaseTier } from '../../domain/accounting/companyPurchase';
import type { PurchaseDetail } from '../../domain/accounting/companyPurchaseViews';
import { formatDate, formatDateTime, formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { UploadCard } from '../../ui/report/UploadCard';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './CompanyPurchase.css';
import { PURCHASE_STATUS_TONE } from './CompanyPurchaseTones';

export interface PurchaseSteps {
  submit: (version: number) => void;
  approve: (version: number, tier: PurchaseTier) => void;
  reject: (version: number, reason: string) => void;
  issue: (version: number, emailTo: string) => void;
  receive: (version: number, lines: { lineId: number; quantity: number }[]) => void;
  close: (version: number) => void;
}

export interface CompanyPurchaseProps {
  detail: PurchaseDetail | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** What the user may do beside reading it. */
  may: { approve: boolean; update: boolean; request: boolean };
  steps: PurchaseSteps;
  /** A step in flight, and the server's refusal of the last one. */
  isPending: boolean;
  stepError: string | null;
  /** The request's form, while it may still be changed. */
  editForm?: ReactNode;
  /** Attaches a vendor's quote, while the request is open to its requester's side; absent otherwise. */
  quoteUpload?: { onUpload: (file: File) => Promise<void>; progress: number | null };
}

/** /companypurchase/edit/{id}: one request, its lines, approval trail by tier, PO and receipts, with the next step. */
export function CompanyPurchase({ detail, isLoading, error, onRetry, may, steps, isPending, stepError, editForm, quoteUpload }: CompanyPurchaseProps) {
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (isLoading || !detail) return <Skeleton lines={8} label="Loading the purchase request" />;
  const { purchase: p, lines, tiers, waitingFor, trail, receipts, quotes, splitWarning, approvalRefusal } = detail;
  return (
    <div className={css.page}>
      <PageHeader
        title={`Purchase request ${p.requestNo}`}
        description={`${p.vendor} · branch ${p.brnId} · ${p.department} · GL ${p.glAccount}`}
        breadcrumbs={<Link href="/companypurchase">Company Purchases</Link>}
        actions={<Badge tone={PURCHASE_STATUS_TONE[p.status]}>{p.status}</Badge>}
      />
      {stepError ? <Alert tone="critical">{stepError}</Alert> : null}
      {splitWarning ? <Alert tone="caution">{splitWarning.message}</Alert> : null}
      <Card title={p.poNumber ? `Purchase order ${p.poNumber}` : 'Request'}>
        <KeyValue
          columns={2}
          items={[
            { label: 'Requested by', value: `${p.requestedBy}, ${formatDate(p.requestedOn)}` },
            { label: 'Vendor', value: `${p.vendor} (${p.vendorId})` },
            { label: 'Amount', value: formatMoney2(p.amount) },
            { label: 'Tax and freight', value: `${formatMoney2(p.tax)} · ${formatMoney2(p.freight)}` },
            { label: 'Justification', value: p.justification },
            { label: 'PO', value: p.poNumber ? `${p.poNumber}${p.poEmailedTo ? `, mailed to ${p.poEmailedTo}` : ''}` : 'Not issued' },
          ]}
        />
        <table className={css.table} aria-label="Lines">
          <thead>
            <tr>
              <th>Line</th>
              <th>Description</th>
              <th className="num">Qty</th>
              <th className="num">Unit price</th>
              <th className="num">Extended</th>
              <th className="num">Received</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id}>
                <td>{l.lineNo}</td>
                <td>
                  {l.description} {l.capital ? <Badge tone="info">Capital item: fixed assets</Badge> : null}
                </td>
                <td className="num">{l.quantity}</td>
                <td className="num">{formatMoney2(l.unitPrice)}</td>
                <td className="num">{formatMoney2(l.extended)}</td>
                <td className="num">{l.quantityReceived}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {quotes.length ? (
          <p className={css.muted}>
            {'Quotes: '}
            {quotes.map((q) => (
              <Link key={q.id} href={`/api/accounting/company-purchases/${p.id}/quotes/${q.id}`}>
                {q.fileName}
              </Link>
            ))}
          </p>
        ) : null}
      </Card>
      <Card title="Approvals">
        <p className={css.muted}>{`Tiers for ${formatMoney2(p.amount)}: ${tiers.map((t) => TIER_LABELS[t]).join(' → ')}`}</p>
        <ol className={css.trail} aria-label="Approval trail">
          {trail.map((t, i) => (
            <li key={i} className={t.resetAt ? css.reset : undefined}>
              {`${TIER_LABELS[t.tier]}: ${t.decision.toLowerCase()} by ${t.by}, ${formatDateTime(t.at)}${t.reason ? ` (${t.reason})` : ''}${t.resetAt ? ', reset by a change' : ''}`}
            </li>
          ))}
        </ol>
        {waitingFor ? <p>{`Waiting for the ${TIER_LABELS[waitingFor].toLowerCase()}’s approval.`}</p> : null}
        {waitingFor && may.approve ? <ApproveStep detail={detail} tier={waitingFor} refusal={approvalRefusal} steps={steps} isPending={isPending} /> : null}
      </Card>
      <NextStep detail={detail} may={may} steps={steps} isPending={isPending} />
      {receipts.length ? (
        <Card title="Received">
          <ul className={css.trail} aria-label="Receipts">
            {receipts.map((r, i) => (
              <li key={i}>{`${r.quantity} × ${r.line}, ${formatDateTime(r.at)} by ${r.by}`}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      {quoteUpload ? (
        <div className={css.noPrint}>
          <UploadCard title="Attach a quote" label="Vendor's quote" description="A PDF or an image of the vendor's quote, 10 MB at most." rules={QUOTE_FILE_RULES} action="Attach quote" {...quoteUpload} />
        </div>
      ) : null}
      {editForm ? (
        <div className={css.noPrint}>
          <Card title="Change the request">{editForm}</Card>
        </div>
      ) : null}
    </div>
  );
}

function ApproveStep({ detail, tier, refusal, steps, isPending }: { detail: PurchaseDetail; tier: PurchaseTier; refusal: string | null; steps: PurchaseSteps; isPending: boolean }) {
  const [reason, setReason] = useState('');
  const { version } = detail.purchase;
  if (refusal) return <p className={css.muted}>{refusal}</p>;
  return (
    <div className={`${css.buttons} ${css.noPrint}`}>
      <Button isPending={isPending} onPress={() => steps.approve(version, tier)}>
        {`Approve as ${TIER_LABELS[tier].toLowerCase()}`}
      </Button>
      <TextField label="Reason to reject" value={reason} onChange={setReason} />
      <Button tone="critical" isDisabled={!reason.trim() || isPending} onPress={() => steps.reject(version, reason)}>
        Reject
      </Button>
    </div>
  );
}

/** The step the request's status allows next: submit, issue the PO, receive, close. */
function NextStep({ detail, may, steps, isPending }: Pick<CompanyPurchaseProps, 'may' | 'steps' | 'isPending'> & { detail: PurchaseDetail }) {
  const { purchase: p, lines } = detail;
  const [emailTo, setEmailTo] = useState('');
  const [received, setReceived] = useState<Record<number, string>>({});
  if (p.status === 'Draft' && may.request)
    return (
      <div className={`${css.buttons} ${css.noPrint}`}>
        <Button isPending={isPending} onPress={() => steps.submit(p.version)}>
          Submit for approval
        </Button>
      </div>
    );
  if (p.status === 'Approved' && may.update)
    return (
      <Card title="Issue the PO">
        <div className={`${css.buttons} ${css.noPrint}`}>
          <TextField label="Mail the PO to (optional)" type="email" value={emailTo} onChange={setEmailTo} />
          <Button isPending={isPending} onPress={() => steps.issue(p.version, emailTo.trim())}>
            Issue PO
          </Button>
        </div>
      </Card>
    );
  const receiving = ['Ordered', 'Received in part', 'Invoiced'].includes(p.status) && lines.some((l) => l.quantityReceived < l.quantity);
  const closing = p.status === 'Received' || p.status === 'Invoiced';
  if (!may.update || (!receiving && !closing && !p.poNumber)) return null;
  return (
    <Card title="Receiving">
      <div className={css.noPrint}>
        {receiving ? (
          <div className={css.form}>
            {lines
              .filter((l) => l.quantityReceived < l.quantity)
              .map((l) => (
                <TextField
                  key={l.id}
                  label={`${l.description}: received now (${l.quantity - l.quantityReceived} open)`}
                  value={received[l.id] ?? ''}
                  onChange={(v) => setReceived({ ...received, [l.id]: v })}
                  inputMode="numeric"
                />
              ))}
            <div className={css.buttons}>
              <Button
                isPending={isPending}
                onPress={() => steps.receive(p.version, Object.entries(received).map(([lineId, q]) => ({ lineId: Number(lineId), quantity: Number.parseInt(q, 10) || 0 })))}
              >
                Record receipt
              </Button>
              <Button
                tone="secondary"
                isDisabled={isPending}
                onPress={() => steps.receive(p.version, lines.map((l) => ({ lineId: l.id, quantity: l.quantity - l.quantityReceived })))}
              >
                Received in full
              </Button>
            </div>
          </div>
        ) : null}
        <div className={css.buttons}>
          {p.poNumber ? (
            <Button tone="secondary" onPress={() => window.print()}>
              Print PO
            </Button>
          ) : null}
          {closing ? (
            <Button isPending={isPending} onPress={() => steps.close(p.version)}>
              Close request
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
