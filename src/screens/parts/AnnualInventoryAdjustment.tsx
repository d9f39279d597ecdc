import type { AdjustmentBatch, AdjustmentBatches, AdjustmentRow } from '../../domain/parts/annualInventoryList';
import { ADJUSTMENT_FIELDS } from '../../domain/parts/annualInventoryList';
import { formatDate, formatDateTime, formatMoney2, formatNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import type { ExportFormat } from '../../ui/DataTable/types';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid } from '../../ui/report/ReportScreen';
import * as css from './AnnualInventory.css';
import { AnnualInventoryLine, type AnnualInventoryLineProps } from './AnnualInventoryLine';

const DECISION_TONE = { Accept: 'positive', Recount: 'caution', Exclude: 'neutral' } as const;
const APPROVE_AS = { 'annual-inventory-parts-manager': 'Approve as parts manager', 'annual-inventory-controller': 'Approve as controller' } as const;

export const ADJUSTMENT_COLUMNS: readonly DataTableColumn<AdjustmentRow>[] = fieldColumns<AdjustmentRow, typeof ADJUSTMENT_FIELDS>(ADJUSTMENT_FIELDS, {
  brnId: { width: '80px' },
  tagNo: { width: '80px' },
  partNo: { width: 'minmax(120px, 1fr)' },
  bin: { width: '100px' },
  bookQty: { width: '90px' },
  countedQty: { width: '100px' },
  varianceQty: { width: '100px' },
  unitCost: { width: '100px' },
  varianceValue: { width: '120px' },
  recounted: { width: '100px' },
  decision: { width: '110px', render: (row) => (row.decision ? <Badge tone={DECISION_TONE[row.decision]}>{row.decision}</Badge> : <Badge>Undecided</Badge>) },
  comment: { width: 'minmax(140px, 1.4fr)' },
});

const cents = (value: number) => formatMoney2(value / 100);

/** What a batch's card does; each handler settles when the server answered. */
export interface BatchActions {
  onAcceptUnderThreshold: (batch: AdjustmentBatch) => void;
  onApprove: (batch: AdjustmentBatch) => void;
  onCloseCounting: (batch: AdjustmentBatch) => void;
  onDownloadPostingList: (format: ExportFormat) => void;
  isPending?: boolean;
}

function signature(who: string | null, at: string | null) {
  return who && at ? `${who}, ${formatDateTime(at)}` : 'waiting';
}

