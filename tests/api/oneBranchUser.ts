import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../server/db/database';
import type { TestApi } from './harness';

/**
 * A user made by the administrator with one role and one branch, signed in: who asks for another branch and is
 * refused (403). Answers the session token.
 */
export async function oneBranchUser(api: TestApi, admin: string, user: { role: string; branch: string; name: string; email: string; password: string }): Promise<string> {
  const [role] = await queryRows<{ id: number }>(api.db, sql`select id from roles where name = ${user.role}`);
  const [branch] = await queryRows<{ id: number }>(api.db, sql`select id from branches where code = ${user.branch}`);
  const made = await api.request('users/create', {
    token: admin,
    json: { name: user.name, email: user.email, excedeId: '', roleIds: [role!.id], permissionIds: [], branchIds: [branch!.id], landingPage: null, active: true, temporaryPassword: user.password },
  });
  expect(made.status).toBe(201);
  return (await api.login(user.email, user.password)).token;
}
