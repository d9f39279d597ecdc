import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import { TIME_OFF_FIELDS, type TimeOffDecision, type TimeOffDetail, type TimeOffRequestInput, type TimeOffRow } from '../../../src/domain/service/timeOff';
import { TimeOff } from '../../../src/screens/service/TimeOff';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { useReport } from '../../report/useReport';
import { session } from '../../session';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

type Technicians = { technicians: { empId: string; name: string; brnId: string }[] };

/** /scheduletimeoff: the working branch's time off, newest first; a row opens the request to approve or deny. */
export default function TimeOffPage(_: PageProps) {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const report = useReport<TimeOffRow>('service/time-off', TIME_OFF_FIELDS, { branches: home, sort: [{ id: 'fromAt', desc: true }] }, 'grid.scheduleTimeOff');
  const [openId, setOpenId] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const technicians = useSWR<Technicians, Error>(requesting ? 'service/time-off/technicians' : null);
  const request = useSWR<TimeOffDetail, Error>(openId ? `service/time-off/${openId}` : null);
  const make = useAction(async (input: TimeOffRequestInput) => {
    const made = await api.post('service/time-off', { json: input }).json<TimeOffDetail>();
    report.onRetry();
    setOpenId(made.id);
  }, { success: 'Time off requested.' });
  const decide = useAction(async (decision: TimeOffDecision, note: string | null) => {
    const next = await api.post(`service/time-off/${openId}/decision`, { json: { version: request.data!.version, decision, note } }).json<TimeOffDetail>();
    await request.mutate(next, { revalidate: false });
    report.onRetry();
  });
  return (
    <ServerFieldErrors value={make.fieldErrors}>
      <TimeOff
        filters={report.filters}
        freshness={report.freshness}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={report.onRetry}
        grid={{ ...report.grid, onRowClick: (row) => setOpenId(row.id) }}
        onNewRequest={() => setRequesting(true)}
        requesting={
          requesting
            ? { technicians: technicians.data?.technicians ?? [], onRequest: make.run, isPending: make.isPending, error: make.error, onClose: () => setRequesting(false) }
            : null
        }
        decision={
          openId
            ? {
                request: request.data,
                error: request.error?.message ?? null,
                isPending: decide.isPending,
                actionError: decide.error,
                onDecide: (decision, note) => void decide.run(decision, note),
                onClose: () => setOpenId(null),
              }
            : null
        }
      />
    </ServerFieldErrors>
  );
}
