import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/database';
import type { TestApi } from './harness';

export type Answer<T> = { status: number; body: T & { message?: string; errors?: { field: string; message: string }[] } };
export interface CallInit {
  method?: string;
  json?: unknown;
  /** null: no token at all. */
  token?: string | null;
}

/** Calls under one API path as `token()` unless told otherwise, answering the status and the JSON body (none for a 204). */
export const callerOf =
  (api: () => TestApi, base: string, token: () => string) =>
  async <T>(path: string, init: CallInit = {}): Promise<Answer<T>> => {
    const response = await api().request(`${base}${path}`, { method: init.method, token: init.token === undefined ? token() : init.token, json: init.json });
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Answer<T>['body'] };
  };

/** The newest audit entry of an action on a record. */
export const lastAudit = async (api: TestApi, action: string, id: number) =>
  (
    await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      api.db,
      sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`,
    )
  )[0]!;

/** Every endpoint ([path, method, body]) answers 401 without a token and 403 to each token given. */
export async function expectRefused(call: ReturnType<typeof callerOf>, endpoints: [string, string | undefined, unknown][], refusedTokens: string[]): Promise<void> {
  for (const [path, method, json] of endpoints) {
    expect((await call(path, { method, json, token: null })).status).toBe(401);
    for (const token of refusedTokens) expect((await call(path, { method, json, token })).status).toBe(403);
  }
}
