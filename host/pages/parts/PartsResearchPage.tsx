import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { branchCode } from '../../../src/domain/branches';
import type { PartLostSale, PartPage, PartSearch } from '../../../src/domain/parts/partsResearch';
import { QUICK_LINK_VIA } from '../../../src/domain/quickLink';
import { PartsResearch, type PartSearchState } from '../../../src/screens/parts/PartsResearch';
import { api } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';
import { useTypeAhead } from '../../useTypeAhead';
import type { PageProps } from '../PageProps';

/** How long the box waits for the next keystroke before it asks: short enough to answer as the counter types. */
const DEBOUNCE_MS = 100;

/** The matches of what was typed: each keystroke aborts the question before it, so a late answer never wins. */
function usePartSearch(value: string): PartSearchState {
  const q = value.trim();
  const found = useTypeAhead<PartSearch>(q ? `parts/research/search?${new URLSearchParams({ q }).toString()}` : null, DEBOUNCE_MS);
  if (!q) return { matches: [], isLoading: false, error: null };
  // Until the answer for this value comes, the last one stays in view.
  return { matches: found.data?.matches ?? [], isLoading: found.isLoading, error: found.error };
}

/**
 * /parts-research (?SearchValue=, &part= once one is open): the box keeps the address in step, so a link or a reload
 * shows the same search and part; a quick link (via=Quick Link) opens the part its value names at once.
 */
export default function PartsResearchPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const [value, setValue] = useState(query.SearchValue ?? '');
  const partNo = query.part ?? (query.via === QUICK_LINK_VIA && query.SearchValue ? query.SearchValue.trim() : '');
  const search = usePartSearch(value);
  const part = useSWR<PartPage, Error>(partNo ? `parts/research/${encodeURIComponent(partNo)}` : null, { shouldRetryOnError: false });
  const logLostSale = useAction((sale: PartLostSale) => api.post(`parts/research/${encodeURIComponent(part.data!.partNo)}/lost-sale`, { json: sale }).json(), {
    success: 'Lost sale logged.',
  });
  const show = (next: { SearchValue: string; part?: string }) => {
    const params = new URLSearchParams({ SearchValue: next.SearchValue, ...(next.part ? { part: next.part } : {}) });
    navigate(`/parts-research?${params.toString()}`, { replace: true });
  };
  return (
    <PartsResearch
      value={value}
      onValueChange={(typed) => {
        setValue(typed);
        show({ SearchValue: typed, ...(partNo ? { part: partNo } : {}) });
      }}
      search={search}
      onOpen={(chosen) => show({ SearchValue: value, part: chosen })}
      part={
        partNo
          ? {
              page: part.data,
              isLoading: part.isLoading,
              error: part.error?.message ?? null,
              onRetry: () => void part.mutate(),
              myBranches: (user?.branches ?? []).map((label) => ({ id: branchCode(label), label })),
              onLogLostSale: async (sale) => {
                const done = await logLostSale.run(sale);
                if (done) void part.mutate();
                return done;
              },
              isSaving: logLostSale.isPending,
              saveError: logLostSale.error,
            }
          : undefined
      }
    />
  );
}
