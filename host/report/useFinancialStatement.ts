import useSWR from 'swr';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { addMonths } from '../../src/domain/accounting/financialStatement';
import { recentMonths } from '../../src/domain/accounting/financialStatementColumns';
import { columnParam, type FinancialStatement, type StatementColumn } from '../../src/domain/accounting/financialStatementQuery';
import { branchCode } from '../../src/domain/branches';
import { newYorkDay } from '../../src/domain/businessDays';
import { drillHref, type DrillContext } from '../../src/domain/drill';
import type { StatementScreenState } from '../../src/screens/accounting/FinancialStatementScreen';
import { session } from '../session';
import { useHomeBranches } from './useHomeBranches';

/** The statement of the columns, in one request, as a financial screen takes it; the previous answer stays while the next loads. */
export function useFinancialStatement(columns: readonly StatementColumn[] | null): Omit<StatementScreenState, 'filters'> {
  const key = columns && `accounting/financial-statement?${columns.map((c) => `col=${encodeURIComponent(columnParam(c))}`).join('&')}`;
  const { data, error, isLoading, mutate } = useSWR<FinancialStatement, Error>(key, { keepPreviousData: true });
  return { statement: data, isLoading, error: error?.message ?? null, onRetry: () => void mutate() };
}

/**
 * What a month's financial screen reads from its address and the session: the branches asked for (brnId, 'all'
 * for every one of the user's), the months offered (this one and the 23 before it) and last month, the default;
 * and the branch filter, which goes to a new address so a reload or a link keeps every choice.
 */
export function useStatementAddress(path: string) {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const home = useHomeBranches();
  const months = recentMonths(newYorkDay(new Date()));
  const go = (params: DrillContext) => navigate(drillHref(path, params));
  return {
    asked: new URLSearchParams(window.location.search).getAll('brnId'),
    home,
    mine: user?.branches.map(branchCode) ?? [],
    months,
    /** The month the address asks for when it is offered, else last month. */
    monthOf: (asked: string | undefined) => (asked && months.includes(asked) ? asked : addMonths(months[0]!, -1)),
    go,
    /** The branch filter of the screen, each change a new address made by `to`. */
    branchFilter: (branches: string[], to: (branches: string[]) => DrillContext): StatementScreenState['filters'] => ({
      branches: user?.branches ?? [],
      value: { branches, from: null, to: null },
      onChange: (f) => go(to(f.branches)),
    }),
  };
}
