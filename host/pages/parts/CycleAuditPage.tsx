import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { branchCode } from '../../../src/domain/branches';
import { newYorkDay } from '../../../src/domain/businessDays';
import { CYCLE_FIELDS, type CycleDetail, type CycleRow, type CycleSummary } from '../../../src/domain/parts/cycleCountsList';
import type { CycleCreateInput } from '../../../src/domain/parts/cycleCountsPayloads';
import { CycleAudit, cycleDrillHref } from '../../../src/screens/parts/CycleAudit';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { useReport } from '../../report/useReport';
import { session } from '../../session';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

/** /cycleAudit: the user's cycles newest first, their accuracy and coverage; "New cycle" makes one and opens its drill. */
export default function CycleAuditPage(_: PageProps) {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const report = useReport<CycleRow>('parts/cycle-counts', CYCLE_FIELDS, { branches: [], sort: [{ id: 'startDate', desc: true }] }, 'grid.cycleAudit');
  const summaryQuery = new URLSearchParams(report.query.branches.map((b) => ['brnId', b])).toString();
  const summary = useSWR<CycleSummary, Error>(`parts/cycle-counts/summary?${summaryQuery}`);
  const [making, setMaking] = useState(false);
  const make = useAction(async (input: CycleCreateInput) => {
    const made = await api.post('parts/cycle-counts', { json: input }).json<CycleDetail>();
    navigate(cycleDrillHref({ brnId: made.brnId, cycle: made.cycle, startDate: made.startDate }));
  });
  return (
    <ServerFieldErrors value={make.fieldErrors}>
      <CycleAudit
        filters={report.filters}
        freshness={report.freshness}
        isLoading={report.isLoading}
        error={report.error ?? summary.error?.message ?? null}
        onRetry={() => {
          report.onRetry();
          void summary.mutate();
        }}
        summary={summary.data}
        grid={report.grid}
        onNewCycle={() => setMaking(true)}
        newCycle={
          making
            ? {
                branches: (user?.branches ?? []).map(branchCode),
                dueClasses: summary.data?.dueClasses ?? [],
                today: newYorkDay(new Date()),
                onCreate: make.run,
                isPending: make.isPending,
                error: make.error,
                onClose: () => setMaking(false),
              }
            : null
        }
      />
    </ServerFieldErrors>
  );
}
