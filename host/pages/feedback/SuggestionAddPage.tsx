import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SUGGESTION_SCREENS, SUGGESTION_SENT_MESSAGE } from '../../../src/domain/feedback/suggestions';
import { SuggestionForm, type SuggestionFormValues } from '../../../src/screens/feedback/SuggestionForm';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

/** /suggestions (signed in) and /addsuggestions (open, no shell): send a suggestion, with one optional file. */
export default function SuggestionAddPage({ query }: PageProps) {
  const { token, user } = useSnapshot(session);
  const [sent, setSent] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submitter = token && user ? { name: user.name, email: user.email } : null;

  const send = useAction(async (values: SuggestionFormValues, file: File | null) => {
    let request;
    if (file) {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) if (typeof value === 'string') form.set(key, value);
      form.set('attachment', file, file.name);
      request = api.post('suggestions', { body: form });
    } else {
      request = api.post('suggestions', { json: values });
    }
    const answer = await request.json<{ message?: string }>();
    setSent(answer.message ?? SUGGESTION_SENT_MESSAGE);
  });

  return (
    <ServerFieldErrors value={send.fieldErrors}>
      <SuggestionForm
        key={attempt}
        submitter={submitter}
        screens={SUGGESTION_SCREENS}
        defaultScreen={typeof query.screen === 'string' ? query.screen : null}
        onSubmit={(values, file) => void send.run(values, file)}
        isPending={send.isPending}
        errorMessage={send.error}
        successMessage={sent}
        onSendAnother={() => {
          setSent(null);
          setAttempt((n) => n + 1);
        }}
        signInHref="/login"
        myIssuesHref={submitter ? '/gettingstarted' : undefined}
      />
    </ServerFieldErrors>
  );
}
