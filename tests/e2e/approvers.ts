import { expect } from 'vitest';
import type { ApprovalKind } from '../../src/domain/approvals';
import { BRANCH_PREFERENCE_KEY } from '../../src/domain/constants';
import { baseURL, tokenOf } from './browser';

/** A call to the API as an account: GET, or POST when it carries JSON, or the method asked; the status and JSON body. */
export async function callAs(email: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const headers = { authorization: `Bearer ${await tokenOf(email)}`, 'content-type': 'application/json' };
  const answer = await fetch(`${baseURL()}/api/${path}`, { method: init.method ?? (init.json ? 'POST' : 'GET'), headers, body: init.json ? JSON.stringify(init.json) : undefined });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/**
 * An approver made by the administrator through the API, as an admin would: the Accounting role at Norcross,
 * an approval authority of the kind without a limit, and Norcross chosen as their working branch (so no
 * 'Branch Required' question stands in front of the screen).
 */
export async function makeApprover({ email, name, kind, landingPage }: { email: string; name: string; kind: ApprovalKind; landingPage: string }) {
  const roles = (await callAs('admin@demo.local', 'role/list')).body.content as { id: number; name: string }[];
  const branches = (await callAs('admin@demo.local', 'branch/list')).body.content as { id: number; code: string }[];
  const made = await callAs('admin@demo.local', 'users/create', {
    json: {
      name,
      email,
      excedeId: '',
      roleIds: [roles.find((r) => r.name === 'Accounting')!.id],
      permissionIds: [],
      branchIds: [branches.find((b) => b.code === '101')!.id],
      landingPage,
      active: true,
      temporaryPassword: 'demo1234',
    },
  });
  expect(made.status).toBe(201);
  const { id } = made.body.content as { id: number };
  expect((await callAs('admin@demo.local', `users/${id}/approval-authorities/${kind}`, { method: 'PUT', json: { limit: null } })).status).toBeLessThan(300);
  expect((await callAs(email, 'user/preference', { json: { key: BRANCH_PREFERENCE_KEY, value: '101 - Norcross' } })).status).toBe(200);
}
