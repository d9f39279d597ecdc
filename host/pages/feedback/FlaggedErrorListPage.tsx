import { useScreenData } from '../../useScreenData';
import { FLAGGED_ERROR_UPDATED_MESSAGE, type FlaggedErrorsAnswer, type FlaggedErrorRow } from '../../../src/domain/feedback/flaggedErrors';
import { FlaggedErrorList, type FlaggedErrorChange } from '../../../src/screens/feedback/FlaggedErrorList';
import { api } from '../../api/client';
import { notify } from '../../toasts';
import { useGridView } from '../../useGridView';
import { useAction } from '../../useAction';

const KEY = 'flag-error/list';

/** /flagerror/list: every flagged error with signed attachment URLs; status and assignee from the dialog. */
export default function FlaggedErrorListPage() {
  const { data, mutate, state } = useScreenData<FlaggedErrorsAnswer>(KEY);
  const grid = useGridView('grid.flaggedErrors');
  const save = useAction(async (id: number, change: FlaggedErrorChange) => {
    const answer = await api.put(`flag-error/${id}`, { json: change }).json<{ message: string; content: FlaggedErrorRow }>();
    notify('positive', answer.message ?? FLAGGED_ERROR_UPDATED_MESSAGE);
    await mutate();
  });

  return (
    <FlaggedErrorList
      rows={data?.content}
      assignees={data?.assignees ?? []}
      {...state}
      onSave={save.run}
      isSaving={save.isPending}
      saveError={save.error}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
