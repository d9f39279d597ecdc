import { useState } from 'react';
import { Form } from 'react-aria-components';
import { levelLabel, SKILL_LEVELS } from '../../domain/service/skills';
import type { MatrixSkill, SkilledTechnician, TechnicianSkillCell } from '../../domain/service/technicianSkills';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import * as table from '../parts/RootCauseCodes.css';

/** A cell of the matrix being changed: a technician, a skill, and what they hold of it now. */
export interface SkillCellChoice {
  technician: SkilledTechnician;
  skill: MatrixSkill;
  held: TechnicianSkillCell | undefined;
}

/** What the dialog saves: the level (null: cleared) and, when both days are given, the certification. */
export interface SkillCellChange {
  level: number | null;
  certification: { certifiedOn: string; certificationExpires: string } | null;
}

export interface TechHasSkillsDialogProps {
  editing: SkillCellChoice | null;
  /** Resolves true once saved (the dialog closes). */
  onSave: (choice: SkillCellChoice, change: SkillCellChange) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

function CellForm({ choice, onSave, isPending, error, onClose }: Omit<TechHasSkillsDialogProps, 'editing'> & { choice: SkillCellChoice }) {
  const { technician, skill, held } = choice;
  const [level, setLevel] = useState<string | null>(held ? String(held.level) : null);
  const [certifiedOn, setCertifiedOn] = useState<string | null>(held?.certifiedOn ?? null);
  const [expires, setExpires] = useState<string | null>(held?.certificationExpires ?? null);
  const title = `${skill.name} for ${technician.name}`;
  const save = () => {
    const certification = level && certifiedOn && expires ? { certifiedOn, certificationExpires: expires } : null;
    void onSave(choice, { level: level ? Number(level) : null, certification }).then((done) => done && onClose());
  };
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form
        className={table.form}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Select
          label="Level"
          placeholder="None (clear the skill)"
          items={SKILL_LEVELS.map((n) => ({ id: String(n), label: `${levelLabel(skill.levelScale, n)}${n === 3 ? ' (most able)' : ''}` }))}
          value={level}
          onChange={setLevel}
          autoFocus
        />
        {level ? (
          <>
            <DatePicker label="Certified on" value={certifiedOn} onChange={setCertifiedOn} isRequired={skill.certificationRequired} />
            <DatePicker
              label="Certification expires"
              description={skill.certificationRequired ? 'This skill counts only while its certification is current.' : 'Optional for this skill.'}
              value={expires}
              onChange={setExpires}
              isRequired={skill.certificationRequired}
            />
          </>
        ) : null}
        <div className={table.formActions}>
          <Button type="submit" isPending={isPending}>
            Save
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Sets, changes or clears a technician's level in a skill and records its certification. */
export function TechHasSkillsDialog({ editing, ...props }: TechHasSkillsDialogProps) {
  return editing === null ? null : <CellForm choice={editing} {...props} />;
}
