import { drillHref } from '../../domain/drill';
import { formatDateTime, formatNumber } from '../../domain/format';
import type { MissRow } from '../../domain/parts/rootCauseAnalysis';
import type { MissAction, MissStock, RootCauseDetail as Detail } from '../../domain/parts/rootCauseDetail';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Spinner } from '../../ui/Spinner/Spinner';
import * as css from './RootCauseAnalysis.css';
import { MISS_COLUMNS } from './RootCauseAnalysis';

const STOCK_COLUMNS: readonly DataTableColumn<MissStock>[] = [
  { id: 'brnId', header: 'Branch', accessor: 'brnId', width: '90px' },
  { id: 'onHand', header: 'On hand', accessor: 'onHand', format: 'number', width: '100px' },
  { id: 'available', header: 'Available', accessor: 'available', format: 'number', width: '100px' },
  { id: 'minQty', header: 'Min', accessor: 'minQty', format: 'number', width: '80px' },
  { id: 'maxQty', header: 'Max', accessor: 'maxQty', format: 'number', width: '80px' },
];

export interface RootCauseDetailProps {
  detail: Detail | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
}

const changeText = (c: MissAction['changes'][number]) => `${c.field}: ${c.from ?? '—'} → ${c.to ?? '—'}`;

/**
 * /root-cause-detail: one part's story at a branch (or all the user's): its misses, its stock, min and max,
 * the numbers it replaced or was replaced by, two years of quantity sold with what was lost beside it, and
 * what staff did about its misses.
 */
export function RootCauseDetail({ detail, isLoading, error, onRetry }: RootCauseDetailProps) {
  const title = detail ? `Root Cause Detail · ${detail.partNo}` : 'Root Cause Detail';
  if (error) return <ErrorState title="The part could not be loaded" message={error} onRetry={onRetry} />;
  if (isLoading || !detail)
    return (
      <>
        <PageHeader title={title} />
        <Spinner label="Loading the part's story" />
      </>
    );
  const back = drillHref('/root-cause-analysis', { brnId: detail.brnId, 'f.partNo': detail.partNo });
  return (
    <div className={css.detail}>
      <PageHeader title={title} description={detail.description ?? undefined} actions={<Link href={back}>All its misses in the analysis</Link>} />
      <Card title="The part">
        <KeyValue
          items={[
            { label: 'Part', value: <Link href={drillHref('/parts-research', { SearchValue: detail.partNo })}>{detail.partNo}</Link> },
            { label: 'Branch', value: detail.brnId ?? 'All my branches' },
            { label: 'Supersession', value: detail.chain.length ? detail.chain.map((s) => `${s.oldPartNo} → ${s.newPartNo}`).join(', ') : 'None' },
            { label: 'Misses', value: formatNumber(detail.misses.length) },
          ]}
        />
      </Card>
      <Card title="Sold and lost, 24 months">
        <BarChart
          title={`Quantity of ${detail.partNo} sold and lost by month`}
          data={detail.months.map((m) => ({ ...m }))}
          categoryKey="month"
          categoryLabel="Month"
          series={[
            { key: 'sold', label: 'Sold' },
            { key: 'lost', label: 'Lost' },
          ]}
          format={formatNumber}
          height={220}
          emptyMessage="Nothing sold or lost in 24 months."
        />
      </Card>
      <Card title="Stock at my branches">
        {detail.stock.length ? <DataTable<MissStock> aria-label="Stock at my branches" columns={STOCK_COLUMNS} data={detail.stock} getRowId={(s) => s.brnId} /> : <EmptyState title="No branch of mine stocks this part" headingLevel={3} />}
      </Card>
      <Card title="Its misses">
        <DataTable<MissRow>
          aria-label="Its misses"
          columns={MISS_COLUMNS}
          data={detail.misses}
          getRowId={(m) => String(m.id)}
          defaultView={{ columnVisibility: { version: false, description: false } }}
          emptyMessage="No miss of this part."
        />
      </Card>
      <Card title="Actions taken">
        {detail.actions.length ? (
          <ul className={css.actionsTaken}>
            {detail.actions.map((a, i) => (
              <li key={i}>
                <strong>{formatDateTime(a.at)}</strong> {a.by ?? 'Someone'} on miss {a.lostSaleId}: {a.changes.map(changeText).join('; ') || 'no change'}
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>Nothing yet: no miss of this part has been worked.</p>
        )}
      </Card>
    </div>
  );
}
