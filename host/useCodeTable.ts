import { useState } from 'react';
import useSWR from 'swr';
import { api, messageOf } from './api/client';
import { useAction } from './useAction';

interface CodeRow {
  id: number;
  version: number;
}

/**
 * A code table's page (skills, schedule types…): its list at `path` under `key`, and the screen's props to
 * save (a new row, or a change as of the version seen), activate or deactivate and delete one. A save's
 * refusal belongs to the dialog it answered: `fieldErrors` is undefined once another dialog opens.
 */
export function useCodeTable<Row extends CodeRow, Values>(path: string, key: string, noun: string) {
  const list = useSWR<Record<string, Row[]>>(path);
  const [answered, setAnswered] = useState(false);
  const save = useAction(
    async (values: Values, row: Row | undefined) => {
      if (row) await api.put(`${path}/${row.id}`, { json: { ...values, version: row.version } });
      else await api.post(path, { json: values });
      await list.mutate();
    },
    { success: `${noun} saved.` },
  );
  const setActive = useAction(async (row: Row, active: boolean) => {
    await api.post(`${path}/${row.id}/active`, { json: { active, version: row.version } });
    await list.mutate();
  });
  const remove = useAction(
    async (row: Row) => {
      await api.delete(`${path}/${row.id}`, { json: { version: row.version } });
      await list.mutate();
    },
    { success: `${noun} deleted.` },
  );
  return {
    fieldErrors: answered ? save.fieldErrors : undefined,
    rows: list.data?.[key],
    screen: {
      isLoading: list.isLoading,
      error: list.error ? messageOf(list.error) : null,
      onRetry: () => void list.mutate(),
      onSave: (values: Values, row: Row | undefined) => {
        setAnswered(true);
        return save.run(values, row);
      },
      isSaving: save.isPending,
      saveError: answered ? save.error : null,
      onDialogOpen: () => setAnswered(false),
      onSetActive: (row: Row, active: boolean) => void setActive.run(row, active),
      isBusy: setActive.isPending,
      changeError: setActive.error,
      onDelete: remove.run,
      isDeleting: remove.isPending,
      deleteError: remove.error,
    },
  };
}
