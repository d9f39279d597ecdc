import useSWR from 'swr';
import { describeFailure } from '../../../src/domain/errors';
import type { HealthCheck as HealthAnswer } from '../../../src/domain/imports';
import { HealthCheck } from '../../../src/screens/system/HealthCheck';

/** Open, no sign-in: a 503 still carries the answer, so it is read whatever the status. */
async function loadHealth(): Promise<HealthAnswer & { checkedAt: string }> {
  let response: Response;
  try {
    response = await fetch('/api/healthcheck', { cache: 'no-store' });
  } catch {
    throw new Error(describeFailure({ kind: 'no-response' }));
  }
  const body = (await response.json().catch(() => null)) as HealthAnswer | null;
  if (!body) throw new Error(describeFailure({ kind: 'http', status: response.status, message: undefined }));
  return { ...body, checkedAt: new Date().toISOString() };
}

export default function HealthCheckPage() {
  const { data, error, isValidating, mutate } = useSWR('healthcheck', loadHealth, { refreshInterval: 60_000 });
  return (
    <HealthCheck
      health={data}
      checkedAt={data?.checkedAt}
      isLoading={isValidating}
      error={error ? (error as Error).message : null}
      onRefresh={() => void mutate()}
    />
  );
}
