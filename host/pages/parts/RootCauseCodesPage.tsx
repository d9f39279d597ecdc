import { useState } from 'react';
import useSWR from 'swr';
import type { MoveDirection, RootCauseCode, RootCauseCodeCreateInput } from '../../../src/domain/parts/rootCauseCodes';
import { RootCauseCodes } from '../../../src/screens/parts/RootCauseCodes';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { useAction } from '../../useAction';

const PATH = 'parts/root-cause-codes';
type Answer = { codes: RootCauseCode[] };

/** /rootcauseaction (Manage Action Reason): the reason and action codes of root cause analysis. */
export default function RootCauseCodesPage() {
  const list = useSWR<Answer>(PATH);
  // A refusal belongs to the dialog it answered: a dialog opened since shows none.
  const [answered, setAnswered] = useState(false);
  const save = useAction(
    async ({ type, ...values }: RootCauseCodeCreateInput, code: RootCauseCode | undefined) => {
      if (code) await api.put(`${PATH}/${code.id}`, { json: { ...values, version: code.version } });
      else await api.post(PATH, { json: { type, ...values } });
      await list.mutate();
    },
    { success: 'Code saved.' },
  );
  const change = useAction(async (path: string, json: Record<string, unknown>) => {
    await api.post(path, { json });
    await list.mutate();
  });
  const remove = useAction(
    async (code: RootCauseCode) => {
      await api.delete(`${PATH}/${code.id}`, { json: { version: code.version } });
      await list.mutate();
    },
    { success: 'Code deleted.' },
  );
  return (
    <ServerFieldErrors value={answered ? save.fieldErrors : undefined}>
      <RootCauseCodes
        codes={list.data?.codes}
        isLoading={list.isLoading}
        error={list.error ? messageOf(list.error) : null}
        onRetry={() => void list.mutate()}
        onSave={(values, code) => {
          setAnswered(true);
          return save.run(values, code);
        }}
        isSaving={save.isPending}
        saveError={answered ? save.error : null}
        onDialogOpen={() => setAnswered(false)}
        onSetActive={(code, active) => void change.run(`${PATH}/${code.id}/active`, { active, version: code.version })}
        onMove={(code, direction: MoveDirection) => void change.run(`${PATH}/${code.id}/move`, { direction, version: code.version })}
        isBusy={change.isPending}
        changeError={change.error}
        onDelete={remove.run}
        isDeleting={remove.isPending}
        deleteError={remove.error}
      />
    </ServerFieldErrors>
  );
}
