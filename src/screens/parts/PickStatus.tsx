import { useState } from 'react';
import { inBinOrder, ALLOWED_ACTIONS, SHORT_OUTCOMES, type ShortOutcome } from '../../domain/parts/picks';
import { PICK_FIELDS, type PickDetail, type PickLine, type PickRow, type PickTiles } from '../../domain/parts/picksList';
import { drillHref } from '../../domain/drill';
import { formatDateTime, formatNumber } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Link } from '../../ui/Link/Link';
import { Modal } from '../../ui/Modal/Modal';
import { NumberField } from '../../ui/NumberField/NumberField';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { Spinner } from '../../ui/Spinner/Spinner';
import * as css from './PickStatus.css';
import { PickStatusNewPick, type PickStatusNewPickProps } from './PickStatusNewPick';

const STATUS_TONE = { Open: 'neutral', Picking: 'info', Short: 'critical', Staged: 'positive', Delivered: 'neutral' } as const;

export const PICK_COLUMNS: readonly DataTableColumn<PickRow>[] = fieldColumns<PickRow, typeof PICK_FIELDS>(PICK_FIELDS, {
  pickNo: { width: '90px' },
  brnId: { width: '80px' },
  source: { width: '100px' },
  reference: { width: 'minmax(120px, 1fr)' },
  customer: { width: 'minmax(150px, 1.4fr)' },
  bay: { width: '120px' },
  requestedAt: { width: '150px', enableFilter: false },
  lines: { width: '70px' },
  picked: { width: '80px' },
  short: { width: '70px' },
  picker: { width: 'minmax(110px, 1fr)' },
  status: { width: '110px', render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge> },
  ageMinutes: { width: '90px' },
  ageBucket: { width: '100px' },
});

/** What the open pick's dialog shows and does; each handler settles when the server answered. */
export interface PickPanelProps {
  pick: PickDetail | undefined;
  error?: string | null;
  isPending?: boolean;
  /** The last change refused, said in the dialog. */
  actionError?: string | null;
  onClose: () => void;
  /** Make someone its picker: one of the pick's `pickers`, or the user at the keyboard (null). */
  onAssign: (pickerId: number | null) => void;
  onPicked: (line: PickLine) => void;
  onShort: (line: PickLine, qtyShort: number, outcome: ShortOutcome) => void;
  onDeliver: () => void;
  onPrint: () => void;
}

