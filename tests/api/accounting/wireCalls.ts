import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/database';
import type { TestApi } from '../harness';

export type Answer<T> = { status: number; body: T & { message?: string } };

/** The wire tests' calls to /api/accounting/… (as `token` unless told), and the audit lines of a record. */
export function wireCalls(api: () => TestApi, token: () => string) {
  const call = async <T>(path: string, init: { json?: unknown; method?: string; token?: string } = {}): Promise<Answer<T>> => {
    const response = await api().request(`accounting/${path}`, { token: token(), method: init.json !== undefined && !init.method ? 'POST' : init.method, ...init });
    return { status: response.status, body: (await response.json()) as T & { message?: string } };
  };
  const audits = (action: string, entityId: number) =>
    queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      api().db,
      sql`select before, after from audit_log where action = ${action} and entity_id = ${String(entityId)} order by id`,
    );
  return { call, audits };
}
