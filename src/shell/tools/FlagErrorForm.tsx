import { useId, useState } from 'react';
import { FLAG_CATEGORIES, FLAG_PRIORITIES } from '../../domain/feedback/statuses';
import { FLAG_ERROR_FILE_RULES } from '../../domain/files';
import { FLAG_CONTENT_REQUIRED, FLAG_DESCRIPTION_MAX, hasFlagContent, validateFlagError, type FlagErrorInput } from '../../domain/feedback/flagError';
import { formSchema, type ValidationResult } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { error as fieldError } from '../../ui/Field/Field.css';
import { FileDrop } from '../../ui/FileDrop/FileDrop';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { Spinner } from '../../ui/Spinner/Spinner';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { FlagErrorDialogProps, FlagErrorValues } from './FlagErrorDialog';
import * as css from './FlagErrorDialog.css';

const priorityItems = FLAG_PRIORITIES.map((p) => ({ id: p, label: p }));
const categoryItems = FLAG_CATEGORIES.map((c) => ({ id: c, label: c }));

/** The dialog's rules, which the server applies too, as its form's schema. */
const flagErrorSchema = formSchema((input: FlagErrorInput & { files: File[] }): ValidationResult<FlagErrorValues> => {
  const errors = validateFlagError(input);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: input as FlagErrorValues };
});

/** The 'Flag an error' form (spec sections 4 and 5): a chunk of its own, loaded when the dialog opens. */
export default function FlagErrorForm({ onOpenChange, onSubmit, isPending, progress, errorMessage }: Omit<FlagErrorDialogProps, 'isOpen'>) {
  const formId = useId();
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const { errors, onSubmit: submit, clear } = useForm(flagErrorSchema, { values: { description, priority, category, files }, onValid: onSubmit });
  const hasContent = hasFlagContent(description, files.length);

  return (
    <Modal
      title="Flag an error"
      isOpen
      onOpenChange={(open) => {
        if (!open && isPending) return;
        onOpenChange(open);
      }}
      actions={
        <>
          <Button tone="secondary" isDisabled={isPending} onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          {/* Not isPending: react-aria's announcement of it names a progress bar this button lacks (axe role-img-alt). */}
          <Button type="submit" form={formId} isDisabled={!hasContent} aria-disabled={isPending || undefined}>
            {isPending ? <Spinner /> : null}
            Submit
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={css.form}
        onSubmit={(event) => (isPending ? event.preventDefault() : submit(event))}
      >
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        <TextArea
          label="Description"
          autoFocus
          maxLength={FLAG_DESCRIPTION_MAX}
          value={description}
          onChange={(text) => {
            setDescription(text);
            clear('description');
          }}
          description={hasContent ? undefined : FLAG_CONTENT_REQUIRED}
          errorMessage={errors.description}
          isDisabled={isPending}
        />
        <div className={css.row}>
          <Select
            label="Priority"
            placeholder="Select a priority"
            items={priorityItems}
            value={priority}
            onChange={(id) => {
              setPriority(id);
              clear('priority');
            }}
            errorMessage={errors.priority}
            isDisabled={isPending}
          />
          <Select
            label="Category"
            placeholder="Select a category"
            items={categoryItems}
            value={category}
            onChange={(id) => {
              setCategory(id);
              clear('category');
            }}
            errorMessage={errors.category}
            isDisabled={isPending}
          />
        </div>
        <FileDrop
          label="Attachments"
          description="PNG, JPEG, MP4, MOV or WEBM; up to 10 MB each and 25 MB in all."
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            clear('attachments');
          }}
          {...FLAG_ERROR_FILE_RULES}
          progress={isPending && progress != null ? progress : undefined}
          isDisabled={isPending}
        />
        {errors.attachments ? <p className={`${fieldError} ${css.attachmentsError}`}>{errors.attachments}</p> : null}
      </form>
    </Modal>
  );
}
