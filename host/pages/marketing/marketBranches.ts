import { useSnapshot } from 'valtio';
import { useLocation, useSearchParams } from 'wouter';
import { drillHref, ALL_MY_BRANCHES } from '../../../src/domain/drill';
import type { BranchFilterProps } from '../../../src/ui/report/BranchFilter';
import { session } from '../../session';

/** The market reports' branches: those the address names (none: all the user's), a new choice a new address; and the API's query of them. */
export function useMarketBranches(path: string): { filter: Omit<BranchFilterProps, 'label'>; query: string } {
  const { user } = useSnapshot(session);
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const value = params.getAll('brnId').filter((code) => code !== ALL_MY_BRANCHES);
  const query = new URLSearchParams(value.map((code) => ['brnId', code])).toString();
  return {
    filter: { branches: user?.branches ?? [], value, onChange: (codes) => navigate(drillHref(path, { brnId: codes })) },
    query: query ? `?${query}` : '',
  };
}
