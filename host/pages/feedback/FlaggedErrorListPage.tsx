import { useState } from 'react';
import { useScreenData } from '../../useScreenData';
import { FLAGGED_ERROR_UPDATED_MESSAGE, type FlaggedErrorsAnswer, type FlaggedErrorRow } from '../../../src/domain/flaggedErrors';
import { FlaggedErrorList, type FlaggedErrorChange } from '../../../src/screens/feedback/FlaggedErrorList';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import { useGridView } from '../../useGridView';

const KEY = 'flag-error/list';

/** /flagerror/list: every flagged error with signed attachment URLs; status and assignee from the dialog. */
export default function FlaggedErrorListPage() {
  const { data, mutate, state } = useScreenData<FlaggedErrorsAnswer>(KEY);
  const grid = useGridView('grid.flaggedErrors');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (id: number, change: FlaggedErrorChange) => {
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await api.put(`flag-error/${id}`, { json: change }).json<{ message: string; content: FlaggedErrorRow }>();
      notify('positive', answer.message ?? FLAGGED_ERROR_UPDATED_MESSAGE);
      await mutate();
    } catch (failure) {
      setSaveError(messageOf(failure));
      throw failure;
    } finally {
      setSaving(false);
    }
  };

  return (
    <FlaggedErrorList
      rows={data?.content}
      assignees={data?.assignees ?? []}
      {...state}
      onSave={save}
      isSaving={saving}
      saveError={saveError}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
