import { useSWRConfig } from 'swr';
import { useScreenData } from '../../useScreenData';
import { SUGGESTION_UPDATED_MESSAGE, type SuggestionRow } from '../../../src/domain/feedback/suggestions';
import { SuggestionEdit, type SuggestionEditValues } from '../../../src/screens/feedback/SuggestionEdit';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { notify } from '../../toasts';
import type { PageProps } from '../PageProps';
import { useRecordName } from '../../recordName';
import { useAction } from '../../useAction';

/** /suggestions/edit/{id}: set the status and the reply; the server notifies the submitter. */
export default function SuggestionEditPage({ params }: PageProps) {
  const id = params.id ?? '';
  const key = `suggestions/${encodeURIComponent(id)}`;
  const { data, mutate, state } = useScreenData<{ content: SuggestionRow }>(key);
  useRecordName(data?.content.title);
  const { mutate: mutateAll } = useSWRConfig();
  const save = useAction(async (values: SuggestionEditValues) => {
    const answer = await api.put(key, { json: values }).json<{ message: string; content: SuggestionRow }>();
    await mutate({ content: answer.content }, { revalidate: false });
    void mutateAll((k) => typeof k === 'string' && k.startsWith('suggestions'));
    notify('positive', answer.message ?? SUGGESTION_UPDATED_MESSAGE);
  });

  return (
    <ServerFieldErrors value={save.fieldErrors}>
      <SuggestionEdit
        suggestion={data?.content}
        {...state}
        onSave={(values) => void save.run(values)}
        isSaving={save.isPending}
        saveError={save.error}
        backHref="/suggestions/list"
      />
    </ServerFieldErrors>
  );
}
