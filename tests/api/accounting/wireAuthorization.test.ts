import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CALLBACK_NEEDED } from '../../../src/domain/accounting/wireAuthorization';
import type { WireBeneficiary, WireDetail, WireOverview, WireRow } from '../../../src/domain/accounting/wireAuthorizationViews';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';
import { wireCalls } from './wireCalls';

let api: TestApi;
let accounting: string;
let admin: string;
let linda: string;
let parts: string;
let viewer: string;

const { call, audits } = wireCalls(() => api, () => accounting);

const NEW_BENEFICIARY = { brnId: '101', name: 'Gwinnett Trailer Sales', bankName: 'Regions Bank', routingNumber: '062005690', accountNumber: '0093317752', phone: '(678) 555-0110' };
const wireOf = (beneficiaryId: number, amount = '60,000.00') => ({ brnId: '101', beneficiaryId, amount, valueDate: '2026-11-25', purpose: 'Used truck purchase', reference: 'Stock U24410' });

let beneficiary: WireBeneficiary;
let wire: WireDetail;

beforeAll(async () => {
  api = await createTestApi();
  // Linda Anderson (an AR manager at Norcross, signing in with the demo password) approves wires too, up to $100,000.00;
  // viewer@ reads every screen (Read-only).
  await api.db.execute(sql`update users set active = true, password_hash = (select password_hash from users where email = 'accounting@demo.local') where email = 'linda.anderson@demo.local'`);
  await api.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where (u.email = 'linda.anderson@demo.local' and r.name = 'Accounting') or (u.email = 'viewer@demo.local' and r.name = 'Read-only')
    on conflict do nothing`);
  await api.db.execute(sql`insert into approval_authorities (user_id, kind, limit_amount, created_by)
    select u.id, 'wire', 100000.00, u.id from users u where u.email = 'linda.anderson@demo.local' on conflict do nothing`);
  [accounting, admin, linda, parts, viewer] = await api.tokensOf('accounting@demo.local', 'admin@demo.local', 'linda.anderson@demo.local', 'parts@demo.local', 'viewer@demo.local');
});
afterAll(() => api.close());

describe('beneficiaries', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('accounting/wire-beneficiaries')).status).toBe(401);
    expect((await call('wire-beneficiaries', { token: parts })).status).toBe(403);
    expect((await call('wire-beneficiaries', { token: viewer, json: NEW_BENEFICIARY })).status).toBe(403);
  });

  it('refuses a bad routing number (400 naming it) and another branch (403), writing nothing', async () => {
    const before = { beneficiaries: await countRows(api, 'wire_beneficiaries'), audit: await countRows(api, 'audit_log') };
    const bad = await call('wire-beneficiaries', { json: { ...NEW_BENEFICIARY, routingNumber: '062005691' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^routingNumber: .*check digit/);
    expect((await call('wire-beneficiaries', { json: { ...NEW_BENEFICIARY, brnId: '201' } })).status).toBe(403);
    expect({ beneficiaries: await countRows(api, 'wire_beneficiaries'), audit: await countRows(api, 'audit_log') }).toEqual(before);
  });

  it('adds a beneficiary waiting for its call-back, audited; a reader sees its account number masked', async () => {
    const added = await call<WireBeneficiary>('wire-beneficiaries', { json: NEW_BENEFICIARY });
    expect(added.status).toBe(201);
    beneficiary = added.body;
    expect(beneficiary).toMatchObject({ accountNumber: '0093317752', callbackPhone: '(678) 555-0110', verified: null });
    const [entry] = await audits('wire-beneficiary.add', beneficiary.id);
    expect(entry!.after).toMatchObject({ name: 'Gwinnett Trailer Sales' });
    const read = await call<{ rows: WireBeneficiary[] }>('wire-beneficiaries?brnId=101', { token: viewer });
    expect(read.body.rows.find((b) => b.id === beneficiary.id)?.accountNumber).toBe('••••7752');
    expect(JSON.stringify(read.body)).not.toContain('0093317752');
  });
});

describe('a wire from request to release', () => {
  it('refuses a bad payload (400 naming the field) and another branch (403), writing nothing', async () => {
    const before = { wires: await countRows(api, 'wire_requests'), audit: await countRows(api, 'audit_log') };
    const bad = await call('wires', { json: { ...wireOf(beneficiary.id), amount: 'lots' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^amount: Enter the amount in dollars and cents, e.g. 250.00./);
    expect((await call('wires', { json: { ...wireOf(beneficiary.id), brnId: '201' } })).status).toBe(403);
    const [other] = await queryRows<{ id: number }>(api.db, sql`select id from wire_beneficiaries where brn_id = '102' limit 1`);
    expect((await call('wires', { json: wireOf(other!.id) })).body.message).toBe('beneficiaryId: Choose a beneficiary of the wire’s branch.');
    expect((await call('wires', { token: viewer, json: wireOf(beneficiary.id) })).status).toBe(403);
    expect({ wires: await countRows(api, 'wire_requests'), audit: await countRows(api, 'audit_log') }).toEqual(before);
  });

  it('drafts and submits a wire of $60,000.00, which needs two approvers', async () => {
    const drafted = await call<WireDetail>('wires', { json: wireOf(beneficiary.id) });
    expect(drafted.status).toBe(201);
    expect(drafted.body.wire).toMatchObject({ status: 'Draft', amount: '60000.00', approvalsNeeded: 2, approvals: 0 });
    const submitted = await call<WireDetail>(`wires/${drafted.body.wire.id}/submit`, { json: { version: drafted.body.wire.version } });
    wire = submitted.body;
    expect(wire.wire.status).toBe('Submitted');
    expect(wire.trail.map((t) => t.kind)).toEqual(['Submitted']);
    const [entry] = await audits('wire.submit', wire.wire.id);
    expect([entry!.before?.status, entry!.after?.status]).toEqual(['Draft', 'Submitted']);
  });

  it('refuses its requester’s approval (403, said beside the button) and a user without the permission', async () => {
    expect(wire.approvalRefusal).toBe('You recorded this wire: someone else must approve it.');
    const own = await call(`wires/${wire.wire.id}/approve`, { json: { version: wire.wire.version } });
    expect([own.status, own.body.message]).toEqual([403, 'You recorded this wire: someone else must approve it.']);
    expect((await call(`wires/${wire.wire.id}/approve`, { token: viewer, json: { version: wire.wire.version } })).status).toBe(403);
    expect((await call(`wires/${wire.wire.id}/approve`, { token: parts, json: { version: wire.wire.version } })).status).toBe(403);
  });

  it('takes two distinct approvers, counts them in the list, and refuses a stale version', async () => {
    const first = await call<WireDetail>(`wires/${wire.wire.id}/approve`, { token: admin, json: { version: wire.wire.version } });
    expect(first.body.wire).toMatchObject({ status: 'Approved 1 of 2', approvals: 1 });
    const again = await call(`wires/${wire.wire.id}/approve`, { token: admin, json: { version: first.body.wire.version } });
    expect([again.status, again.body.message]).toEqual([403, 'You have already approved this wire: the second approval must be someone else’s.']);
    const stale = await call(`wires/${wire.wire.id}/approve`, { token: linda, json: { version: wire.wire.version } });
    expect([stale.status, stale.body.message]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    const second = await call<WireDetail>(`wires/${wire.wire.id}/approve`, { token: linda, json: { version: first.body.wire.version } });
    wire = second.body;
    expect(wire.wire).toMatchObject({ status: 'Approved', approvals: 2 });
    const list = await call<ListAnswer<WireRow>>(`wires?brnId=101&f.requestNo=${wire.wire.requestNo}`, { token: viewer });
    expect(list.body.rows).toEqual([expect.objectContaining({ id: wire.wire.id, status: 'Approved', bank: 'Regions Bank ••••7752', amount: '60000.00', approvers: expect.stringMatching(/, /) })]);
  });

  it('refuses the release until the call-back to the number on file is recorded', async () => {
    expect(wire.releaseRefusal).toBe(CALLBACK_NEEDED);
    const refused = await call(`wires/${wire.wire.id}/release`, { json: { version: wire.wire.version, bankReference: 'FED-1' } });
    expect([refused.status, refused.body.message]).toEqual([409, CALLBACK_NEEDED]);
    const wrongNumber = await call(`wire-beneficiaries/${beneficiary.id}/callback`, { json: { version: beneficiary.version, phone: '(404) 555-0199' } });
    expect([wrongNumber.status, wrongNumber.body.message]).toEqual([400, 'phone: The call-back must be to the number on file before the change, (678) 555-0110.']);
    const called = await call<WireBeneficiary>(`wire-beneficiaries/${beneficiary.id}/callback`, { json: { version: beneficiary.version, phone: '678-555-0110', note: 'Spoke with their controller.' } });
    expect(called.body.verified).toMatchObject({ by: 'Casey Accounting', note: 'Spoke with their controller.' });
    beneficiary = called.body;
    const released = await call<WireDetail>(`wires/${wire.wire.id}/release`, { json: { version: wire.wire.version, bankReference: 'FED20261125-0042' } });
    expect(released.body.wire).toMatchObject({ status: 'Released', bankReference: 'FED20261125-0042' });
    wire = released.body;
  });

  it('refuses an edit of a released wire and any move its status does not allow', async () => {
    const edit = await call(`wires/${wire.wire.id}`, { method: 'PUT', json: { version: wire.wire.version, ...wireOf(beneficiary.id) } });
    expect([edit.status, edit.body.message]).toEqual([409, 'A released wire can no longer be changed.']);
    const submit = await call(`wires/${wire.wire.id}/submit`, { json: { version: wire.wire.version } });
    expect([submit.status, submit.body.message]).toEqual([409, 'Only a draft is submitted.']);
    const confirmed = await call<WireDetail>(`wires/${wire.wire.id}/confirm`, { json: { version: wire.wire.version } });
    expect(confirmed.body.wire.status).toBe('Confirmed');
    expect(confirmed.body.trail.map((t) => t.kind)).toEqual(['Submitted', 'Approved', 'Approved', 'Released', 'Confirmed']);
  });
});

describe('edits, limits and the rest', () => {
  let detail: WireDetail;
  it('resets the approvals of a wire changed after them, kept in the trail, back to Submitted', async () => {
    const made = await call<WireDetail>('wires', { json: wireOf(beneficiary.id, '30,000.00') });
    const submitted = await call<WireDetail>(`wires/${made.body.wire.id}/submit`, { json: { version: made.body.wire.version } });
    const approved = await call<WireDetail>(`wires/${made.body.wire.id}/approve`, { token: admin, json: { version: submitted.body.wire.version } });
    expect(approved.body.wire.status).toBe('Approved 1 of 2');
    const edited = await call<WireDetail>(`wires/${made.body.wire.id}`, { method: 'PUT', json: { version: approved.body.wire.version, ...wireOf(beneficiary.id, '31,000.00') } });
    detail = edited.body;
    expect(detail.wire).toMatchObject({ status: 'Submitted', approvals: 0, amount: '31000.00' });
    expect(detail.trail.map((t) => [t.kind, t.resetAt !== null])).toEqual([
      ['Submitted', false],
      ['Approved', true],
      ['Reset', false],
    ]);
    const [entry] = await audits('wire.change', detail.wire.id);
    expect([entry!.before?.amount, entry!.after?.amount, entry!.after?.status]).toEqual(['30000.00', '31000.00', 'Submitted']);
  });

  it('keeps a value date’s approved wires within the daily limit, and an approver within their own', async () => {
    await api.db.execute(sql`insert into portal_settings (key, value) values ('wire.dailyLimitCents', '8000000'::jsonb)`);
    const first = await call<WireDetail>(`wires/${detail.wire.id}/approve`, { token: admin, json: { version: detail.wire.version } });
    const over = await call(`wires/${detail.wire.id}/approve`, { token: linda, json: { version: first.body.wire.version } });
    expect([over.status, over.body.message]).toEqual([409, 'The wires approved for 11/25/2026 would come to $91,000.00, over the daily limit of $80,000.00.']);
    await api.db.execute(sql`delete from portal_settings where key = 'wire.dailyLimitCents'`);
    await api.db.execute(sql`update approval_authorities set limit_amount = 20000.00 where kind = 'wire' and user_id = (select id from users where email = 'linda.anderson@demo.local')`);
    const beyond = await call(`wires/${detail.wire.id}/approve`, { token: linda, json: { version: first.body.wire.version } });
    expect([beyond.status, beyond.body.message]).toEqual([403, 'Your approval limit for wires is $20,000.00; this wire is for $31,000.00.']);
  });

  it('rejects with a reason, and cancels an open wire', async () => {
    const noReason = await call(`wires/${detail.wire.id}/reject`, { token: admin, json: { version: detail.wire.version + 1 } });
    expect(noReason.body.message).toMatch(/^reason: /);
    const rejected = await call<WireDetail>(`wires/${detail.wire.id}/reject`, { token: admin, json: { version: detail.wire.version + 1, reason: 'Wrong stock number.' } });
    expect(rejected.body.wire.status).toBe('Rejected');
    expect(rejected.body.trail.at(-1)).toMatchObject({ kind: 'Rejected', by: expect.any(String), note: 'Wrong stock number.' });
    const made = await call<WireDetail>('wires', { json: wireOf(beneficiary.id, '500.00') });
    const cancelled = await call<WireDetail>(`wires/${made.body.wire.id}/cancel`, { json: { version: made.body.wire.version } });
    expect(cancelled.body.wire.status).toBe('Cancelled');
  });

  it('asks for a new call-back, to the old number, when bank details change', async () => {
    const changed = await call<WireBeneficiary>(`wire-beneficiaries/${beneficiary.id}`, {
      method: 'PUT',
      json: { version: beneficiary.version, name: NEW_BENEFICIARY.name, bankName: 'Regions Bank', routingNumber: '062005690', accountNumber: '0093317999', phone: '(678) 555-0999' },
    });
    expect(changed.body).toMatchObject({ verified: null, phone: '(678) 555-0999', callbackPhone: '(678) 555-0110' });
    const [entry] = await audits('wire-beneficiary.change', beneficiary.id);
    expect([entry!.before?.accountNumber, entry!.after?.accountNumber]).toEqual(['0093317752', '0093317999']);
  });

  it('refuses another branch’s wire and answers the overview', async () => {
    const [other] = await queryRows<{ id: number }>(api.db, sql`select id from wire_requests where brn_id = '102' limit 1`);
    expect((await call(`wires/${other!.id}`, { token: viewer })).status).toBe(403);
    const overview = await call<WireOverview>('wires/overview', { token: admin });
    expect(overview.body.awaitingMyApproval).toBeGreaterThan(0);
    expect(overview.body.cutOff).toBe('16:00');
    expect(overview.body.weeks.length).toBeGreaterThan(0);
  });
});
