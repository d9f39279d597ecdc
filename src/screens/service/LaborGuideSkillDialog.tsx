import { useState } from 'react';
import { Form } from 'react-aria-components';
import { laborOpSkillCreateSchema, type LaborOperation, type LaborOpSkillCreateInput, type RequiredSkill, type SkillOption } from '../../domain/service/laborGuide';
import { levelLabel, SKILL_LEVELS, type LevelScale } from '../../domain/service/skills';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as table from '../parts/RootCauseCodes.css';

/** What the dialog is for: a new requirement of an operation, or a change to one of its links. */
export type LinkEditing = { operation: LaborOperation; link?: RequiredSkill };

export interface LaborGuideSkillDialogProps {
  editing: LinkEditing | null;
  /** The catalogue's active skills: what a new link may name. */
  skills: readonly SkillOption[];
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: LaborOpSkillCreateInput, link: RequiredSkill | undefined) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const levelOptions = (scale: LevelScale) => SKILL_LEVELS.map((level) => ({ id: String(level), label: `${levelLabel(scale, level)}${level === 3 ? ' (most able)' : ''}` }));

function LinkForm({ editing, skills, onSave, isPending, error, onClose }: Omit<LaborGuideSkillDialogProps, 'editing'> & { editing: LinkEditing }) {
  const { operation, link } = editing;
  const taken = new Set(operation.skills.map((s) => s.skillId));
  const offered = skills.filter((s) => !taken.has(s.id) || s.id === link?.skillId);
  const [skillId, setSkillId] = useState<string | null>(link ? String(link.skillId) : null);
  const [minLevel, setMinLevel] = useState<string | null>(link ? String(link.minLevel) : '1');
  const [note, setNote] = useState(link?.note ?? '');
  const scale = link?.levelScale ?? skills.find((s) => String(s.id) === skillId)?.levelScale ?? '1-3';
  const form = useForm(laborOpSkillCreateSchema, {
    values: { laborOp: operation.laborOp, skillId: Number(skillId ?? 0), minLevel: Number(minLevel ?? 0), note },
    onValid: async (data) => void ((await onSave(data, link)) && onClose()),
  });
  const title = link ? `Change ${link.skillCode} for ${operation.laborOp}` : `Map ${operation.laborOp} to a skill`;
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={table.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        <p className={table.muted}>
          {operation.laborOp} {operation.description}
        </p>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Select
          label="Skill"
          items={offered.map((s) => ({ id: String(s.id), label: `${s.code} ${s.name}` }))}
          placeholder="Choose the skill"
          value={skillId}
          onChange={setSkillId}
          isDisabled={Boolean(link)}
          isRequired
          errorMessage={form.errors.skillId}
          autoFocus={!link}
        />
        <Select label="Minimum level" items={levelOptions(scale)} value={minLevel} onChange={setMinLevel} isRequired errorMessage={form.errors.minLevel} />
        <TextField label="Note" value={note} onChange={setNote} errorMessage={form.errors.note} />
        <div className={table.formActions}>
          <Button type="submit" isPending={isPending}>
            {link ? 'Save link' : 'Map skill'}
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Maps an operation to a skill at a minimum level, or changes a link's level and note (its skill stays). */
export function LaborGuideSkillDialog({ editing, ...props }: LaborGuideSkillDialogProps) {
  return editing ? <LinkForm editing={editing} {...props} /> : null;
}
