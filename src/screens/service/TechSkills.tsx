import { useState } from 'react';
import { canDeleteSkill, type ServiceSkill, type SkillCreateInput } from '../../domain/service/skills';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from '../parts/RootCauseCodes.css';
import { TechSkillDialog } from './TechSkillDialog';

export interface TechSkillsProps {
  skills: readonly ServiceSkill[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: SkillCreateInput, skill: ServiceSkill | undefined) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  /** The dialog opened: the last save's refusal is about another skill, so the host forgets it. */
  onDialogOpen?: () => void;
  onSetActive: (skill: ServiceSkill, active: boolean) => void;
  isBusy?: boolean;
  changeError?: string | null;
  /** Offered only for a skill nothing names, after a question; resolves true once deleted. */
  onDelete: (skill: ServiceSkill) => Promise<boolean>;
  isDeleting: boolean;
  deleteError: string | null;
}

function SkillRow({ skill, props, onEdit, onDelete }: { skill: ServiceSkill; props: TechSkillsProps; onEdit: () => void; onDelete: () => void }) {
  const { isBusy } = props;
  return (
    <tr className={skill.active ? undefined : css.inactive}>
      <td className={css.code}>{skill.code}</td>
      <td className={css.wide}>{skill.name}</td>
      <td data-label="Category">{skill.category}</td>
      <td data-label="Level scale">{skill.levelScale}</td>
      <td data-label="Certification">{skill.certificationRequired ? <Badge tone="caution">Required</Badge> : 'No'}</td>
      <td data-label="Status">{skill.active ? <Badge tone="positive">Active</Badge> : <Badge>Inactive</Badge>}</td>
      <td data-label="Used by" className={css.number}>
        {skill.timesUsed}
      </td>
      <td className={css.wide}>
        <div className={css.rowActions}>
          <Button size="small" tone="secondary" aria-label={`Edit ${skill.code}`} isDisabled={isBusy} onPress={onEdit}>
            Edit
          </Button>
          <Button size="small" tone="secondary" aria-label={`${skill.active ? 'Deactivate' : 'Activate'} ${skill.code}`} isDisabled={isBusy} onPress={() => props.onSetActive(skill, !skill.active)}>
            {skill.active ? 'Deactivate' : 'Activate'}
          </Button>
          {canDeleteSkill(skill) ? (
            <Button size="small" tone="critical" aria-label={`Delete ${skill.code}`} isDisabled={isBusy} onPress={onDelete}>
              Delete
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

const HEADERS = ['Code', 'Name', 'Category', 'Level scale', 'Certification', 'Status'];

/**
 * /techskills: the shop's skill catalogue, which technicians' levels (/techhasskills) and labor operations'
 * requirements (/laborguidehasskills) name. A skill nothing names can be deleted; once used it is deactivated.
 */
export function TechSkills(props: TechSkillsProps) {
  const [editing, setEditing] = useState<ServiceSkill | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServiceSkill | null>(null);
  const open = (next: ServiceSkill | 'new') => {
    props.onDialogOpen?.();
    setEditing(next);
  };
  const body = () => {
    if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />;
    if (props.isLoading || !props.skills) return <Skeleton lines={6} label="Loading the skills" />;
    if (!props.skills.length) return <EmptyState headingLevel={2} title="No skills yet" description="Add the first skill a technician can hold." />;
    return (
      <table className={css.table} aria-label="Skills">
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col" className={css.number}>
              Used by
            </th>
            <th scope="col">
              <span className={css.muted}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.skills.map((skill) => (
            <SkillRow key={skill.id} skill={skill} props={props} onEdit={() => open(skill)} onDelete={() => setDeleting(skill)} />
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <div className={css.page}>
      <PageHeader
        title="Tech Skills"
        description="What a technician can be able to do and a labor operation can require, graded 1 to 3 (or C, B, A). Shared by every branch; 'Used by' counts technicians and labor operations."
        actions={
          <Button isDisabled={Boolean(props.error) || !props.skills} onPress={() => open('new')}>
            Add skill
          </Button>
        }
      />
      {props.changeError ? <Alert tone="critical">{props.changeError}</Alert> : null}
      {body()}
      <TechSkillDialog editing={editing} onSave={props.onSave} isPending={props.isSaving} error={props.saveError} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.code ?? ''}?`}
        message={
          <>
            {deleting ? `${deleting.code} ${deleting.name} goes for good.` : ''}
            {props.deleteError ? <Alert tone="critical">{props.deleteError}</Alert> : null}
          </>
        }
        confirmLabel="Delete"
        tone="critical"
        isPending={props.isDeleting}
        onConfirm={() => void (deleting && props.onDelete(deleting).then((done) => done && setDeleting(null)))}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
