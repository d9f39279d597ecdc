import { useState } from 'react';
import { formatClock, formatNumber } from '../../domain/format';
import { weekdaysText, type SchedulerTemplate, type ShiftPlanAnswer, type TemplateInput } from '../../domain/service/schedulerTemplates';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as codes from '../parts/RootCauseCodes.css';
import * as css from './SchedulerTemplates.css';
import { SchedulerTemplateApply } from './SchedulerTemplateApply';
import { SchedulerTemplateDialog } from './SchedulerTemplateDialog';

export interface Technician {
  empId: string;
  name: string;
  brnId: string;
}

/** GET /api/service/scheduler-templates. */
export interface SchedulerTemplateList {
  templates: SchedulerTemplate[];
  technicians: Technician[];
  branches: string[];
}

export interface SchedulerTemplatesProps {
  data: SchedulerTemplateList | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Resolves true once saved (the editor closes). */
  onSave: (values: TemplateInput, template: SchedulerTemplate | null) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  onCopy: (template: SchedulerTemplate) => void;
  onPreview: (template: SchedulerTemplate, range: { from: string; to: string }) => void;
  onApply: (template: SchedulerTemplate, range: { from: string; to: string }) => void;
  /** The last preview or apply's answer, and whether it was written. */
  plan: (ShiftPlanAnswer & { applied: boolean }) | null;
  isPlanning: boolean;
  planError: string | null;
  /** The day a range starts on by default (the next Monday). */
  nextMonday: string;
}

function TemplateTable({ data, onEdit, onCopy, onApply }: { data: SchedulerTemplateList; onEdit: (t: SchedulerTemplate) => void; onCopy: (t: SchedulerTemplate) => void; onApply: (t: SchedulerTemplate) => void }) {
  if (!data.templates.length) return <EmptyState headingLevel={2} title="No scheduler templates" description="Add a shift pattern, then apply it to the days ahead." />;
  return (
    <table className={codes.table} aria-label="Scheduler templates">
      <thead>
        <tr>
          <th scope="col">Template</th>
          <th scope="col">Branch</th>
          <th scope="col">Days</th>
          <th scope="col">Shift</th>
          <th scope="col">Breaks</th>
          <th scope="col">Technicians</th>
          <th scope="col">Bays</th>
          <th scope="col">Hours a week</th>
          <th scope="col">
            <span className={codes.muted}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.templates.map((t) => (
          <tr key={t.id}>
            <td className={codes.wide}>
              {t.name} {t.active ? null : <Badge tone="neutral">Inactive</Badge>}
            </td>
            <td data-label="Branch">{t.brnId}</td>
            <td data-label="Days">{weekdaysText(t.weekdays)}</td>
            <td data-label="Shift">
              {formatClock(t.shiftStart)}–{formatClock(t.shiftEnd)}
            </td>
            <td data-label="Breaks">{t.breaks.map((b) => `${formatClock(b.start)}–${formatClock(b.end)}`).join(', ') || 'None'}</td>
            <td data-label="Technicians">{t.empIds.length}</td>
            <td data-label="Bays">{t.bays.join(', ')}</td>
            <td data-label="Hours a week">{formatNumber(t.weeklyHours)}</td>
            <td className={codes.wide}>
              <div className={codes.rowActions}>
                <Button size="small" tone="secondary" aria-label={`Edit ${t.name} (${t.brnId})`} onPress={() => onEdit(t)}>
                  Edit
                </Button>
                <Button size="small" tone="secondary" aria-label={`Copy ${t.name} (${t.brnId})`} onPress={() => onCopy(t)}>
                  Copy
                </Button>
                <Button size="small" aria-label={`Apply ${t.name} (${t.brnId})`} isDisabled={!t.active} onPress={() => onApply(t)}>
                  Apply
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
 * /schedulertemplates: the shift patterns of the user's branches (weekdays, shift, breaks, technicians, bays),
 * added, edited, copied, and applied to a range of days after a preview of each technician's days and hours and of
 * the days skipped for a company holiday or time off.
 */
export function SchedulerTemplates(props: SchedulerTemplatesProps) {
  const { data } = props;
  const [editing, setEditing] = useState<SchedulerTemplate | null | undefined>(undefined);
  const [applying, setApplying] = useState<SchedulerTemplate | null>(null);
  return (
    <div className={codes.page}>
      <PageHeader title="Scheduler Templates" description="Shift patterns and bays. Applied to a range of days, they give each technician the hours the scheduler board books." />
      <div className={css.toolbar}>
        <Button isDisabled={!data || Boolean(props.error)} onPress={() => setEditing(null)}>
          Add template
        </Button>
      </div>
      {props.error ? (
        <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />
      ) : props.isLoading || !data ? (
        <Skeleton lines={6} label="Loading the scheduler templates" />
      ) : (
        <TemplateTable data={data} onEdit={setEditing} onCopy={props.onCopy} onApply={setApplying} />
      )}
      {data ? (
        <SchedulerTemplateDialog
          editing={editing}
          branches={data.branches}
          technicians={data.technicians}
          onSave={props.onSave}
          isPending={props.isSaving}
          error={props.saveError}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {applying && data ? (
        <SchedulerTemplateApply
          template={applying}
          technicians={data.technicians}
          nextMonday={props.nextMonday}
          plan={props.plan}
          isPending={props.isPlanning}
          error={props.planError}
          onPreview={(range) => props.onPreview(applying, range)}
          onApply={(range) => props.onApply(applying, range)}
          onClose={() => setApplying(null)}
        />
      ) : null}
    </div>
  );
}
