import { useState } from 'react';
import useSWR from 'swr';
import { listSearchParams } from '../../../src/domain/listQuery';
import { MISS_FIELDS, type MissChange, type MissOptions, type MissRefusal, type MissRow, type MissTiles } from '../../../src/domain/parts/rootCauseAnalysis';
import { RootCauseAnalysis } from '../../../src/screens/parts/RootCauseAnalysis';
import { presetRange } from '../../../src/ui/report/datePresets';
import { api } from '../../api/client';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

const ENDPOINT = 'parts/root-cause-analysis';

/**
 * /root-cause-analysis: the working branch's misses of the last 90 days, newest first, unless the address says
 * otherwise (a quarter: enough misses for the tiles to mean something, few enough to work through); the tiles
 * over the same selection; the chosen misses changed or closed in one request naming each one's version.
 */
export default function RootCauseAnalysisPage(_: PageProps) {
  const quarter = presetRange('last90', new Date());
  const report = useReport<MissRow>(ENDPOINT, MISS_FIELDS, { branches: useHomeBranches(), from: quarter.start, to: quarter.end, sort: [{ id: 'createdAt', desc: true }] }, 'grid.rootCauseAnalysis');
  const tiles = useSWR<MissTiles, Error>(report.error ? null : `${ENDPOINT}/tiles?${listSearchParams({ ...report.query, page: 1 }).toString()}`, { keepPreviousData: true });
  const refresh = () => {
    report.onRetry();
    void tiles.mutate();
  };
  const [chosen, setChosen] = useState<MissRow[]>([]);
  const [dialog, setDialog] = useState<'change' | 'close' | null>(null);
  const options = useSWR<MissOptions, Error>(dialog ? `${ENDPOINT}/options` : null);
  const save = useAction(
    async (change: MissChange) => {
      await api.post(`${ENDPOINT}/bulk`, { json: { rows: chosen.map((m) => ({ id: m.id, version: m.version })), ...change } }).json();
      setDialog(null);
      setChosen([]);
      refresh();
    },
    { success: 'The misses are changed.' },
  );
  const named = save.fieldErrors?.[0];

  return (
    <RootCauseAnalysis
      {...report}
      error={report.error ?? tiles.error?.message ?? null}
      onRetry={refresh}
      tiles={tiles.data}
      grid={{ ...report.grid, selectedRowIds: chosen.map((m) => String(m.id)), onSelectionChange: setChosen }}
      chosen={chosen.length}
      onChange={() => setDialog('change')}
      onCloseMisses={() => setDialog('close')}
      bulk={
        dialog
          ? {
              count: chosen.length,
              options: options.data,
              closing: dialog === 'close',
              isPending: save.isPending,
              error: save.error ?? options.error?.message ?? null,
              refusal: named ? { field: named.field as MissRefusal['field'], message: named.message } : null,
              onSave: (change) => void save.run(change),
              onClose: () => setDialog(null),
            }
          : null
      }
    />
  );
}
