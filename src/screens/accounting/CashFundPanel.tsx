import type { CashFundDetail } from '../../domain/accounting/cashOnHandData';
import { formatDateTime, formatMoney2 } from '../../domain/format';
import { centsOf } from '../../domain/money';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { COUNT_STATUS_TONE, UndepositedSince } from './CashOnHand';
import * as css from './CashOnHand.css';

export interface CashFundPanelProps {
  /** Open while a fund is chosen; its detail is undefined while it loads. */
  isOpen: boolean;
  detail: CashFundDetail | undefined;
  error: string | null;
  now: Date;
  onCount: (fund: CashFundDetail['fund']) => void;
  onPaidOut: (fund: CashFundDetail['fund']) => void;
  onEdit: (fund: CashFundDetail['fund']) => void;
  /** Petty cash brought back to its float. */
  onReplenish: (detail: CashFundDetail) => void;
  /** The count sheet's PDF: blank, or with the last count. */
  onPrintCountSheet: (fund: CashFundDetail['fund'], withLastCount: boolean) => void;
  onClose: () => void;
}

const minus = (amount: string) => `− ${formatMoney2(amount)}`;

/** How the fund's expected cash is made up since its last count: float + receipts − paid-outs − deposits. */
function Period({ detail, now }: { detail: CashFundDetail; now: Date }) {
  const { fund, period } = detail;
  return (
    <section aria-label="Expected now">
      <p className={css.muted}>Since {formatDateTime(period.since)}, its last count{detail.counts.length ? '' : ' (none yet: since it was set up)'}:</p>
      <table className={css.table}>
        <tbody>
          <tr>
            <th scope="row" className={css.cell}>Float</th>
            <td className={css.amount}>{formatMoney2(fund.float)}</td>
          </tr>
          <tr>
            <th scope="row" className={css.cell}>Cash receipts{fund.drawer ? ` at drawer ${fund.drawer}` : ''}</th>
            <td className={css.amount}>+ {formatMoney2(period.receipts)}</td>
          </tr>
          <tr>
            <th scope="row" className={css.cell}>Paid-outs</th>
            <td className={css.amount}>{minus(period.paidOuts)}</td>
          </tr>
          <tr>
            <th scope="row" className={css.cell}>Deposits</th>
            <td className={css.amount}>{minus(period.deposited)}</td>
          </tr>
          <tr>
            <th scope="row" className={css.cell}>Expected now</th>
            <td className={css.amount}>
              <strong>{formatMoney2(period.expected)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      {period.undepositedSince ? (
        <p className={css.inline}>
          Cash waiting for the bank since <UndepositedSince since={period.undepositedSince} now={now} />
        </p>
      ) : null}
    </section>
  );
}

function Counts({ counts }: { counts: CashFundDetail['counts'] }) {
  if (!counts.length) return <p>Not counted yet.</p>;
  return (
    <table className={css.table} aria-label="Last counts">
      <thead>
        <tr>
          {['Counted', 'By', 'Expected', 'Counted', 'Over/short', 'Status', 'Decision'].map((h, i) => (
            <th key={i} scope="col" className={i >= 2 && i <= 4 ? css.amount : css.cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {counts.map((c) => (
          <tr key={c.id}>
            <td className={css.cell}>{formatDateTime(c.countedAt)}</td>
            <td className={css.cell}>{c.countedBy}</td>
            <td className={css.amount}>{formatMoney2(c.expected)}</td>
            <td className={css.amount}>{formatMoney2(c.counted)}</td>
            <td className={css.amount}>{formatMoney2(c.overShort)}</td>
            <td className={css.cell}>
              <Badge tone={COUNT_STATUS_TONE[c.status]}>{c.status}</Badge>
            </td>
            <td className={css.cell}>{c.decidedBy ? `${c.decidedBy}${c.decisionNote ? `: ${c.decisionNote}` : ''}` : c.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaidOuts({ paidOuts }: { paidOuts: CashFundDetail['paidOuts'] }) {
  if (!paidOuts.length) return <p>No paid-outs since the last count.</p>;
  return (
    <table className={css.table} aria-label="Paid-outs since the last count">
      <thead>
        <tr>
          <th scope="col" className={css.cell}>Paid</th>
          <th scope="col" className={css.cell}>To</th>
          <th scope="col" className={css.cell}>Purpose</th>
          <th scope="col" className={css.amount}>Amount</th>
          <th scope="col" className={css.cell}>Receipt</th>
        </tr>
      </thead>
      <tbody>
        {paidOuts.map((p) => (
          <tr key={p.id}>
            <td className={css.cell}>
              {formatDateTime(p.paidAt)} by {p.paidBy}
            </td>
            <td className={css.cell}>{p.paidTo}</td>
            <td className={css.cell}>{p.note}</td>
            <td className={css.amount}>{formatMoney2(p.amount)}</td>
            <td className={css.cell}>{p.receiptUrl ? <Link href={p.receiptUrl} target="_blank">Receipt</Link> : 'None'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A fund opened from the grid: who holds it, what it should hold now and why, its last counts and this period's paid-outs. */
export function CashFundPanel({ isOpen, detail, error, now, onCount, onPaidOut, onEdit, onReplenish, onPrintCountSheet, onClose }: CashFundPanelProps) {
  const fund = detail?.fund;
  return (
    <Modal title={fund ? `${fund.brnId} · ${fund.name}` : 'Cash fund'} size="large" isOpen={isOpen} onOpenChange={(open) => (open ? null : onClose())}>
      {error ? (
        <Alert tone="critical">{error}</Alert>
      ) : !detail || !fund ? (
        <Skeleton lines={6} label="Loading the fund" />
      ) : (
        <div className={css.form}>
          {fund.active ? null : <Alert tone="info">This fund is closed: it is no longer counted. Edit it to open it again.</Alert>}
          <div className={css.buttons}>
            <Button isDisabled={!fund.active} onPress={() => onCount(fund)}>
              Record count
            </Button>
            <Button tone="secondary" isDisabled={!fund.active} onPress={() => onPaidOut(fund)}>
              Record paid-out
            </Button>
            {fund.kind === 'Petty cash' ? (
              <Button tone="secondary" isDisabled={!fund.active || !(centsOf(detail.unreplenished) ?? 0)} onPress={() => onReplenish(detail)}>
                Replenish
              </Button>
            ) : null}
            <Button tone="secondary" onPress={() => onEdit(fund)}>
              Edit fund
            </Button>
            <Button tone="secondary" onPress={() => onPrintCountSheet(fund, false)}>
              Print count sheet
            </Button>
            {detail.counts.length ? (
              <Button tone="secondary" onPress={() => onPrintCountSheet(fund, true)}>
                Print last count
              </Button>
            ) : null}
          </div>
          <KeyValue
            items={[
              { label: 'Kind', value: fund.kind },
              { label: 'Drawer', value: fund.drawer ?? '' },
              { label: 'Custodian', value: fund.custodian },
              { label: 'Authorized float', value: formatMoney2(fund.float) },
              ...(fund.kind === 'Petty cash'
                ? [
                    { label: 'Paid out since the last replenishment', value: formatMoney2(detail.unreplenished) },
                    {
                      label: 'Last replenished',
                      value: detail.lastReplenishment
                        ? `${formatDateTime(detail.lastReplenishment.at)} by ${detail.lastReplenishment.by}, check ${detail.lastReplenishment.checkNumber}`
                        : 'Never',
                    },
                  ]
                : []),
            ]}
          />
          <Period detail={detail} now={now} />
          <h3 className={css.legend}>Last counts</h3>
          <Counts counts={detail.counts} />
          <h3 className={css.legend}>Paid-outs since the last count</h3>
          <PaidOuts paidOuts={detail.paidOuts} />
        </div>
      )}
    </Modal>
  );
}
