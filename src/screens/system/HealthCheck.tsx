import { formatDateTime } from '../../domain/format';
import type { HealthCheck as HealthAnswer } from '../../domain/imports';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './HealthCheck.css';

export interface HealthCheckProps {
  health: HealthAnswer | undefined;
  isLoading?: boolean;
  /** The server did not answer at all. */
  error?: string | null;
  onRefresh: () => void;
  checkedAt?: string | undefined;
}

const tone = (status: string | undefined) => (status === 'ok' || status === 'running' ? 'positive' : status === 'stopped' ? 'caution' : 'critical');
const label = (status: string | undefined) => (status === 'ok' ? 'OK' : status === 'running' ? 'Running' : status === 'stopped' ? 'Not running' : 'Error');

/** /healthcheck (open): the database, file storage, scheduler and version, for monitoring. */
export function HealthCheck({ health, isLoading, error, onRefresh, checkedAt }: HealthCheckProps) {
  return (
    <div className={css.page}>
      <PageHeader
        title="Health Check"
        description={checkedAt ? `Checked ${formatDateTime(checkedAt)}.` : 'The portal checks its database, file storage and import scheduler.'}
        actions={
          <Button tone="secondary" onPress={onRefresh} isPending={isLoading}>
            Check again
          </Button>
        }
      />
      {error && !health ? (
        <ErrorState message={error} onRetry={onRefresh} />
      ) : isLoading && !health ? (
        <Skeleton lines={6} label="Checking the portal" />
      ) : health ? (
        <>
          <div role="status" className={css.overall}>
            <Badge tone={tone(health.status)}>{health.status === 'ok' ? 'All systems OK' : 'Something is wrong'}</Badge>
            <span>Version {health.version}</span>
          </div>
          <div className={css.grid}>
            <Card title="Database" level={2} actions={<Badge tone={tone(health.database.status)}>{label(health.database.status)}</Badge>}>
              <KeyValue
                columns={1}
                items={[
                  { label: 'Kind', value: health.database.kind === 'postgres' ? 'PostgreSQL' : health.database.kind === 'pglite' ? 'PGlite (embedded)' : '' },
                  { label: 'Response', value: health.database.ms !== undefined ? `${health.database.ms} ms` : '' },
                  { label: 'Error', value: health.database.message ?? '' },
                ]}
              />
            </Card>
            <Card title="File storage" level={2} actions={<Badge tone={tone(health.storage?.status)}>{health.storage ? label(health.storage.status) : 'Unknown'}</Badge>}>
              <KeyValue
                columns={1}
                items={[
                  { label: 'Response', value: health.storage?.ms !== undefined ? `${health.storage.ms} ms` : '' },
                  { label: 'Error', value: health.storage?.message ?? '' },
                ]}
              />
            </Card>
            <Card title="Import scheduler" level={2} actions={<Badge tone={tone(health.scheduler?.status)}>{health.scheduler ? label(health.scheduler.status) : 'Unknown'}</Badge>}>
              <KeyValue
                columns={1}
                items={[
                  { label: 'Checks every', value: health.scheduler ? `${health.scheduler.intervalSeconds} s` : '' },
                  { label: 'Last import', value: health.scheduler?.lastRunAt ? `${formatDateTime(health.scheduler.lastRunAt)} (${health.scheduler.lastRunStatus ?? ''})` : 'Never' },
                  { label: 'Next import', value: health.scheduler?.nextRunAt ? formatDateTime(health.scheduler.nextRunAt) : '' },
                ]}
              />
            </Card>
          </div>
        </>
      ) : null}
    </div>
  );
}
