import { useState } from 'react';
import { formatDate } from '../../domain/format';
import { levelLabel, SKILL_LEVELS } from '../../domain/service/skills';
import { certificationState } from '../../domain/service/technicianAbility';
import type { MatrixSkill, SkilledTechnician, TechnicianSkillMatrix } from '../../domain/service/technicianSkills';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import type { FieldOption } from '../../ui/Field/Field';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as page from '../parts/RootCauseCodes.css';
import * as css from './TechHasSkills.css';
import { TechHasSkillsDialog, type SkillCellChange, type SkillCellChoice } from './TechHasSkillsDialog';

/** "Who can do X at branch Y": a branch (null: all the user's), a skill (null: everyone) and its minimum level. */
export interface WhoCanFilter {
  brnId: string | null;
  skillId: number | null;
  minLevel: number;
}

export interface TechHasSkillsProps {
  data: TechnicianSkillMatrix | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The user's branches as `BrnId - Name`. */
  branches: readonly FieldOption[];
  filter: WhoCanFilter;
  onFilter: (filter: WhoCanFilter) => void;
  /** Resolves true once saved (the dialog closes). */
  onSave: (choice: SkillCellChoice, change: SkillCellChange) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  /** The dialog opened: the last save's refusal is about another cell, so the host forgets it. */
  onDialogOpen?: () => void;
}

function SkillCell({ technician, skill, today, onOpen }: { technician: SkilledTechnician; skill: MatrixSkill; today: string; onOpen: () => void }) {
  const held = technician.skills.find((s) => s.skillId === skill.id);
  const state = held ? certificationState(held.certificationExpires, today) : null;
  const level = held ? levelLabel(skill.levelScale, held.level) : '–';
  const expiry = held?.certificationExpires ? `${state === 'expired' ? 'expired' : 'expires'} ${formatDate(held.certificationExpires)}` : '';
  return (
    <td className={css.cell}>
      <Button size="small" tone="secondary" aria-label={`${skill.code} for ${technician.name}: ${held ? `level ${level}` : 'none'}${expiry ? `, ${expiry}` : ''}`} onPress={onOpen}>
        {level}
      </Button>
      {state === 'expired' ? <Badge tone="critical">Expired</Badge> : state === 'expiring' ? <Badge tone="caution">Expiring</Badge> : null}
      {held?.certificationExpires ? <span className={css.expiry}>{formatDate(held.certificationExpires)}</span> : null}
    </td>
  );
}

function Filters({ props }: { props: TechHasSkillsProps }) {
  const { filter, onFilter, data } = props;
  return (
    <div className={css.filters} role="search" aria-label="Who can do it">
      <Select
        label="Branch"
        placeholder="All my branches"
        items={[...props.branches]}
        value={filter.brnId}
        onChange={(brnId) => onFilter({ ...filter, brnId })}
      />
      <Select
        label="Who can do"
        placeholder="Any skill (show everyone)"
        items={(data?.skills ?? []).map((s) => ({ id: String(s.id), label: `${s.code} - ${s.name}` }))}
        value={filter.skillId === null ? null : String(filter.skillId)}
        onChange={(id) => onFilter({ ...filter, skillId: id === null ? null : Number(id) })}
      />
      <Select
        label="At least level"
        isRequired
        items={SKILL_LEVELS.map((n) => ({ id: String(n), label: String(n) }))}
        value={String(filter.minLevel)}
        onChange={(id) => onFilter({ ...filter, minLevel: Number(id ?? 1) })}
      />
    </div>
  );
}

/**
 * /techhasskills: the technicians of the user's branches against the shop's active skills, each cell a level
 * (in the skill's scale) and its certification's expiry, an expired one flagged. Filtered by a skill and a
 * minimum level, it lists who can do it today: expired or missing certifications left out.
 */
export function TechHasSkills(props: TechHasSkillsProps) {
  const [editing, setEditing] = useState<SkillCellChoice | null>(null);
  const open = (choice: SkillCellChoice) => {
    props.onDialogOpen?.();
    setEditing(choice);
  };
  const body = () => {
    if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />;
    if (props.isLoading || !props.data) return <Skeleton lines={8} label="Loading the technicians' skills" />;
    const { skills, technicians, today } = props.data;
    if (!technicians.length) {
      const title = props.filter.skillId === null ? 'No technicians at these branches' : 'Nobody can do this today';
      return <EmptyState headingLevel={2} title={title} description="Try another branch, skill or level." />;
    }
    return (
      <div className={css.scroll} tabIndex={0} role="region" aria-label="Technicians by skill">
        <table className={css.matrix} aria-label="Technicians' skills">
          <thead>
            <tr>
              {['EmpId', 'Technician', 'Branch', 'Grade'].map((h) => (
                <th key={h} scope="col" className={css.head}>
                  {h}
                </th>
              ))}
              {skills.map((skill) => (
                <th key={skill.id} scope="col" className={css.head} title={skill.name}>
                  {skill.code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {technicians.map((technician) => (
              <tr key={technician.empId}>
                <td className={`${css.cell} ${page.code}`}>{technician.empId}</td>
                <th scope="row" className={css.cell}>
                  {technician.name}
                </th>
                <td className={css.cell}>{technician.brnId}</td>
                <td className={css.cell}>{technician.grade}</td>
                {skills.map((skill) => (
                  <SkillCell
                    key={skill.id}
                    technician={technician}
                    skill={skill}
                    today={today}
                    onOpen={() => open({ technician, skill, held: technician.skills.find((s) => s.skillId === skill.id) })}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };
  return (
    <div className={page.page}>
      <PageHeader
        title="Tech Skill Links"
        description="Each technician's level in each skill and when their certification runs out. An expired certification counts as no skill for the scheduler."
      />
      <Filters props={props} />
      {body()}
      <TechHasSkillsDialog editing={editing} onSave={props.onSave} isPending={props.isSaving} error={props.saveError} onClose={() => setEditing(null)} />
    </div>
  );
}
