import { useState } from 'react';
import type { AutomationJob, RunResult } from '../../domain/accounting/automationShortcuts';
import { AUTOMATION_RUN_FIELDS, type AutomationJobCard, type AutomationRun } from '../../domain/accounting/automationShortcutsViews';
import { branchCode } from '../../domain/branches';
import { formatDate, formatDateTime } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import * as css from './AutomationShortcuts.css';

export const RUN_RESULT_TONE: Record<RunResult, NonNullable<BadgeProps['tone']>> = { Running: 'info', OK: 'positive', Warnings: 'caution', Failed: 'critical' };

const COLUMNS: readonly DataTableColumn<AutomationRun>[] = fieldColumns<AutomationRun, typeof AUTOMATION_RUN_FIELDS>(AUTOMATION_RUN_FIELDS, {
  startedAt: { width: '170px' },
  jobTitle: { width: '200px' },
  brnId: { width: '90px' },
  runOn: { width: '110px' },
  result: { width: '120px', render: (row) => <Badge tone={RUN_RESULT_TONE[row.result]}>{row.result}</Badge> },
  rowsAffected: { width: '90px' },
  startedBy: { width: '170px' },
  summary: { width: '420px' },
});

export type AutomationRunsGrid = Omit<ReportGrid<AutomationRun>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface RunParameters {
  brnId: string;
  date: string;
}

export interface AutomationShortcutsProps extends Pick<ReportScreenProps<AutomationRun>, 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: AutomationRunsGrid;
  /** The jobs the user may run; undefined while they load. */
  jobs: readonly AutomationJobCard[] | undefined;
  /** The day a run is for unless the user picks another (today in New York). */
  today: string;
  /** Runs a job; resolves true when it ran (its result is then on its card), false when refused (`runError` says why). */
  onRun: (job: AutomationJob, parameters: RunParameters) => Promise<boolean>;
  isRunning: boolean;
  runError: string | null;
  onSubscribe: (job: AutomationJob) => void;
  onUnsubscribe: (subscription: { id: number; version: number }) => void;
}

function JobCard({ card, onRun, onSubscribe, onUnsubscribe }: { card: AutomationJobCard; onRun: () => void } & Pick<AutomationShortcutsProps, 'onSubscribe' | 'onUnsubscribe'>) {
  const last = card.lastRun;
  return (
    <Card
      title={card.title}
      level={2}
      actions={
        <Button tone="primary" size="small" onPress={onRun} isDisabled={!!card.running}>
          Run now
        </Button>
      }
    >
      <div className={css.card}>
        <p className={css.scope}>{card.scope}</p>
        {card.running ? (
          <Alert tone="info">{`Running: ${card.running.startedBy} started it at ${formatDateTime(card.running.startedAt)}.`}</Alert>
        ) : null}
        <KeyValue
          columns={2}
          placeholder="—"
          items={[
            { label: 'Last run', value: last ? formatDateTime(last.startedAt) : 'Never run' },
            { label: 'Result', value: last ? <Badge tone={RUN_RESULT_TONE[last.result]}>{last.result}</Badge> : null },
            { label: 'Rows affected', value: last ? String(last.rowsAffected) : null },
            { label: 'Run by', value: last?.startedBy },
            { label: 'Branch and day', value: last ? `${last.brnId}, ${formatDate(last.runOn)}` : null },
            { label: 'Next scheduled', value: card.nextScheduledAt ? formatDateTime(card.nextScheduledAt) : 'Not scheduled' },
          ]}
        />
        {last?.summary ? <p className={css.scope}>{last.summary}</p> : null}
        <div className={css.buttons}>
          <Link href={card.screen}>Open the screen</Link>
          {card.subscription ? (
            <Button tone="secondary" size="small" onPress={() => onUnsubscribe(card.subscription!)}>
              Stop result emails
            </Button>
          ) : (
            <Button tone="secondary" size="small" onPress={() => onSubscribe(card.job)}>
              Email me the result
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** /automationShortcuts: run the accounting jobs now for a branch and day, see each one's last result, and the log of runs. */
export function AutomationShortcuts({ filters, grid, jobs, today, onRun, isRunning, runError, onSubscribe, onUnsubscribe, isLoading, error, onRetry }: AutomationShortcutsProps) {
  const [asking, setAsking] = useState<AutomationJobCard | null>(null);
  const branches = filters.branches.map((b) => ({ id: branchCode(b), label: b }));
  const [parameters, setParameters] = useState<RunParameters>({ brnId: filters.value.branches[0] ?? branches[0]?.id ?? '', date: today });
  const confirm = async () => {
    if (asking && (await onRun(asking.job, parameters))) setAsking(null);
  };
  return (
    <ReportScreen<AutomationRun>
      title="Automation Shortcuts"
      description="Run the accounting jobs now for one of your branches and a day, with the same rules as their screens. A job runs once at a time; every run is logged below and audited as the person who started it."
      filters={<ReportFilterBar {...filters} />}
      freshness={null}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      grid={{ ...grid, 'aria-label': 'Runs', columns: COLUMNS, getRowId: (row) => String(row.id), emptyMessage: 'No runs of these branches and days yet.' }}
    >
      {jobs ? (
        <div className={css.cards}>
          {jobs.map((card) => (
            <JobCard key={card.job} card={card} onRun={() => setAsking(card)} onSubscribe={onSubscribe} onUnsubscribe={onUnsubscribe} />
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking ? `Run ${asking.title.toLowerCase()}?` : ''}
        confirmLabel="Run now"
        isPending={isRunning}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
        message={
          <div className={css.form}>
            <span>{asking?.scope}</span>
            <Select label="Branch" items={branches} value={parameters.brnId} onChange={(id) => setParameters((p) => ({ ...p, brnId: id ?? '' }))} />
            <DatePicker label="Day" value={parameters.date} onChange={(date) => setParameters((p) => ({ ...p, date: date ?? '' }))} />
            {runError ? <Alert tone="critical">{runError}</Alert> : null}
          </div>
        }
      />
    </ReportScreen>
  );
}