function BatchCard({ batch, acceptUnderCents, onAcceptUnderThreshold, onApprove, onCloseCounting, onDownloadPostingList, isPending }: BatchActions & { batch: AdjustmentBatch; acceptUnderCents: number }) {
  const locked = batch.status === 'Approved';
  const { lines } = batch;
  return (
    <Card title={`Branch ${batch.brnId} · ${batch.year} count`} actions={<Badge tone={locked ? 'positive' : 'info'}>{locked ? 'Approved and locked' : batch.status}</Badge>}>
      <p className={css.muted}>
        Count date {formatDate(batch.countDate)} · {formatNumber(lines.total)} lines: {formatNumber(lines.accepted)} accepted, {formatNumber(lines.undecided)} undecided, {formatNumber(lines.recount)} in
        recount, {formatNumber(lines.overThreshold)} over {cents(acceptUnderCents)} not recounted
      </p>
      <dl className={css.figures}>
        <dt>Parts manager</dt>
        <dd>{signature(batch.partsManagerApprovedBy, batch.partsManagerApprovedAt)}</dd>
        <dt>Controller</dt>
        <dd>{signature(batch.controllerApprovedBy, batch.controllerApprovedAt)}</dd>
      </dl>
      <table className={css.table} aria-label={`Proposed GL entry for ${batch.brnId}`}>
        <caption className={css.muted}>{locked ? 'GL entry to post' : 'Proposed GL entry'} (accepted lines)</caption>
        <thead>
          <tr>
            <th>Account</th>
            <th>Name</th>
            <th>Debit</th>
            <th>Credit</th>
          </tr>
        </thead>
        <tbody>
          {batch.glEntry.map((line) => (
            <tr key={line.acctId}>
              <td>{line.acctId}</td>
              <td>{line.name}</td>
              <td>{cents(line.debitCents)}</td>
              <td>{cents(line.creditCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!locked && batch.nextApproval && batch.approvalRefusal ? <Alert tone="info">{batch.approvalRefusal}</Alert> : null}
      <div className={css.actions}>
        {locked ? (
          <>
            <Button onPress={() => onDownloadPostingList('csv')}>Posting list (CSV)</Button>
            <Button tone="secondary" onPress={() => onDownloadPostingList('xlsx')}>
              Posting list (Excel)
            </Button>
          </>
        ) : (
          <>
            <Button tone="secondary" isPending={isPending} isDisabled={!lines.undecided} onPress={() => onAcceptUnderThreshold(batch)}>
              Accept all under {cents(acceptUnderCents)}
            </Button>
            {batch.status === 'Counting' ? (
              <Button tone="secondary" isPending={isPending} isDisabled={batch.tagsNotEntered > 0} onPress={() => onCloseCounting(batch)}>
                {batch.tagsNotEntered ? `Close counting (${formatNumber(batch.tagsNotEntered)} tags not entered)` : 'Close counting'}
              </Button>
            ) : null}
            {batch.nextApproval && batch.status === 'Review' ? (
              <Button isPending={isPending} isDisabled={!!batch.approvalRefusal} onPress={() => onApprove(batch)}>
                {APPROVE_AS[batch.nextApproval]}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}

export type AdjustmentGrid = Omit<ReportGrid<AdjustmentRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface AnnualInventoryAdjustmentProps extends BatchActions {
  filters?: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  grid?: AdjustmentGrid;
  batches: AdjustmentBatches | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The last batch action refused. */
  actionError?: string | null;
  /** The line open in its dialog. */
  line?: Omit<AnnualInventoryLineProps, 'acceptUnderCents'> | null;
}

/**
 * /annual-parts-inventory-adjustment: the year-end count's lines under review (accept, recount, exclude with a
 * comment), each branch's batch approved by the parts manager and then the controller, which locks it, with its
 * proposed GL entry and the posting list to key into Excede.
 */
export function AnnualInventoryAdjustment({ filters, grid, batches, isLoading, error, onRetry, actionError, line, ...actions }: AnnualInventoryAdjustmentProps) {
  const all = batches?.batches ?? [];
  return (
    <>
      <ReportScreen<AdjustmentRow>
        title={`Annual Parts Inventory Adjustment${batches ? ` ${batches.year}` : ''}`}
        description="Review each counted line against book, send far-off counts to recount, and approve the batch: parts manager first, then the controller. Approval locks it."
        filters={filters ? <ReportFilterBar {...filters} hasPeriod={false} /> : null}
        freshness={null}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        kpis={[
          { label: 'Lines', value: all.reduce((n, b) => n + b.lines.total, 0), format: formatNumber },
          { label: 'Undecided', value: all.reduce((n, b) => n + b.lines.undecided, 0), format: formatNumber },
          { label: 'In recount', value: all.reduce((n, b) => n + b.lines.recount, 0), format: formatNumber },
          { label: 'Accepted net variance', value: all.reduce((n, b) => n + b.acceptedNetCents, 0) / 100, format: formatMoney2 },
        ]}
        chart={
          <>
            {actionError ? <Alert tone="critical">{actionError}</Alert> : null}
            {batches && !all.length ? <p className={css.muted}>No count at these branches this year.</p> : null}
            <div className={css.batches}>
              {all.map((batch) => (
                <BatchCard key={batch.id} batch={batch} acceptUnderCents={batches!.acceptUnderCents} {...actions} />
              ))}
            </div>
          </>
        }
        grid={
          grid && {
            ...grid,
            'aria-label': 'Inventory lines',
            columns: ADJUSTMENT_COLUMNS,
            getRowId: (row) => String(row.id),
            emptyMessage: 'No counted line matches these filters.',
          }
        }
      />
      {line ? <AnnualInventoryLine {...line} acceptUnderCents={batches?.acceptUnderCents ?? 0} /> : null}
    </>
  );
}
