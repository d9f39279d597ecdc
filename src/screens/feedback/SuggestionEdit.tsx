import { useState } from 'react';
import { Form } from 'react-aria-components';
import { SUGGESTION_STATUSES, type SuggestionStatus } from '../../domain/feedback/statuses';
import { formatDateTime } from '../../domain/format';
import { SUGGESTION_REPLY_MAX, suggestionUpdateSchema, type SuggestionRow } from '../../domain/feedback/suggestions';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextArea } from '../../ui/TextArea/TextArea';
import { AttachmentPreview } from './AttachmentPreview';
import * as css from './Feedback.css';
import { STATUS_TONE } from './statusTone';

export interface SuggestionEditValues {
  status: SuggestionStatus;
  reply: string;
}

export interface SuggestionEditProps {
  suggestion: SuggestionRow | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  onSave: (values: SuggestionEditValues) => void;
  isSaving?: boolean;
  saveError?: string | null;
  backHref: string;
}

const STATUS_ITEMS = SUGGESTION_STATUSES.map((s) => ({ id: s, label: s }));

function EditForm({ suggestion, onSave, isSaving, saveError }: Pick<SuggestionEditProps, 'onSave' | 'isSaving' | 'saveError'> & { suggestion: SuggestionRow }) {
  const [status, setStatus] = useState<SuggestionStatus>(suggestion.status);
  const [reply, setReply] = useState(suggestion.reply ?? '');
  // The host sends the reply as typed (trimmed); the server turns an empty one into none.
  const { errors, onSubmit } = useForm(suggestionUpdateSchema, { values: { status, reply }, onValid: () => onSave({ status, reply: reply.trim() }) });
  return (
    <Form className={css.form} aria-label="Triage" validationBehavior="aria" onSubmit={onSubmit}>
      {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
      <Select
        label="Status"
        items={STATUS_ITEMS}
        value={status}
        onChange={(id) => id && setStatus(id as SuggestionStatus)}
        isRequired
        errorMessage={errors.status}
        description={suggestion.userId ? 'A new status notifies the submitter.' : 'Sent signed out: the submitter is not notified in the portal.'}
      />
      <TextArea
        label="Reply to the submitter"
        value={reply}
        onChange={setReply}
        rows={5}
        maxLength={SUGGESTION_REPLY_MAX}
        description="Shown on the submitter's My Open Issues."
        errorMessage={errors.reply}
      />
      <div className={css.actions}>
        <Button type="submit" isPending={isSaving}>
          Save
        </Button>
      </div>
    </Form>
  );
}

/** /suggestions/edit/{id}: read the suggestion, set its status and reply. */
export function SuggestionEdit({ suggestion, isLoading, error, onRetry, onSave, isSaving, saveError, backHref }: SuggestionEditProps) {
  const back = <Link href={backHref}>Back to all suggestions</Link>;
  if (error) {
    return (
      <div className={css.page}>
        <PageHeader title="Suggestion" actions={back} />
        <ErrorState message={error} onRetry={onRetry} />
      </div>
    );
  }
  if (isLoading || !suggestion) {
    return (
      <div className={css.page}>
        <PageHeader title="Suggestion" actions={back} />
        <Skeleton lines={8} label="Loading the suggestion" />
      </div>
    );
  }
  const file = suggestion.attachment;
  return (
    <div className={css.page}>
      <PageHeader title={`Suggestion #${suggestion.id}: ${suggestion.title}`} actions={back} />
      <Card title="The suggestion">
        <KeyValue
          items={[
            { label: 'Status', value: <Badge tone={STATUS_TONE[suggestion.status] ?? 'neutral'}>{suggestion.status}</Badge> },
            { label: 'Screen', value: suggestion.screen },
            { label: 'Submitter', value: suggestion.userId ? suggestion.submitterName : `${suggestion.submitterName} (signed out)` },
            { label: 'Email', value: suggestion.submitterEmail },
            { label: 'Sent', value: formatDateTime(suggestion.createdAt) },
            { label: 'Updated', value: formatDateTime(suggestion.updatedAt) },
          ]}
        />
        <p className={css.description}>{suggestion.description}</p>
        {file?.url ? <AttachmentPreview file={{ ...file, url: file.url }} /> : null}
      </Card>
      <Card title="Triage">
        <EditForm key={`${suggestion.id}-${suggestion.updatedAt}`} suggestion={suggestion} onSave={onSave} isSaving={isSaving} saveError={saveError} />
      </Card>
    </div>
  );
}
