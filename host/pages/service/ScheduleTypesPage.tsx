import { useState } from 'react';
import useSWR from 'swr';
import type { ScheduleType, ScheduleTypeCreateInput } from '../../../src/domain/service/scheduleTypes';
import { ScheduleTypes } from '../../../src/screens/service/ScheduleTypes';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { useAction } from '../../useAction';

const PATH = 'service/schedule-types';
type Answer = { types: ScheduleType[] };

/** /scheduletypes: the kinds of block on the scheduler board. */
export default function ScheduleTypesPage() {
  const list = useSWR<Answer>(PATH);
  // A refusal belongs to the dialog it answered: a dialog opened since shows none.
  const [answered, setAnswered] = useState(false);
  const save = useAction(
    async ({ code, ...values }: ScheduleTypeCreateInput, type: ScheduleType | undefined) => {
      if (type) await api.put(`${PATH}/${type.id}`, { json: { ...values, version: type.version } });
      else await api.post(PATH, { json: { code, ...values } });
      await list.mutate();
    },
    { success: 'Schedule type saved.' },
  );
  const setActive = useAction(async (type: ScheduleType, active: boolean) => {
    await api.post(`${PATH}/${type.id}/active`, { json: { active, version: type.version } });
    await list.mutate();
  });
  const remove = useAction(
    async (type: ScheduleType) => {
      await api.delete(`${PATH}/${type.id}`, { json: { version: type.version } });
      await list.mutate();
    },
    { success: 'Schedule type deleted.' },
  );
  return (
    <ServerFieldErrors value={answered ? save.fieldErrors : undefined}>
      <ScheduleTypes
        types={list.data?.types}
        isLoading={list.isLoading}
        error={list.error ? messageOf(list.error) : null}
        onRetry={() => void list.mutate()}
        onSave={(values, type) => {
          setAnswered(true);
          return save.run(values, type);
        }}
        isSaving={save.isPending}
        saveError={answered ? save.error : null}
        onDialogOpen={() => setAnswered(false)}
        onSetActive={(type, active) => void setActive.run(type, active)}
        isBusy={setActive.isPending}
        changeError={setActive.error}
        onDelete={remove.run}
        isDeleting={remove.isPending}
        deleteError={remove.error}
      />
    </ServerFieldErrors>
  );
}
