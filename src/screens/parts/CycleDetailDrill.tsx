import { drillHref } from '../../domain/drill';
import { formatNumber } from '../../domain/format';
import type { CycleDrill, CycleDrillEvent } from '../../domain/parts/cycleDetailDrill';
import { Badge } from '../../ui/Badge/Badge';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Spinner } from '../../ui/Spinner/Spinner';

const quantity = (value: number | null) => (value === null ? '' : formatNumber(value));

const EVENT_COLUMNS: readonly DataTableColumn<CycleDrillEvent>[] = [
  { id: 'at', header: 'When', accessor: 'at', format: 'datetime', width: '170px' },
  { id: 'kind', header: 'What', accessor: 'kind', width: '140px' },
  {
    id: 'reference',
    header: 'Reference',
    accessor: 'reference',
    width: 'minmax(180px, 1.4fr)',
    render: (e) => (e.chosen ? <>{e.reference} <Badge tone="info">This count</Badge></> : e.reference),
  },
  { id: 'qty', header: 'In / out', accessor: 'qty', width: '90px', render: (e) => quantity(e.qty) },
  { id: 'book', header: 'Book', accessor: 'book', width: '80px', render: (e) => quantity(e.book) },
  { id: 'counted', header: 'Counted', accessor: 'counted', width: '90px', render: (e) => quantity(e.counted) },
  { id: 'adjustmentQty', header: 'Adjustment', accessor: 'adjustmentQty', width: '110px', render: (e) => (e.kind === 'Count' ? `${quantity(e.adjustmentQty)} ${e.adjustmentStatus ?? ''}`.trim() : '') },
  { id: 'runningQty', header: 'Running qty', accessor: 'runningQty', width: '110px', render: (e) => (e.runningQty === null ? '–' : formatNumber(e.runningQty)) },
];

export interface CycleDetailDrillProps {
  drill?: CycleDrill;
  isLoading?: boolean;
  /** The server's refusal or failure, in words (a wrong address is said here too). */
  error?: string | null;
  onRetry?: () => void;
}

/**
 * /CycleDetailDrillReport: one part at one branch: every count of it and the stock that moved between counts (counter
 * invoices, repair orders), in date order with a running quantity; the count the report's line was, marked.
 */
export function CycleDetailDrill({ drill, isLoading, error, onRetry }: CycleDetailDrillProps) {
  const title = drill ? `Cycle Detail · ${drill.partNo} at ${drill.brnId}` : 'Cycle Detail Drill Report';
  if (error) return <ErrorState title="The part's counts could not be loaded" message={error} onRetry={onRetry ?? (() => undefined)} />;
  if (isLoading || !drill)
    return (
      <>
        <PageHeader title={title} />
        <Spinner label="Loading the part's counts" />
      </>
    );
  const back = drillHref('/CycleDetailReport', { brnId: drill.brnId, 'f.partNo': drill.partNo });
  return (
    <>
      <PageHeader title={title} description={drill.description} actions={<Link href={back}>Its lines in the report</Link>} />
      {drill.events.length ? (
        <DataTable<CycleDrillEvent> aria-label="Counts and movements" columns={EVENT_COLUMNS} data={drill.events} getRowId={(e) => `${e.kind}-${e.at}-${e.reference}`} />
      ) : (
        <EmptyState title="Nothing counted or moved" headingLevel={2} />
      )}
    </>
  );
}
