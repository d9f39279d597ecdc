import { useState } from 'react';
import { Form } from 'react-aria-components';
import {
  ROOT_CAUSE_CATEGORIES,
  rootCauseCodeCreateSchema,
  type RootCauseCode,
  type RootCauseCodeCreateInput,
  type RootCauseCodeType,
} from '../../domain/parts/rootCauseCodes';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './RootCauseCodes.css';

/** What the dialog is for: a new code of a type, or a change to one. */
export type CodeEditing = { type: RootCauseCodeType; code?: RootCauseCode };

export interface RootCauseCodesDialogProps {
  editing: CodeEditing | null;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: RootCauseCodeCreateInput, code: RootCauseCode | undefined) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const CATEGORY_OPTIONS = ROOT_CAUSE_CATEGORIES.map((c) => ({ id: c, label: c }));

function CodeForm({ editing, onSave, isPending, error, onClose }: Omit<RootCauseCodesDialogProps, 'editing'> & { editing: CodeEditing }) {
  const { code: was, type } = editing;
  const [code, setCode] = useState(was?.code ?? '');
  const [description, setDescription] = useState(was?.description ?? '');
  const [category, setCategory] = useState<string | null>(was?.category ?? null);
  const [recordsDemand, setRecordsDemand] = useState(was?.recordsDemand ?? type === 'Reason');
  const [noteRequired, setNoteRequired] = useState(was?.noteRequired ?? false);
  const form = useForm(rootCauseCodeCreateSchema, {
    values: { code, description, type, category: (category ?? '') as RootCauseCodeCreateInput['category'], recordsDemand, noteRequired },
    onValid: async (data) => void ((await onSave(data, was)) && onClose()),
  });
  const title = was ? `Edit ${type.toLowerCase()} ${was.code}` : `New ${type.toLowerCase()} code`;
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <TextField label="Code" description="3 to 6 letters or digits, unique." value={code} onChange={setCode} isRequired errorMessage={form.errors.code} autoFocus />
        <TextField label="Description" value={description} onChange={setDescription} isRequired errorMessage={form.errors.description} />
        <Select label="Category" items={CATEGORY_OPTIONS} placeholder="Choose the category" value={category} onChange={setCategory} isRequired errorMessage={form.errors.category} />
        <Checkbox isSelected={recordsDemand} onChange={setRecordsDemand}>
          Records demand (the miss counts towards stocking this part)
        </Checkbox>
        <Checkbox isSelected={noteRequired} onChange={setNoteRequired}>
          Note required
        </Checkbox>
        <div className={css.formActions}>
          <Button type="submit" isPending={isPending}>
            {was ? 'Save code' : 'Add code'}
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Adds a reason or action code, or edits one; its type stays what it was. */
export function RootCauseCodesDialog({ editing, ...props }: RootCauseCodesDialogProps) {
  return editing ? <CodeForm editing={editing} {...props} /> : null;
}
