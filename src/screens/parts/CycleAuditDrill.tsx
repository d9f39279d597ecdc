import { useState } from 'react';
import { cycleLabelOf, DRILL_TYPES, type DrillType } from '../../domain/parts/cycleCounts';
import { CYCLE_LINE_FIELDS, type CountSheetLine, type CycleDetail, type CycleLineRow, type CountSheet } from '../../domain/parts/cycleCountsList';
import { formatDate, formatNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { Spinner } from '../../ui/Spinner/Spinner';
import { Switch } from '../../ui/Switch/Switch';
import * as css from './CycleAudit.css';
import { CycleAuditCountSheet } from './CycleAuditCountSheet';
import { CycleAuditDecisions, type CycleAuditDecisionsProps } from './CycleAuditDecisions';

export const CYCLE_LINE_COLUMNS: readonly DataTableColumn<CycleLineRow>[] = fieldColumns<CycleLineRow, typeof CYCLE_LINE_FIELDS>(CYCLE_LINE_FIELDS, {
  partNo: { width: '130px' },
  description: { width: 'minmax(160px, 1.5fr)' },
  bin: { width: '90px' },
  partClass: { width: '70px' },
  systemQty: { width: '100px' },
  count1Qty: { width: '90px' },
  recountQty: { width: '90px' },
  finalQty: { width: '80px' },
  varianceQty: { width: '100px' },
  varianceAmount: { width: '110px' },
  counter: { width: 'minmax(120px, 1fr)' },
  countedAt: { width: '150px', enableFilter: false },
  valid: { width: '70px' },
  invalidReason: { width: 'minmax(140px, 1fr)' },
  adjustmentStatus: { width: '140px' },
});

const TYPE_LABELS: Record<DrillType, string> = { variance: 'Variances', accurate: 'Accurate', uncounted: 'Not counted yet', recount: 'Needing a recount', all: 'All lines' };
const STATUS_TONE = { Counting: 'info', Review: 'caution', Closed: 'positive' } as const;

export type CycleDrillMode = 'lines' | 'count' | 'recount';

export interface CycleAuditDrillProps extends Pick<ReportScreenProps<CycleLineRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** What is wrong with the address (a bad branch, cycle, date, flag or view), shown instead of the screen. */
  paramsError?: string | null;
  brnId: string;
  code: string;
  sdate: string;
  type: DrillType;
  incInvalid: boolean;
  onTypeChange: (type: DrillType) => void;
  onIncInvalidChange: (incInvalid: boolean) => void;
  cycle: CycleDetail | undefined;
  grid?: Omit<ReportGrid<CycleLineRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;
  mode: CycleDrillMode;
  onModeChange: (mode: CycleDrillMode) => void;
  /** The blind sheet of the mode (count or recount) once read. */
  sheet?: CountSheet;
  onCount: (line: CountSheetLine, qty: number) => Promise<boolean>;
  /** Counting → Review → Closed; finishing with parts uncounted says so (leaveUncounted). */
  onStatus: (status: 'Review' | 'Closed', leaveUncounted?: boolean) => void;
  onDecide: CycleAuditDecisionsProps['onDecide'];
  isPending?: boolean;
  /** The last change refused, in words. */
  actionError?: string | null;
}

/**
 * /cycleAuditDrill/{brnid}/{cycle}/{sdate}/{incInvalid}/{type}: one cycle's lines (quantities and variance
 * hidden while it counts), the blind count and recount sheets, and the adjustments for the parts manager.
 */
export function CycleAuditDrill(props: CycleAuditDrillProps) {
  const { paramsError, brnId, code, sdate, type, incInvalid, cycle, mode, sheet, isPending, actionError } = props;
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  if (paramsError) {
    return (
      <>
        <PageHeader title="Cycle Audit Drill" />
        <Alert tone="critical">{paramsError}</Alert>
      </>
    );
  }
  const title = `${cycleLabelOf(code)} at ${brnId}`;
  const uncounted = cycle ? cycle.scheduled - cycle.counted : 0;
  const description = cycle ? (
    <>
      <Badge tone={STATUS_TONE[cycle.status]}>{cycle.status}</Badge> Started {formatDate(sdate)} · {formatNumber(cycle.counted)} of {formatNumber(cycle.scheduled)} parts counted
      {cycle.status === 'Counting' ? ' · counting is blind: quantities and variances show once it is in review.' : ''}
    </>
  ) : (
    `Started ${formatDate(sdate)}`
  );
  const actions = (
    <div className={css.actions}>
      {(['lines', 'count', 'recount'] as const).map((m) => (
        <Button key={m} tone={mode === m ? 'primary' : 'secondary'} aria-pressed={mode === m} onPress={() => props.onModeChange(m)}>
          {m === 'lines' ? 'Lines' : m === 'count' ? 'Count' : 'Recount'}
        </Button>
      ))}
      {cycle?.status === 'Counting' ? (
        <Button tone="secondary" isPending={isPending} onPress={() => (uncounted > 0 ? setConfirmingFinish(true) : props.onStatus('Review'))}>
          Finish counting
        </Button>
      ) : null}
      {cycle?.status === 'Review' ? (
        <Button tone="secondary" isPending={isPending} onPress={() => props.onStatus('Closed')}>
          Close cycle
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={confirmingFinish}
        title="Finish counting with parts not counted?"
        message={`${formatNumber(uncounted)} of ${formatNumber(cycle?.scheduled ?? 0)} parts are not counted yet. They get no adjustment and show as not counted in this cycle's audit.`}
        confirmLabel="Finish with them uncounted"
        cancelLabel="Keep counting"
        onCancel={() => setConfirmingFinish(false)}
        onConfirm={() => {
          setConfirmingFinish(false);
          props.onStatus('Review', true);
        }}
      />
    </div>
  );
  if (mode !== 'lines') {
    return (
      <>
        <PageHeader title={title} description={description} actions={actions} />
        {props.error ? <ErrorState message={props.error} onRetry={props.onRetry ?? (() => undefined)} /> : sheet ? <CycleAuditCountSheet sheet={sheet} onCount={props.onCount} error={actionError} /> : <Spinner label="Loading the count sheet" />}
      </>
    );
  }
  return (
    <ReportScreen<CycleLineRow>
      title={title}
      description={description}
      actions={actions}
      filters={
        <div className={css.actions}>
          <Select label="Show" items={DRILL_TYPES.map((t) => ({ id: t, label: TYPE_LABELS[t] }))} value={type} onChange={(t) => t && props.onTypeChange(t as DrillType)} isRequired />
          <Switch isSelected={incInvalid} onChange={props.onIncInvalidChange}>
            Include invalid counts
          </Switch>
        </div>
      }
      freshness={props.freshness}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      chart={
        cycle?.decisions.length ? (
          <CycleAuditDecisions lines={cycle.decisions} onDecide={props.onDecide} isPending={isPending} error={actionError} />
        ) : actionError ? (
          <Alert tone="critical">{actionError}</Alert>
        ) : null
      }
      grid={
        props.grid && {
          ...props.grid,
          'aria-label': 'Cycle count lines',
          columns: CYCLE_LINE_COLUMNS,
          getRowId: (row) => String(row.id),
          emptyMessage: `No line of this cycle to show under ${TYPE_LABELS[type]}.`,
        }
      }
    />
  );
}
