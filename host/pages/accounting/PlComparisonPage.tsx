import useSWR from 'swr';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { addMonths, lastDayOf } from '../../../src/domain/accounting/financialStatement';
import { branchColumns, recentMonths } from '../../../src/domain/accounting/financialStatementColumns';
import { columnParam, type FinancialStatement, type StatementColumn } from '../../../src/domain/accounting/financialStatementQuery';
import { branchCode } from '../../../src/domain/branches';
import { newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import { PlComparison, type PlComparisonMode } from '../../../src/screens/accounting/PlComparison';
import { useHomeBranches } from '../../report/useHomeBranches';
import { session } from '../../session';
import type { PageProps } from '../PageProps';

const PATH = '/plcomparison';
const MAX_BRANCHES = 6;

const monthOf = (basis: StatementColumn['basis'], ym: string, branches: string[]): StatementColumn => ({ basis, from: `${ym}-01`, to: lastDayOf(ym), branches });
const monthLabel = (ym: string) => new Date(`${ym}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The columns a comparison asks for, the base first, and their names. */
function comparison(mode: PlComparisonMode, period: string, branches: string[], mine: string[]): { columns: StatementColumn[]; names: string[] } {
  if (mode === 'budget') return { columns: [monthOf('budget', period, branches), monthOf('actual', period, branches)], names: ['Budget', 'Actual'] };
  if (mode === 'periods') {
    const months = [addMonths(period, -12), addMonths(period, -1), period];
    return { columns: months.map((m) => monthOf('actual', m, branches)), names: months.map(monthLabel) };
  }
  // Two branches at least: the chosen ones, else the user's first.
  const compared = (branches.length >= 2 ? branches : mine).slice(0, MAX_BRANCHES);
  return { columns: branchColumns(period, compared), names: compared };
}

/** /plcomparison?brnId=&period=YYYY-MM&compare=branches|periods|budget: last month's branches side by side unless the address says otherwise. */
export default function PlComparisonPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const home = useHomeBranches();
  const asked = new URLSearchParams(window.location.search).getAll('brnId').filter((b) => b !== 'all');
  const mine = user?.branches.map(branchCode) ?? [];
  const mode: PlComparisonMode = query.compare === 'budget' || query.compare === 'periods' ? query.compare : 'branches';
  const branches = asked.length ? asked : mode === 'branches' ? mine.slice(0, 2) : home;
  const months = recentMonths(newYorkDay(new Date()));
  const period = query.period && months.includes(query.period) ? query.period : addMonths(months[0]!, -1);
  const { columns, names } = comparison(mode, period, branches, mine);
  const { data, error, isLoading, mutate } = useSWR<FinancialStatement, Error>(`accounting/financial-statement?${columns.map((c) => `col=${encodeURIComponent(columnParam(c))}`).join('&')}`, {
    keepPreviousData: true,
  });
  const go = (next: { branches?: string[]; period?: string; mode?: PlComparisonMode }) =>
    navigate(drillHref(PATH, { brnId: next.branches ?? branches, period: next.period ?? period, compare: next.mode ?? mode }));
  return (
    <PlComparison
      filters={{ branches: user?.branches ?? [], value: { branches, from: null, to: null }, onChange: (f) => go({ branches: f.branches }) }}
      period={period}
      months={months}
      onPeriodChange={(p) => go({ period: p })}
      mode={mode}
      onModeChange={(m) => go({ mode: m })}
      statement={data}
      columnNames={names}
      isLoading={isLoading}
      error={error?.message ?? null}
      onRetry={() => void mutate()}
    />
  );
}
