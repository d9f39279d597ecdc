import useSWR from 'swr';
import { addMonths, lastDayOf } from '../../../src/domain/accounting/financialStatement';
import { branchColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { columnParam, type StatementColumn } from '../../../src/domain/accounting/financialStatementQuery';
import type { StatementUnits } from '../../../src/domain/accounting/statementUnits';
import { monthName } from '../../../src/screens/accounting/FinancialStatementScreen';
import { PlComparison, type PlComparisonMode } from '../../../src/screens/accounting/PlComparison';
import { useFinancialStatement, useStatementAddress } from '../../report/useFinancialStatement';
import type { PageProps } from '../PageProps';

const MAX_BRANCHES = 6;

const monthColumn = (basis: StatementColumn['basis'], ym: string, branches: string[]): StatementColumn => ({ basis, from: `${ym}-01`, to: lastDayOf(ym), branches });

/** The columns a comparison asks for, the base first, and their names. */
function comparison(mode: PlComparisonMode, period: string, branches: string[], mine: string[]): { columns: StatementColumn[]; names: string[] } {
  if (mode === 'budget') return { columns: [monthColumn('budget', period, branches), monthColumn('actual', period, branches)], names: ['Budget', 'Actual'] };
  if (mode === 'periods') {
    const months = [addMonths(period, -12), addMonths(period, -1), period];
    return { columns: months.map((m) => monthColumn('actual', m, branches)), names: months.map((m) => monthName(m, 'short')) };
  }
  // Two branches at least: the chosen ones, else the user's first.
  const compared = (branches.length >= 2 ? branches : mine).slice(0, MAX_BRANCHES);
  return { columns: branchColumns(period, compared), names: compared };
}

/** /plcomparison?brnId=&period=YYYY-MM&compare=branches|periods|budget: last month's branches side by side unless the address says otherwise. */
export default function PlComparisonPage({ query }: PageProps) {
  const { asked: inAddress, home, mine, months, monthOf, go, branchFilter } = useStatementAddress('/plcomparison');
  const asked = inAddress.filter((b) => b !== 'all');
  const mode: PlComparisonMode = query.compare === 'budget' || query.compare === 'periods' ? query.compare : 'branches';
  const branches = asked.length ? asked : mode === 'branches' ? mine.slice(0, 2) : home;
  const period = monthOf(query.period);
  const { columns, names } = comparison(mode, period, branches, mine);
  const answer = useFinancialStatement(columns);
  const units = useSWR<StatementUnits, Error>(`accounting/statement-units?${columns.map((c) => `col=${encodeURIComponent(columnParam(c))}`).join('&')}`, { keepPreviousData: true });
  const address = (next: { branches?: string[]; period?: string; mode?: PlComparisonMode }) => ({ brnId: next.branches ?? branches, period: next.period ?? period, compare: next.mode ?? mode });
  return (
    <PlComparison
      {...answer}
      filters={branchFilter(branches, (b) => address({ branches: b }))}
      period={period}
      months={months}
      onPeriodChange={(p) => go(address({ period: p }))}
      mode={mode}
      onModeChange={(m) => go(address({ mode: m }))}
      columnNames={names}
      units={units.data}
      unitsError={units.error?.message ?? null}
    />
  );
}
