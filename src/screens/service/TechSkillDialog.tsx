import { useState } from 'react';
import { Form } from 'react-aria-components';
import { LEVEL_SCALES, SKILL_CATEGORIES, skillCreateSchema, type ServiceSkill, type SkillCreateInput } from '../../domain/service/skills';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as table from '../parts/RootCauseCodes.css';

export interface TechSkillDialogProps {
  /** null: closed; 'new': a new skill; a skill: a change to it. */
  editing: ServiceSkill | 'new' | null;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: SkillCreateInput, skill: ServiceSkill | undefined) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const options = (values: readonly string[]) => values.map((id) => ({ id, label: id }));

function SkillForm({ was, onSave, isPending, error, onClose }: Omit<TechSkillDialogProps, 'editing'> & { was: ServiceSkill | undefined }) {
  const [code, setCode] = useState(was?.code ?? '');
  const [name, setName] = useState(was?.name ?? '');
  const [category, setCategory] = useState<string | null>(was?.category ?? null);
  const [levelScale, setLevelScale] = useState<string | null>(was?.levelScale ?? '1-3');
  const [certificationRequired, setCertificationRequired] = useState(was?.certificationRequired ?? false);
  const form = useForm(skillCreateSchema, {
    values: { code, name, category, levelScale, certificationRequired } as SkillCreateInput,
    onValid: async (data) => void ((await onSave(data, was)) && onClose()),
  });
  const title = was ? `Edit skill ${was.code}` : 'New skill';
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={table.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <TextField
          label="Code"
          description="2 to 10 letters, digits or dashes, unique."
          value={code}
          onChange={setCode}
          isRequired
          errorMessage={form.errors.code}
          autoFocus={!was}
        />
        <TextField label="Name" value={name} onChange={setName} isRequired errorMessage={form.errors.name} autoFocus={Boolean(was)} />
        <Select label="Category" items={options(SKILL_CATEGORIES)} value={category} onChange={setCategory} isRequired errorMessage={form.errors.category} />
        <Select
          label="Level scale"
          description="Levels are 1 to 3 either way; C/B/A reads them as shop grades."
          items={options(LEVEL_SCALES)}
          value={levelScale}
          onChange={setLevelScale}
          isRequired
          errorMessage={form.errors.levelScale}
        />
        <Checkbox isSelected={certificationRequired} onChange={setCertificationRequired}>
          Certification required (a technician counts only while it is current)
        </Checkbox>
        <div className={table.formActions}>
          <Button type="submit" isPending={isPending}>
            {was ? 'Save skill' : 'Add skill'}
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Adds a skill to the catalogue, or edits one. */
export function TechSkillDialog({ editing, ...props }: TechSkillDialogProps) {
  return editing === null ? null : <SkillForm was={editing === 'new' ? undefined : editing} {...props} />;
}
