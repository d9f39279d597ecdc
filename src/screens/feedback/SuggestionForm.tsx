import { useState } from 'react';
import { Form } from 'react-aria-components';
import { formatFileSize } from '../../domain/files';
import {
  anonymousSuggestionSchema,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_FILE_RULES,
  SUGGESTION_TITLE_MAX,
  suggestionSchema,
  type AnonymousSuggestionPayload,
  type SuggestionPayload,
} from '../../domain/feedback/suggestions';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { FileDrop } from '../../ui/FileDrop/FileDrop';
import { useForm } from '../../ui/Form/useForm';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './Feedback.css';

export type SuggestionFormValues = SuggestionPayload & Partial<Pick<AnonymousSuggestionPayload, 'name' | 'email'>>;

export interface SuggestionFormProps {
  /** Signed in: the suggestion is sent as this user and the name and email show prefilled. Null: signed out. */
  submitter: { name: string; email: string } | null;
  /** The screen names to choose from (the route table's). */
  screens: readonly string[];
  /** The screen preselected, e.g. the one the user came from. */
  defaultScreen?: string | null;
  onSubmit: (values: SuggestionFormValues, attachment: File | null) => void;
  isPending?: boolean;
  errorMessage?: string | null;
  /** After a successful send: the thank-you, and a way to send another. */
  successMessage?: string | null;
  onSendAnother?: () => void;
  /** Signed out there is no shell: a link to sign in instead. */
  signInHref?: string;
  /** Signed in: where the user follows their suggestions. */
  myIssuesHref?: string;
}

/** Submit a suggestion about the portal: /suggestions (signed in, in the shell) and /addsuggestions (open, no shell). */
export function SuggestionForm({
  submitter,
  screens,
  defaultScreen,
  onSubmit,
  isPending,
  errorMessage,
  successMessage,
  onSendAnother,
  signInHref,
  myIssuesHref,
}: SuggestionFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const schema = submitter ? suggestionSchema : anonymousSuggestionSchema;
  const form = useForm(schema, { onValid: (values) => onSubmit(values as SuggestionFormValues, files[0] ?? null) });
  const items = screens.map((name) => ({ id: name, label: name }));

  const body = successMessage ? (
    <Card>
      <Alert tone="positive">{successMessage}</Alert>
      <div className={css.actions}>
        {onSendAnother ? (
          <Button
            tone="secondary"
            onPress={() => {
              setFiles([]);
              onSendAnother();
            }}
          >
            Send another suggestion
          </Button>
        ) : null}
        {myIssuesHref ? <Link href={myIssuesHref}>See My Open Issues</Link> : null}
      </div>
    </Card>
  ) : (
    <Card>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Suggestion">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        <div className={css.twoColumns}>
          {submitter ? (
            <>
              <TextField label="Name" value={submitter.name} isReadOnly description="Sent with your suggestion." />
              <TextField label="Email" value={submitter.email} isReadOnly />
            </>
          ) : (
            <>
              <TextField name="name" label="Name" autoComplete="name" isRequired errorMessage={form.errors.name} />
              <TextField
                name="email"
                type="email"
                label="Email"
                autoComplete="email"
                isRequired
                description="So the team can reply to you."
                errorMessage={form.errors.email}
              />
            </>
          )}
        </div>
        <TextField name="title" label="Title" isRequired maxLength={SUGGESTION_TITLE_MAX} errorMessage={form.errors.title} />
        <Select
          name="screen"
          label="Screen it concerns"
          placeholder="Choose a screen"
          items={items}
          defaultValue={defaultScreen && screens.includes(defaultScreen) ? defaultScreen : null}
          isRequired
          errorMessage={form.errors.screen}
        />
        <TextArea
          name="description"
          label="Description"
          isRequired
          rows={6}
          maxLength={SUGGESTION_DESCRIPTION_MAX}
          description="What would help, and why."
          errorMessage={form.errors.description}
        />
        <FileDrop
          label="Attachment"
          description={`Optional: one PNG, JPEG or PDF up to ${formatFileSize(SUGGESTION_FILE_RULES.maxFileBytes)}.`}
          files={files}
          onFilesChange={(next) => setFiles(next.slice(-1))}
          isDisabled={isPending}
          {...SUGGESTION_FILE_RULES}
        />
        <div className={css.actions}>
          <Button type="submit" isPending={isPending}>
            Send suggestion
          </Button>
        </div>
      </Form>
    </Card>
  );

  const header = (
    <PageHeader
      title="Add a Suggestion"
      description={
        submitter
          ? 'Tell the product team what would make the portal better. Replies show on My Open Issues.'
          : 'Tell the product team what would make the portal better. No account needed.'
      }
      actions={!submitter && signInHref ? <Link href={signInHref}>Sign in</Link> : null}
    />
  );

  return submitter ? (
    <div className={css.page}>
      {header}
      {body}
    </div>
  ) : (
    <div className={css.standalone}>
      {header}
      {body}
    </div>
  );
}
