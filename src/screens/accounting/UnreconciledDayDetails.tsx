import { useState } from 'react';
import {
  daysOpenTone,
  itemHref,
  reconcileRefusal,
  STREAMS,
  type ItemExplanation,
  type ReconciliationStream,
  type UnreconciledDayDetail,
  type UnreconciledItem,
} from '../../domain/accounting/unreconciledDays';
import type { DayOwnerInput, ExplanationChangeInput, ExplanationInput } from '../../domain/accounting/unreconciledDaysPayloads';
import { formatDate, formatDateTime, formatMoney2, formatNumber, toNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportScreen, type ReportKpi } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import type { ScreenAction } from './CashClearingMatchDialog';
import { lazyComponent } from '../../ui/lazyOverlay';
import { RECONCILIATION_STATUS_TONE } from './UnreconciledDays';
import * as css from './UnreconciledDays.css';

// The explanation's dialog (and its schema) is a chunk of its own: reading a day needs none of it.
const UnreconciledItemDialog = lazyComponent(() => import('./UnreconciledItemDialog'), 'UnreconciledItemDialog');

export interface UnreconciledDayDetailsProps {
  stream: ReconciliationStream;
  brnId: string;
  date: string;
  /** 'BrnId - Name'. */
  branchLabel: string;
  detail: UnreconciledDayDetail | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  assign: ScreenAction<[DayOwnerInput]>;
  explain: ScreenAction<[ExplanationInput]>;
  change: ScreenAction<[ItemExplanation, ExplanationChangeInput]>;
  approve: ScreenAction<[ItemExplanation]>;
  reconcile: ScreenAction<[{ brnId: string; date: string; version: number | null }]>;
}

const moneyTile = (label: string, amount: string | undefined): ReportKpi => ({ label, value: toNumber(amount) ?? 0, format: formatMoney2 });

