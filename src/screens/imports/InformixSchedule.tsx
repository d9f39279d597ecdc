import { useState } from 'react';
import { Form } from 'react-aria-components';
import { BUSINESS_TIME_ZONE } from '../../domain/constants';
import { describeCron, nextRun } from '../../domain/cron';
import { formatDateTime } from '../../domain/format';
import type { ImportJob } from '../../domain/imports';
import { importScheduleSchema, type ImportSchedule } from '../../domain/importSchedule';
import { validate } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { Modal } from '../../ui/Modal/Modal';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Switch } from '../../ui/Switch/Switch';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './Imports.css';
import { STATUS_TONE } from './statusTone';

export interface InformixScheduleProps {
  jobs: ImportJob[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** Save a schedule; resolve true when saved so the dialog closes. */
  onSaveSchedule: (job: ImportJob, schedule: ImportSchedule) => Promise<boolean> | boolean;
  onToggle: (job: ImportJob, enabled: boolean) => void;
  onRunNow: (job: ImportJob) => void;
  /** The job whose run is in progress from this page. */
  runningJobId?: number | null;
  saveError?: string | null;
  isSaving?: boolean;
  /** Link to the run history; absent for users the run info is not open to. */
  runInfoHref?: string | undefined;
  /** 'Now' for the next-run preview (stories pin it). */
  now?: Date;
  /** With 'can update informix schedule': change schedules, enable, disable and run. Others only look. */
  canUpdate: boolean;
}

/** /informixSchedule: each Excede import job with its schedule, enabled switch, last and next run; edit, run now. */
export function InformixSchedule(props: InformixScheduleProps) {
  const { jobs, isLoading, error, onRetry, onToggle, onRunNow, runningJobId, runInfoHref, canUpdate } = props;
  const [editing, setEditing] = useState<ImportJob | null>(null);
  return (
    <div className={css.page}>
      <PageHeader
        title="Informix Schedule"
        description="Imports of the Excede export files. Times are New York time; the server runs enabled jobs when their next run comes."
        actions={runInfoHref ? <Link href={runInfoHref}>Run history</Link> : undefined}
      />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !jobs ? (
        <Skeleton lines={8} label="Loading the import schedule" />
      ) : jobs.length === 0 ? (
        <EmptyState title="No import jobs" description="No Excede import is configured." />
      ) : (
        <>
        {canUpdate ? null : (
          <p className={css.note}>You can look at the schedule; changing it or running an import needs the permission to update it.</p>
        )}
        <div className={css.jobs}>
          {jobs.map((job) => (
            <Card
              key={job.id}
              title={job.name}
              actions={job.lastStatus ? <Badge tone={STATUS_TONE[job.lastStatus]}>{job.lastStatus === 'Running' ? 'Running' : `Last run ${job.lastStatus.toLowerCase()}`}</Badge> : undefined}
            >
              <div className={css.form}>
                <p className={css.note}>{job.description}</p>
                <KeyValue
                  columns={1}
                  items={[
                    { label: 'Schedule', value: <span><code className={css.cron}>{job.cron}</code> · {describeCron(job.cron)}</span> },
                    { label: 'Source file', value: job.sourceFile },
                    { label: 'Target table', value: job.targetTable },
                    { label: 'Last run', value: job.lastRunAt ? formatDateTime(job.lastRunAt) : 'Never' },
                    { label: 'Next run', value: job.enabled ? (job.nextRunAt ? formatDateTime(job.nextRunAt) : '—') : 'Disabled' },
                  ]}
                />
                <Switch isSelected={job.enabled} isDisabled={!canUpdate} onChange={(on) => onToggle(job, on)} aria-label={`Enabled: ${job.name}`}>
                  Enabled
                </Switch>
                {canUpdate ? (
                <div className={css.actions}>
                  <Button
                    onPress={() => onRunNow(job)}
                    isPending={runningJobId === job.id}
                    isDisabled={runningJobId != null && runningJobId !== job.id}
                    aria-label={`Run now: ${job.name}`}
                  >
                    Run now
                  </Button>
                  <Button tone="secondary" onPress={() => setEditing(job)} aria-label={`Edit schedule: ${job.name}`}>
                    Edit schedule
                  </Button>
                </div>
                ) : null}
              </div>
            </Card>
          ))}
        </div>
        </>
      )}
      {editing ? <ScheduleDialog job={editing} {...props} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function ScheduleDialog({ job, onClose, onSaveSchedule, saveError, isSaving, now }: InformixScheduleProps & { job: ImportJob; onClose: () => void }) {
  const [cron, setCron] = useState(job.cron);
  const [enabled, setEnabled] = useState(job.enabled);
  const { errors, onSubmit } = useForm(importScheduleSchema, {
    values: { cron, enabled },
    onValid: async (schedule) => {
      if (await onSaveSchedule(job, schedule)) onClose();
    },
  });
  // The preview follows what is typed, before any submit.
  const check = validate(importScheduleSchema, { cron, enabled });
  const upcoming: Date[] = [];
  if (check.ok) {
    let from = now ?? new Date();
    for (let i = 0; i < 3; i++) {
      const next = nextRun(check.data.cron, from, BUSINESS_TIME_ZONE);
      if (!next) break;
      upcoming.push(next);
      from = next;
    }
  }
  return (
    <Modal title={`Schedule: ${job.name}`} isOpen onOpenChange={(open) => (open ? null : onClose())}>
      <Form className={css.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Edit schedule">
        {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
        <TextField
          label="Cron schedule"
          description="Five fields: minute hour day-of-month month day-of-week, in New York time. e.g. 0 * * * * (hourly), 30 2 * * * (2:30 AM daily)."
          value={cron}
          onChange={setCron}
          isRequired
          errorMessage={errors.cron}
        />
        <Switch isSelected={enabled} onChange={setEnabled}>
          Enabled
        </Switch>
        {check.ok ? (
          <div>
            <p className={css.note}>{describeCron(check.data.cron)}. Next runs:</p>
            <ul className={css.preview} aria-label="Next runs">
              {upcoming.map((d) => (
                <li key={d.getTime()}>{formatDateTime(d)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={css.actions}>
          <Button type="submit" isPending={isSaving}>
            Save schedule
          </Button>
          <Button tone="secondary" onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
