import { useState } from 'react';
import { formatNumber } from '../../domain/format';
import { unmappedByUse, type LaborGuide, type LaborOperation, type LaborOpSkillCreateInput, type RequiredSkill } from '../../domain/service/laborGuide';
import { LINK_CSV_FILE_RULES, LINK_CSV_HEADER } from '../../domain/service/laborGuideCsv';
import { levelLabel } from '../../domain/service/skills';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Tabs } from '../../ui/Tabs/Tabs';
import { UploadCard } from '../../ui/report/UploadCard';
import * as table from '../parts/RootCauseCodes.css';
import { LaborGuideSkillDialog, type LinkEditing } from './LaborGuideSkillDialog';
import * as css from './LaborGuideSkills.css';

export interface LaborGuideSkillsProps {
  guide: LaborGuide | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Map (no link) or change a link; resolves true once saved (the dialog closes). */
  onSave: (values: LaborOpSkillCreateInput, link: RequiredSkill | undefined) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  /** The dialog opened: the last save's refusal is about another link, so the host forgets it. */
  onDialogOpen?: () => void;
  onUnmap: (operation: LaborOperation, link: RequiredSkill) => void;
  /** An unmap under way: every row's buttons wait. */
  isBusy?: boolean;
  changeError?: string | null;
  /** Sends a CSV of links; rejects with the server's refusal (each bad line named), which the card shows. */
  onImport: (file: File) => Promise<void>;
  importProgress: number | null;
  /** What the last import did ("2 links added, 1 changed"). */
  importResult?: string | null;
  /** The tab shown: every operation, or the unmapped ones by use. */
  view?: 'all' | 'unmapped';
  onViewChange?: (view: 'all' | 'unmapped') => void;
}

function RequiredSkills({ operation, props, onChange }: { operation: LaborOperation; props: LaborGuideSkillsProps; onChange: (link: RequiredSkill) => void }) {
  if (!operation.skills.length) return <span className={css.unmapped}>Unmapped: scheduled without a skill check</span>;
  return (
    <ul className={css.chips} aria-label={`Skills ${operation.laborOp} requires`}>
      {operation.skills.map((link) => (
        <li key={link.id} className={css.chip} title={link.skillName}>
          {link.skillCode} ≥ {levelLabel(link.levelScale, link.minLevel)}
          <Button size="small" tone="ghost" aria-label={`Change ${link.skillCode} for ${operation.laborOp}`} isDisabled={props.isBusy} onPress={() => onChange(link)}>
            ✎
          </Button>
          <Button size="small" tone="ghost" aria-label={`Unmap ${link.skillCode} from ${operation.laborOp}`} isDisabled={props.isBusy} onPress={() => props.onUnmap(operation, link)}>
            ×
          </Button>
        </li>
      ))}
    </ul>
  );
}

function OperationsTable({ operations, label, props, open }: { operations: LaborOperation[]; label: string; props: LaborGuideSkillsProps; open: (editing: LinkEditing) => void }) {
  return (
    <table className={table.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Operation</th>
          <th scope="col">Description</th>
          <th scope="col" className={table.number}>
            Standard hours
          </th>
          <th scope="col" className={table.number}>
            Uses (12 months)
          </th>
          <th scope="col">Required skills</th>
          <th scope="col">Note</th>
          <th scope="col">
            <span className={table.muted}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {operations.map((op) => (
          <tr key={op.laborOp}>
            <td className={table.code}>{op.laborOp}</td>
            <td className={table.wide}>{op.description}</td>
            <td data-label="Standard hours" className={table.number}>
              {formatNumber(op.standardHours)}
            </td>
            <td data-label="Uses" className={table.number}>
              {formatNumber(op.uses)}
            </td>
            <td className={table.wide}>
              <RequiredSkills operation={op} props={props} onChange={(link) => open({ operation: op, link })} />
            </td>
            <td className={table.wide}>
              {op.skills.some((s) => s.note) ? (
                <ul className={css.notes}>
                  {op.skills.filter((s) => s.note).map((s) => (
                    <li key={s.id}>{s.note}</li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td className={table.wide}>
              <div className={table.rowActions}>
                <Button size="small" tone="secondary" aria-label={`Map skill to ${op.laborOp}`} isDisabled={props.isBusy} onPress={() => open({ operation: op })}>
                  Map skill
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /laborguidehasskills: Excede's labor operations and the skills (with a minimum level) each requires of the
 * technician the board gives it. An unmapped operation schedules without a check but is flagged; the unmapped
 * view lists them most used first. Links are mapped here one by one or imported from a CSV file.
 */
export function LaborGuideSkills(props: LaborGuideSkillsProps) {
  const [editing, setEditing] = useState<LinkEditing | null>(null);
  const open = (next: LinkEditing) => {
    props.onDialogOpen?.();
    setEditing(next);
  };
  const unmapped = unmappedByUse(props.guide?.operations ?? []);
  const body = (view: 'all' | 'unmapped') => {
    if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />;
    if (props.isLoading || !props.guide) return <Skeleton lines={8} label="Loading the labor guide" />;
    if (!props.guide.operations.length)
      return <EmptyState headingLevel={2} title="No labor operations yet" description="Excede's repair-order jobs bring the operations in with the next import." />;
    if (view === 'unmapped' && !unmapped.length) return <EmptyState headingLevel={2} title="Every operation is mapped" description="Each operation names the skills it requires." />;
    return view === 'all' ? (
      <OperationsTable operations={props.guide.operations} label="Labor operations" props={props} open={open} />
    ) : (
      <OperationsTable operations={unmapped} label="Unmapped operations by use" props={props} open={open} />
    );
  };
  return (
    <div className={table.page}>
      <PageHeader
        title="Labor Guide Skill Links"
        description="What each labor operation requires of a technician: skills of the catalogue at a minimum level. The scheduler board checks them; an unmapped operation is scheduled without a check but flagged."
      />
      {props.changeError ? <Alert tone="critical">{props.changeError}</Alert> : null}
      <div className={css.layout}>
        <Tabs
          aria-label="Operations shown"
          selectedId={props.view}
          onSelectionChange={(id) => props.onViewChange?.(id as 'all' | 'unmapped')}
          tabs={[
            { id: 'all', label: 'All operations', content: <div className={table.panel}>{body('all')}</div> },
            { id: 'unmapped', label: props.guide ? `Unmapped by use (${unmapped.length})` : 'Unmapped by use', content: <div className={table.panel}>{body('unmapped')}</div> },
          ]}
        />
        <UploadCard
          title="Import links"
          label="CSV file of links"
          description={`Columns ${LINK_CSV_HEADER.join(', ')}; a level is 1 to 3. The whole file is checked first: a bad line is named and nothing is imported.`}
          rules={LINK_CSV_FILE_RULES}
          onUpload={props.onImport}
          progress={props.importProgress}
          action="Import links"
        >
          {props.importResult ? <Alert tone="positive">{props.importResult}</Alert> : null}
        </UploadCard>
      </div>
      <LaborGuideSkillDialog
        editing={editing}
        skills={props.guide?.skills ?? []}
        onSave={props.onSave}
        isPending={props.isSaving}
        error={props.saveError}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