/** /ar/unreconcileddays/{stream}/details?brnId=&date=: a branch's day of a stream, its items, and the work that reconciles it. */
export function UnreconciledDayDetails({ stream, brnId, date, branchLabel, detail, isLoading, error, onRetry, assign, explain, change, approve, reconcile }: UnreconciledDayDetailsProps) {
  const [explaining, setExplaining] = useState<UnreconciledItem | null>(null);
  const [owner, setOwner] = useState<string | null>(null);
  const day = detail?.day ?? null;
  const record = detail?.record ?? null;
  const items = detail?.items ?? [];
  const refusal = reconcileRefusal(items);
  const ownerId = owner ?? (record?.ownerKind ? `${record.ownerKind}:${record.ownerId}` : null);
  const columns: DataTableColumn<UnreconciledItem>[] = [
    { id: 'kind', header: 'Item', accessor: 'kind', width: '150px' },
    { id: 'reference', header: 'Reference', accessor: 'reference', width: 'minmax(140px, 1fr)', render: (row) => <Link href={itemHref(stream, brnId, date, row)}>{row.reference || 'Open'}</Link> },
    { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(180px, 1.5fr)' },
    { id: 'amount', header: 'Amount', accessor: 'amount', format: 'money2', width: '120px' },
    { id: 'open', header: 'State', accessor: (row) => (row.open ? 'Open' : 'Reconciled'), width: '120px', render: (row) => <Badge tone={row.open ? 'critical' : 'positive'}>{row.open ? 'Open' : 'Reconciled'}</Badge> },
    { id: 'explanation', header: 'Explanation', accessor: (row) => row.explanation?.text ?? null, width: 'minmax(220px, 2fr)' },
    { id: 'writtenBy', header: 'Explained by', accessor: (row) => row.explanation?.writtenBy ?? null, width: '160px' },
    {
      id: 'approval',
      header: 'Approval',
      accessor: (row) => (row.explanation ? (row.explanation.approvedBy ? `Approved by ${row.explanation.approvedBy}` : 'Awaiting approval') : null),
      width: '200px',
      // Why the reader may not approve it (their own, no authority) shows on pointing at it.
      render: (row, text) =>
        row.explanation ? (
          <span title={row.explanation.approvedAt ? undefined : (row.explanation.approvalRefusal ?? undefined)}>
            <Badge tone={row.explanation.approvedBy ? 'positive' : 'caution'}>{text as string}</Badge>
          </span>
        ) : null,
    },
    {
      id: 'actions',
      header: 'Actions',
      accessor: () => null,
      width: '240px',
      render: (row) => {
        if (!row.open || record?.reconciledAt) return null;
        const name = row.reference || row.itemKey;
        const { explanation } = row;
        if (!explanation) {
          return (
            <Button tone="secondary" size="small" onPress={() => setExplaining(row)} aria-label={`Explain ${name}`}>
              Explain…
            </Button>
          );
        }
        const waiting = !explanation.approvedAt;
        return (
          <span className={css.rowActions}>
            {waiting && !explanation.approvalRefusal ? (
              <Button tone="primary" size="small" isPending={approve.isPending} onPress={() => void approve.run(explanation)} aria-label={`Approve the explanation of ${name}`}>
                Approve
              </Button>
            ) : null}
            <Button tone="secondary" size="small" onPress={() => setExplaining(row)} aria-label={`Change the explanation of ${name}`}>
              Change…
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <ReportScreen<UnreconciledItem>
      title="Unreconciled Days Details"
      description={`${STREAMS[stream].label}: ${branchLabel}, ${date ? formatDate(date) : ''}. Each open item needs an explanation someone else approves before the day is marked reconciled.`}
      actions={
        record?.reconciledAt ? (
          <Badge tone="positive">{`Reconciled by ${record.reconciledBy ?? ''}, ${formatDateTime(record.reconciledAt)}`}</Badge>
        ) : (
          <Button tone="primary" isDisabled={!day} isPending={reconcile.isPending} onPress={() => void reconcile.run({ brnId, date, version: record?.version ?? null })}>
            Mark reconciled
          </Button>
        )
      }
      filters={null}
      freshness={detail ? { asOf: detail.asOf, stale: detail.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        moneyTile('Expected', day?.expected),
        moneyTile('Reconciled', day?.reconciled),
        moneyTile('Unreconciled', day?.unreconciled),
        { label: 'Business days open', value: day?.daysOpen ?? 0, format: formatNumber },
      ]}
    >
      {reconcile.error ? <Alert tone="critical">{reconcile.error}</Alert> : !record?.reconciledAt && refusal && day ? <Alert tone="info">{refusal}</Alert> : null}
      {approve.error ? <Alert tone="critical">{approve.error}</Alert> : null}
      {detail && !day ? <Alert tone="info">This day carries no unreconciled items of this stream.</Alert> : null}
      <Card title="Owner">
        <div className={css.actions}>
          {day ? (
            <>
              <Badge tone={daysOpenTone(day.daysOpen)}>{`${day.daysOpen} business days open`}</Badge>
              <Badge tone={RECONCILIATION_STATUS_TONE[day.status]}>{day.status}</Badge>
            </>
          ) : null}
          <Select
            label="Owner"
            placeholder="Nobody yet"
            items={(detail?.owners ?? []).map((o) => ({ id: `${o.kind}:${o.id}`, label: `${o.name} (${o.kind === 'user' ? 'portal user' : 'employee'})` }))}
            value={ownerId}
            onChange={setOwner}
            isDisabled={!day}
            errorMessage={assign.error ?? undefined}
          />
          <Button
            tone="secondary"
            isDisabled={!day || !owner}
            isPending={assign.isPending}
            onPress={() => {
              const [kind, id] = owner!.split(':') as ['user' | 'employee', string];
              void assign.run({ brnId, date, version: record?.version ?? null, owner: { kind, id } }).then((done) => done && setOwner(null));
            }}
          >
            Assign
          </Button>
        </div>
      </Card>
      <DataTable<UnreconciledItem>
        aria-label="Items of the day"
        columns={columns}
        data={items}
        getRowId={(row) => row.itemKey}
        isLoading={isLoading}
        emptyMessage="No items of this stream on this day."
        exportFileName={`unreconciled-${stream}-${brnId}-${date}`}
      />
      {explaining ? <UnreconciledItemDialog item={explaining} brnId={brnId} date={date} explain={explain} change={change} onClose={() => setExplaining(null)} /> : null}
    </ReportScreen>
  );
}