/** Short of a line: how many the shelf lacked, and whether they are backordered or a lost sale. */
function ShortForm({ line, isPending, onShort, onCancel }: { line: PickLine; isPending?: boolean; onShort: PickPanelProps['onShort']; onCancel: () => void }) {
  const [qty, setQty] = useState(line.qtyRequested - line.qtyPicked || line.qtyRequested);
  const [outcome, setOutcome] = useState<ShortOutcome | null>(null);
  return (
    <div className={css.shortForm}>
      <NumberField label="Quantity short" minValue={1} maxValue={line.qtyRequested} value={qty} onChange={setQty} />
      <RadioGroup
        label="What becomes of it"
        orientation="horizontal"
        items={SHORT_OUTCOMES.map((o) => ({ id: o, label: o }))}
        value={outcome}
        onChange={(value) => setOutcome(value as ShortOutcome)}
      />
      <div className={css.lineActions}>
        <Button size="small" isDisabled={!outcome || !qty} isPending={isPending} onPress={() => outcome && onShort(line, qty, outcome)}>
          Record short
        </Button>
        <Button size="small" tone="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function LineCard({ line, canPick, isPending, onPicked, onShort }: { line: PickLine; canPick: boolean; isPending?: boolean; onPicked: PickPanelProps['onPicked']; onShort: PickPanelProps['onShort'] }) {
  const [shorting, setShorting] = useState(false);
  const done = line.qtyPicked + line.qtyShort === line.qtyRequested && !(line.qtyShort > 0 && !line.shortOutcome);
  return (
    <li className={css.line} aria-label={`Line ${line.partNo}`}>
      <div>
        <Link href={drillHref('/parts-research', { SearchValue: line.partNo })}>{line.partNo}</Link> {line.description}
        <p className={css.muted}>
          Bin {line.bin ?? 'none'} · requested {line.qtyRequested} · picked {line.qtyPicked}
          {line.qtyShort ? ` · short ${line.qtyShort}${line.shortOutcome ? ` (${line.shortOutcome})` : ''}` : ''}
        </p>
      </div>
      {done ? <Badge tone={line.qtyShort ? 'caution' : 'positive'}>{line.qtyShort ? 'Short' : 'Picked'}</Badge> : <Badge>To pick</Badge>}
      {canPick && line.shortOutcome !== 'Lost sale' && !shorting ? (
        <div className={css.lineActions}>
          <Button size="small" isPending={isPending} onPress={() => onPicked(line)} aria-label={`Picked ${line.partNo}`}>
            Picked
          </Button>
          <Button size="small" tone="secondary" onPress={() => setShorting(true)} aria-label={`Short ${line.partNo}`}>
            Short
          </Button>
        </div>
      ) : null}
      {shorting ? <ShortForm line={line} isPending={isPending} onShort={(l, q, o) => { setShorting(false); onShort(l, q, o); }} onCancel={() => setShorting(false)} /> : null}
    </li>
  );
}

/** One pick list: who it is for, its lines in bin order to pick or short, assign me, print and deliver. */
export function PickPanel({ pick, error, isPending, actionError, onClose, onAssign, onPicked, onShort, onDeliver, onPrint }: PickPanelProps) {
  const allowed = pick ? ALLOWED_ACTIONS[pick.status] : [];
  const [picker, setPicker] = useState<string | null>(null);
  return (
    <Modal
      title={pick ? `Pick ${pick.pickNo}` : 'Pick list'}
      size="large"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      actions={
        pick ? (
          <>
            <Button tone="secondary" onPress={onPrint}>
              Print pick list
            </Button>
            {allowed.includes('assign') ? (
              <Button tone="secondary" isPending={isPending} onPress={() => onAssign(null)}>
                Assign me
              </Button>
            ) : null}
            {allowed.includes('deliver') ? (
              <Button isPending={isPending} onPress={onDeliver}>
                Deliver
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {error ? <ErrorState title="The pick list could not be loaded" message={error} onRetry={onClose} /> : null}
      {!pick && !error ? <Spinner label="Loading the pick list" /> : null}
      {pick ? (
        <>
          <p>
            <Badge tone={STATUS_TONE[pick.status]}>{pick.status}</Badge> {pick.source} {pick.reference} · {pick.customer ?? 'no customer'} · {pick.bay ?? 'no bay'} · picker{' '}
            {pick.picker ?? 'none yet'}
          </p>
          <p className={css.muted}>Requested {formatDateTime(pick.requestedAt)}</p>
          {allowed.includes('assign') ? (
            <div className={css.assign}>
              <Select
                label="Picker"
                placeholder="Choose a picker"
                items={pick.pickers.map((p) => ({ id: String(p.id), label: p.name }))}
                value={picker ?? (pick.pickerId === null ? null : String(pick.pickerId))}
                onChange={setPicker}
              />
              <Button tone="secondary" isPending={isPending} isDisabled={picker === null || Number(picker) === pick.pickerId} onPress={() => onAssign(Number(picker))}>
                Assign
              </Button>
            </div>
          ) : null}
          {actionError ? <p role="alert">{actionError}</p> : null}
          <ul className={css.lines}>
            {pick.lineItems.map((line) => (
              <LineCard key={line.id} line={line} canPick={allowed.includes('line')} isPending={isPending} onPicked={onPicked} onShort={onShort} />
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}

/** The pick list as printed for the picker: its header and lines in bin order, with a box to tick each. */
export function PickSheet({ pick, onBack }: { pick: PickDetail; onBack: () => void }) {
  return (
    <section className={css.sheet} aria-label={`Pick list ${pick.pickNo}`}>
      <div className={css.noPrint}>
        <Button tone="secondary" onPress={onBack}>
          Back to pick lists
        </Button>{' '}
        <Button onPress={() => window.print()}>Print</Button>
      </div>
      <h1>Pick list {pick.pickNo}</h1>
      <p>
        {pick.source} {pick.reference} · {pick.customer ?? '—'} · {pick.bay ?? '—'} · requested {formatDateTime(pick.requestedAt)}
      </p>
      <table className={css.table}>
        <thead>
          <tr>
            <th>Part</th>
            <th>Description</th>
            <th>Bin</th>
            <th>Qty</th>
            <th>Picked</th>
          </tr>
        </thead>
        <tbody>
          {inBinOrder(pick.lineItems).map((line) => (
            <tr key={line.id}>
              <td>{line.partNo}</td>
              <td>{line.description}</td>
              <td>{line.bin ?? '—'}</td>
              <td>{line.qtyRequested}</td>
              <td>
                <span className={css.tick} aria-label="tick when picked" role="img" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export type PickStatusGrid = Omit<ReportGrid<PickRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface PickStatusProps extends Pick<ReportScreenProps<PickRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters?: Omit<ReportFilterBarProps, 'children'>;
  grid?: PickStatusGrid;
  tiles?: PickTiles;
  /** The pick open in its dialog. */
  panel?: PickPanelProps | null;
  /** The pick being printed: the sheet stands in for the screen. */
  printing?: { pick: PickDetail; onBack: () => void } | null;
  /** "New pick list" opens its dialog (absent: no button); `newPick` is the dialog while open. */
  onNewPick?: () => void;
  newPick?: PickStatusNewPickProps | null;
}

const minutesText = (value: number) => (Number.isFinite(value) ? `${formatNumber(value)} min` : '–');

/**
 * /part-pick-status: the branch's pick lists (counter invoices, RO jobs, transfers, will-call) until staged
 * and delivered, with open picks by age and today's median minutes from request to staged; a pick opens
 * in a dialog to assign, pick, short, print and deliver.
 */
export function PickStatus({ filters, grid, tiles, panel, printing, onNewPick, newPick, freshness, isLoading, error, onRetry }: PickStatusProps) {
  if (printing) return <PickSheet {...printing} />;
  const open = tiles?.openByAge.reduce((n, b) => n + b.count, 0) ?? 0;
  return (
    <>
      <ReportScreen<PickRow>
        title="Parts Pick Status"
        description="Pick lists of counter invoices, RO jobs, transfers and will-call until staged and delivered. Open a pick to assign it, pick or short its lines, print it in bin order and deliver it."
        actions={onNewPick ? <Button onPress={onNewPick}>New pick list</Button> : null}
        filters={filters ? <ReportFilterBar {...filters} /> : null}
        freshness={freshness}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        kpis={[
          { label: 'Open picks', value: open, format: formatNumber },
          { label: 'Open over 60 min', value: tiles?.openByAge.at(-1)?.count ?? 0, format: formatNumber },
          { label: 'Staged today', value: tiles?.stagedToday ?? 0, format: formatNumber },
          { label: 'Median request to staged', value: tiles?.medianToStagedMinutes ?? Number.NaN, format: minutesText },
        ]}
        chart={
          <Card title="Open picks by age">
            <BarChart
              title="Open picks by age"
              data={tiles?.openByAge ?? []}
              categoryKey="bucket"
              categoryLabel="Age"
              series={[{ key: 'count', label: 'Open picks' }]}
              format={formatNumber}
              height={180}
              isLoading={isLoading || !tiles}
              emptyMessage="No pick is open."
            />
          </Card>
        }
        grid={
          grid && {
            ...grid,
            'aria-label': 'Pick lists',
            columns: PICK_COLUMNS,
            getRowId: (row) => String(row.id),
            emptyMessage: 'No pick list matches these filters.',
          }
        }
      />
      {panel ? <PickPanel {...panel} /> : null}
      {newPick ? <PickStatusNewPick {...newPick} /> : null}
    </>
  );
}
