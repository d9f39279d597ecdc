import type { ReactNode } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { isVarianceOutside, resultsOf, type InventoryResults } from '../../domain/parts/annualInventory';
import type { DashboardBranch, InventoryDashboard } from '../../domain/parts/annualInventoryList';
import { formatDate, formatMoney, formatMoney2, formatNumber, formatPercent } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen } from '../../ui/report/ReportScreen';
import * as css from './AnnualInventory.css';

export interface AnnualInventoryDashboardProps {
  data: InventoryDashboard | undefined;
  filters?: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** "Freeze and issue tags" at a branch with no count this year (a parts manager's). */
  onStartCount?: (branch: DashboardBranch) => void;
  /** Open tag entry at a branch whose count is under way. */
  onTagEntry?: (branch: DashboardBranch) => void;
  /** The counting at work: the start dialog or the tag entry, shown above the branches. */
  counting?: ReactNode;
}

const dollars = (cents: number) => formatMoney(cents / 100);
const percentText = (value: number | null) => (value === null ? '–' : formatPercent(value));

/** One progress bar: done of all, named for a screen reader by its label and value. */
function Progress({ label, done, of }: { label: string; done: number; of: number }) {
  const value = of ? (done / of) * 100 : 0;
  return (
    <ProgressBar className={css.bar} value={value} valueLabel={`${formatNumber(done)} of ${formatNumber(of)}`}>
      {({ valueText }) => (
        <>
          <div className={css.barLabel}>
            <Label>{label}</Label>
            <span>{valueText}</span>
          </div>
          <div className={css.track}>
            <div className={css.fill} style={{ width: `${value}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

function Results({ results }: { results: InventoryResults }) {
  return (
    <dl className={css.figures}>
      <dt>Book value</dt>
      <dd>{dollars(results.bookCents)}</dd>
      <dt>Counted value</dt>
      <dd>{dollars(results.countedCents)}</dd>
      <dt>Net variance</dt>
      <dd>
        {dollars(results.netCents)} ({percentText(results.netPercent)})
      </dd>
      <dt>Gross variance</dt>
      <dd>{dollars(results.grossCents)}</dd>
    </dl>
  );
}

type BranchCardProps = Pick<AnnualInventoryDashboardProps, 'onStartCount' | 'onTagEntry'> & { branch: DashboardBranch; warnPercent: number };

function BranchActions({ branch, onStartCount, onTagEntry }: BranchCardProps) {
  const { inventory } = branch;
  return (
    <>
      {inventory ? <Badge tone={inventory.status === 'Approved' ? 'positive' : 'info'}>{inventory.status}</Badge> : <Badge>Not started</Badge>}
      {!inventory && onStartCount ? (
        <Button size="small" onPress={() => onStartCount(branch)}>
          Freeze and issue tags
        </Button>
      ) : null}
      {inventory?.status === 'Counting' && onTagEntry ? (
        <Button size="small" tone="secondary" onPress={() => onTagEntry(branch)}>
          Enter tags
        </Button>
      ) : null}
    </>
  );
}

function BranchCard(props: BranchCardProps) {
  const { branch, warnPercent } = props;
  const { progress, inventory } = branch;
  return (
    <Card title={`Branch ${branch.brnId}`} actions={<BranchActions {...props} />}>
      <h3 className={css.muted}>Preparation checklist</h3>
      <ul className={css.checklist} aria-label={`Preparation at ${branch.brnId}`}>
        {branch.checklist.map((item) => (
          <li key={item.key} className={css.checkItem}>
            <span>{item.href ? <Link href={item.href}>{item.label}</Link> : item.label}</span>
            <Badge tone={item.remaining ? 'caution' : 'positive'}>{item.remaining ? `${formatNumber(item.remaining)} left` : 'Clear'}</Badge>
          </li>
        ))}
      </ul>
      <div className={css.bars}>
        <Progress label="Tags returned" done={progress.tagsReturned} of={progress.tagsIssued} />
        <Progress label="Tags entered" done={progress.tagsEntered} of={progress.tagsIssued} />
        <Progress label="Tags verified" done={progress.tagsVerified} of={progress.tagsIssued} />
        <Progress label="Bins counted" done={progress.binsCounted} of={progress.binsTotal} />
      </div>
      <p className={css.muted}>
        {formatNumber(progress.tagsIssued)} tags issued · {formatNumber(progress.countersActive)} counters active{inventory ? ` · count date ${formatDate(inventory.countDate)}` : ''}
      </p>
      <Results results={branch.results} />
      {isVarianceOutside(branch.results.netPercent, warnPercent) ? (
        <Alert tone="caution">
          Net variance {percentText(branch.results.netPercent)} is outside ±{formatNumber(warnPercent)}%: investigate before posting.
        </Alert>
      ) : null}
    </Card>
  );
}

/**
 * /annual-parts-inventory-dashboard: the year-end count per branch — what remains to clean up before it, how far
 * counting has come, book against counted value with the variance by zone and the biggest lines.
 */
export function AnnualInventoryDashboard({ data, filters, isLoading, error, onRetry, onStartCount, onTagEntry, counting }: AnnualInventoryDashboardProps) {
  const sum = (pick: (r: InventoryResults) => number) => data?.branches.reduce((n, b) => n + pick(b.results), 0) ?? 0;
  const total = resultsOf(sum((r) => r.bookCents), sum((r) => r.countedCents), sum((r) => r.grossCents));
  return (
    <ReportScreen<object>
      title={`Annual Parts Inventory${data ? ` ${data.year}` : ''}`}
      description="The year-end physical count per branch: preparation, tags counted, and book against counted value before the adjustment is posted."
      filters={filters ? <ReportFilterBar {...filters} hasPeriod={false} /> : null}
      freshness={null}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Book value', value: total.bookCents / 100, format: formatMoney },
        { label: 'Counted value', value: total.countedCents / 100, format: formatMoney },
        { label: 'Net variance', value: total.netCents / 100, format: formatMoney },
        { label: 'Net variance %', value: total.netPercent ?? Number.NaN, format: (v) => (Number.isFinite(v) ? formatPercent(v) : '–') },
        { label: 'Gross variance', value: total.grossCents / 100, format: formatMoney },
      ]}
      chart={
        <Card title="Variance by zone">
          <BarChart
            title="Net variance by zone"
            data={(data?.byZone ?? []).map((z) => ({ zone: z.zone, variance: z.varianceValue }))}
            categoryKey="zone"
            categoryLabel="Zone"
            series={[{ key: 'variance', label: 'Net variance' }]}
            format={formatMoney}
            height={200}
            isLoading={isLoading || !data}
            emptyMessage="No tag has been entered yet."
          />
        </Card>
      }
    >
      {data && !data.branches.length ? <EmptyState title="No branch to show" description="Choose a branch of yours to see its count." /> : null}
      {counting}
      <div className={css.branches}>
        {data?.branches.map((branch) => (
          <BranchCard key={branch.brnId} branch={branch} warnPercent={data.warnPercent} onStartCount={onStartCount} onTagEntry={onTagEntry} />
        ))}
      </div>
      <Card title="Top variances">
        {data?.topVariances.length ? (
          <table className={css.table}>
            <thead>
              <tr>
                <th>Branch</th>
                <th>Tag</th>
                <th>Part</th>
                <th>Bin</th>
                <th>Variance qty</th>
                <th>Variance $</th>
              </tr>
            </thead>
            <tbody>
              {data.topVariances.map((v) => (
                <tr key={`${v.brnId}-${v.tagNo}`}>
                  <td>{v.brnId}</td>
                  <td>{v.tagNo}</td>
                  <td>{v.partNo}</td>
                  <td>{v.bin}</td>
                  <td>{formatNumber(v.varianceQty)}</td>
                  <td>{formatMoney2(v.varianceValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={css.muted}>No variance yet.</p>
        )}
      </Card>
    </ReportScreen>
  );
}
