import { formatValue } from '../../../src/domain/format';
import { useState } from 'react';
import { useScreenData } from '../../useScreenData';
import { useSnapshot } from 'valtio';
import type { ImportJob, RunStatus } from '../../../src/domain/imports';
import type { ImportSchedule } from '../../../src/domain/importSchedule';
import { InformixSchedule } from '../../../src/screens/imports/InformixSchedule';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { session } from '../../session';
import { notify } from '../../toasts';
import { useCan } from '../../useCan';
import { useAction } from '../../useAction';

const KEY = 'informix/jobs';

export default function InformixSchedulePage() {
  const { user } = useSnapshot(session);
  const can = useCan();
  const { data, mutate, state } = useScreenData<{ content: ImportJob[] }>(KEY);
  const [running, setRunning] = useState<number | null>(null);

  const save = async (job: ImportJob, schedule: ImportSchedule) => {
    await api.put(`${KEY}/${job.id}`, { json: schedule });
    await mutate();
  };

  const saveSchedule = useAction(save, { success: 'The schedule has been saved.' });

  const onToggle = (job: ImportJob, enabled: boolean) => {
    save(job, { cron: job.cron, enabled }).then(
      () => notify('positive', `${job.name} is ${enabled ? 'enabled' : 'disabled'}.`),
      (e: unknown) => notify('critical', 'The job could not be changed.', messageOf(e)),
    );
  };

  const onRunNow = async (job: ImportJob) => {
    setRunning(job.id);
    try {
      const answer = await api.post(`${KEY}/${job.id}/run`, { timeout: 600_000 }).json<{ message: string; content: { status: RunStatus; rowsRead: number; rowsWritten: number } }>();
      const { rowsRead, rowsWritten } = answer.content;
      if (answer.content.status === 'Succeeded') notify('positive', `${job.name}: ${formatValue(rowsRead, 'number')} rows read, ${formatValue(rowsWritten, 'number')} new or changed.`);
      else notify('critical', answer.message);
    } catch (e) {
      notify('critical', 'The import could not run.', messageOf(e));
    } finally {
      setRunning(null);
      await mutate();
    }
  };

  return (
    <ServerFieldErrors value={saveSchedule.fieldErrors}>
      <InformixSchedule
        jobs={data?.content}
        {...state}
        onSaveSchedule={saveSchedule.run}
        onToggle={onToggle}
        onRunNow={(job) => void onRunNow(job)}
        runningJobId={running}
        isSaving={saveSchedule.isPending}
        saveError={saveSchedule.error}
        runInfoHref={user?.restrictedAccess.includes('informix') ? '/informixRunInfo' : undefined}
        canUpdate={can('can update informix schedule')}
      />
    </ServerFieldErrors>
  );
}
