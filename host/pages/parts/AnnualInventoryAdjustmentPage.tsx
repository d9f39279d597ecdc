import { useState } from 'react';
import useSWR from 'swr';
import { listSearchParams } from '../../../src/domain/listQuery';
import type { LineDecision } from '../../../src/domain/parts/annualInventory';
import { ADJUSTMENT_FIELDS, type AdjustmentBatch, type AdjustmentBatches, type AdjustmentLine, type AdjustmentRow } from '../../../src/domain/parts/annualInventoryList';
import { AnnualInventoryAdjustment } from '../../../src/screens/parts/AnnualInventoryAdjustment';
import type { ExportFormat } from '../../../src/ui/DataTable/types';
import { api, messageOf } from '../../api/client';
import { downloadList } from '../../report/downloadList';
import { useReport } from '../../report/useReport';
import { notify } from '../../toasts';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

/**
 * /annual-parts-inventory-adjustment: this year's counted lines at the chosen branches on the list kit, each
 * branch's batch above them; a row opens the line to decide or recount.
 */
export default function AnnualInventoryAdjustmentPage(_: PageProps) {
  const report = useReport<AdjustmentRow>('parts/annual-inventory/lines', ADJUSTMENT_FIELDS, { branches: [], sort: [{ id: 'brnId', desc: false }, { id: 'tagNo', desc: false }] }, 'grid.annualInventoryAdjustment');
  const branchQuery = new URLSearchParams(report.query.branches.map((b) => ['brnId', b])).toString();
  const batches = useSWR<AdjustmentBatches, Error>(`parts/annual-inventory/batches?${branchQuery}`);
  const [openId, setOpenId] = useState<number | null>(null);
  const line = useSWR<AdjustmentLine, Error>(openId ? `parts/annual-inventory/lines/${openId}` : null);
  const refresh = () => {
    report.onRetry();
    void batches.mutate();
  };
  const batchAction = useAction(
    async (path: string, batch: AdjustmentBatch) => {
      await api.post(`parts/annual-inventory/${batch.id}/${path}`, { json: { version: batch.version } });
      refresh();
    },
    { success: 'Saved.' },
  );
  const lineAction = useAction(async (path: string, json: Record<string, unknown>) => {
    const next = await api.post(`parts/annual-inventory/lines/${openId}/${path}`, { json: { version: line.data!.version, ...json } }).json<AdjustmentLine>();
    await line.mutate(next, { revalidate: false });
    refresh();
  });
  const downloadPostingList = async (format: ExportFormat) => {
    const params = listSearchParams({ ...report.query, filters: {}, search: '', page: 1, format });
    try {
      await downloadList(`parts/annual-inventory/posting-list?${params.toString()}`, `annual-inventory-posting-list.${format}`, () => undefined);
    } catch (failure) {
      notify('critical', messageOf(failure));
    }
  };
  return (
    <AnnualInventoryAdjustment
      filters={report.filters}
      grid={{ ...report.grid, onRowClick: (row) => setOpenId(row.id) }}
      batches={batches.data}
      isLoading={report.isLoading || batches.isLoading}
      error={report.error ?? (batches.error ? messageOf(batches.error) : null)}
      onRetry={refresh}
      actionError={batchAction.error}
      isPending={batchAction.isPending}
      onAcceptUnderThreshold={(batch) => void batchAction.run('accept-under-threshold', batch)}
      onApprove={(batch) => void batchAction.run('approve', batch)}
      onCloseCounting={(batch) => void batchAction.run('close-counting', batch)}
      onDownloadPostingList={(format) => void downloadPostingList(format)}
      line={
        openId
          ? {
              line: line.data,
              error: line.error ? messageOf(line.error) : null,
              isPending: lineAction.isPending,
              actionError: lineAction.error,
              onClose: () => setOpenId(null),
              onDecide: (decision: LineDecision, comment: string | null) => void lineAction.run('decision', { decision, comment }),
              onRecount: (countedQty: number) => void lineAction.run('recount', { countedQty }),
            }
          : null
      }
    />
  );
}
