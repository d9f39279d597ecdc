import { canDeleteSkill, type ServiceSkill, type SkillCreateInput } from '../../domain/service/skills';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { activeBadge, CodeGrid, DeleteCodeConfirm, useCodeTableDialogs, type CodeColumn, type CodeTableChanges } from '../codeTable/CodeTable';
import * as css from '../parts/RootCauseCodes.css';
import { TechSkillDialog } from './TechSkillDialog';

export interface TechSkillsProps extends CodeTableChanges<ServiceSkill, SkillCreateInput> {
  skills: readonly ServiceSkill[] | undefined;
}

const COLUMNS: readonly CodeColumn<ServiceSkill>[] = [
  { header: 'Code', look: 'key', cell: (skill) => skill.code },
  { header: 'Name', look: 'wide', cell: (skill) => skill.name },
  { header: 'Category', cell: (skill) => skill.category },
  { header: 'Level scale', cell: (skill) => skill.levelScale },
  { header: 'Certification', cell: (skill) => (skill.certificationRequired ? <Badge tone="caution">Required</Badge> : 'No') },
  { header: 'Status', cell: (skill) => activeBadge(skill.active) },
  { header: 'Used by', look: 'number', cell: (skill) => skill.timesUsed },
];

/**
 * /techskills: the shop's skill catalogue, which technicians' levels (/techhasskills) and labor operations'
 * requirements (/laborguidehasskills) name. A skill nothing names can be deleted; once used it is deactivated.
 */
export function TechSkills(props: TechSkillsProps) {
  const { editing, open, close, deleting, setDeleting } = useCodeTableDialogs<ServiceSkill>(props.onDialogOpen);
  const body = () => {
    if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />;
    if (props.isLoading || !props.skills) return <Skeleton lines={6} label="Loading the skills" />;
    if (!props.skills.length) return <EmptyState headingLevel={2} title="No skills yet" description="Add the first skill a technician can hold." />;
    return (
      <CodeGrid
        aria-label="Skills"
        rows={props.skills}
        columns={COLUMNS}
        canDelete={canDeleteSkill}
        isBusy={props.isBusy}
        onEdit={open}
        onSetActive={props.onSetActive}
        onDelete={setDeleting}
      />
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
      <TechSkillDialog editing={editing} onSave={props.onSave} isPending={props.isSaving} error={props.saveError} onClose={close} />
      <DeleteCodeConfirm deleting={deleting} nameOf={(skill) => skill.name} onDelete={props.onDelete} isDeleting={props.isDeleting} deleteError={props.deleteError} onDone={() => setDeleting(null)} />
    </div>
  );
}
