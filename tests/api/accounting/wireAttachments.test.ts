import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WIRE_ATTACHMENT_NOT_READABLE, type WireAttachment } from '../../../src/domain/accounting/wireAttachments';
import { CALLBACK_NEEDED } from '../../../src/domain/accounting/wireAuthorization';
import type { WireBeneficiary, WireDetail } from '../../../src/domain/accounting/wireAuthorizationViews';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';
import { wireCalls } from './wireCalls';

let api: TestApi;
let accounting: string;
let admin: string;
let parts: string;
let viewer: string;

const { call, audits } = wireCalls(() => api, () => accounting);
const attach = (wireId: number, { bytes = '%PDF-1.4\n%%EOF\n' as string | Uint8Array<ArrayBuffer>, name = 'Invoice FP-23004.pdf', kind = 'Invoice', token = accounting } = {}) => {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  form.set('kind', kind);
  return api.request(`accounting/wires/${wireId}/attachments`, { token, body: form });
};
const written = async () => ({ attachments: await countRows(api, 'wire_attachments'), files: await countRows(api, 'stored_files'), audit: await countRows(api, 'audit_log') });

const NEW_BENEFICIARY = { brnId: '101', name: 'Cobb County Trailer', bankName: 'Regions Bank', routingNumber: '062005690', accountNumber: '0045512280', phone: '(770) 555-0123' };
const wireOf = (beneficiaryId: number, amount = '4,000.00') => ({ brnId: '101', beneficiaryId, amount, valueDate: '2026-11-25', purpose: 'Trailer payoff', reference: 'Stock T1101' });

/** A submitted wire of its own to a beneficiary of its own. */
async function submittedWire(beneficiaryId: number, amount?: string) {
  const made = await call<WireDetail>('wires', { json: wireOf(beneficiaryId, amount) });
  return (await call<WireDetail>(`wires/${made.body.wire.id}/submit`, { json: { version: made.body.wire.version } })).body;
}

let beneficiary: WireBeneficiary;
let wire: WireDetail;

beforeAll(async () => {
  api = await createTestApi();
  await api.db.execute(sql`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = 'viewer@demo.local' and r.name = 'Read-only' on conflict do nothing`);
  [accounting, admin, parts, viewer] = await api.tokensOf('accounting@demo.local', 'admin@demo.local', 'parts@demo.local', 'viewer@demo.local');
  beneficiary = (await call<WireBeneficiary>('wire-beneficiaries', { json: NEW_BENEFICIARY })).body;
  wire = await submittedWire(beneficiary.id);
});
afterAll(() => api.close());

describe('a wire’s documents', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(`accounting/wires/${wire.wire.id}/attachments`)).status).toBe(401);
    expect((await call(`wires/${wire.wire.id}/attachments`, { token: parts })).status).toBe(403);
    expect((await attach(wire.wire.id, { token: viewer })).status).toBe(403);
  });

  it('refuses a wrong kind, a file that is not what it says and another branch’s wire (400, 400, 403), writing nothing', async () => {
    const before = await written();
    const wrongKind = await attach(wire.wire.id, { kind: 'Receipt' });
    expect([wrongKind.status, ((await wrongKind.json()) as { message: string }).message]).toEqual([400, expect.stringMatching(/^kind: Choose what the document is/)]);
    const notPdf = await attach(wire.wire.id, { bytes: 'MZ not a pdf at all', name: 'invoice.pdf' });
    expect([notPdf.status, ((await notPdf.json()) as { message: string }).message]).toEqual([400, `file: ${WIRE_ATTACHMENT_NOT_READABLE}`]);
    const [other] = await queryRows<{ id: number }>(api.db, sql`insert into wire_requests (brn_id, beneficiary_id, amount, value_date, purpose, created_by, updated_by)
      select '201', ${beneficiary.id}, '10.00', '2026-11-25', 'Another branch', u.id, u.id from users u where u.email = 'admin@demo.local' returning id`);
    expect((await attach(other!.id)).status).toBe(403);
    expect((await call(`wires/${other!.id}/attachments`)).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('attaches an invoice (audited), lists it with who and when on the wire, and opens or downloads it', async () => {
    const attached = await attach(wire.wire.id);
    expect(attached.status).toBe(201);
    const { rows } = (await attached.json()) as { rows: WireAttachment[] };
    expect(rows).toEqual([expect.objectContaining({ kind: 'Invoice', fileName: 'Invoice FP-23004.pdf', mimeType: 'application/pdf', attachedBy: 'Casey Accounting', version: 1 })]);
    const [entry] = await audits('wire-attachment.attach', rows[0]!.id);
    expect(entry!.after).toMatchObject({ kind: 'Invoice', wireId: wire.wire.id });
    const detail = await call<WireDetail>(`wires/${wire.wire.id}`, { token: viewer });
    expect(detail.body.attachments).toEqual(rows);
    const opened = await api.request(`accounting/wires/${wire.wire.id}/attachments/${rows[0]!.id}`, { token: viewer });
    expect([opened.status, opened.headers.get('content-type'), opened.headers.get('content-disposition')]).toEqual([200, 'application/pdf', expect.stringMatching(/^inline;/)]);
    expect(await opened.text()).toBe('%PDF-1.4\n%%EOF\n');
    const downloaded = await api.request(`accounting/wires/${wire.wire.id}/attachments/${rows[0]!.id}?download`, { token: viewer });
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment; filename="Invoice FP-23004.pdf"/);
    expect((await api.request(`accounting/wires/${wire.wire.id}/attachments/999999`, { token: viewer })).status).toBe(404);
  });

  it('keeps the approvals when a document is attached after one: it is evidence, not a change of payee or amount', async () => {
    const big = await submittedWire(beneficiary.id, '30,000.00');
    const approved = await call<WireDetail>(`wires/${big.wire.id}/approve`, { token: admin, json: { version: big.wire.version } });
    expect(approved.body.wire.status).toBe('Approved 1 of 2');
    expect((await attach(big.wire.id, { kind: 'Payoff letter', name: 'payoff.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) })).status).toBe(201);
    const after = await call<WireDetail>(`wires/${big.wire.id}`);
    expect(after.body.wire).toMatchObject({ status: 'Approved 1 of 2', approvals: 1, version: approved.body.wire.version });
    expect(after.body.attachments).toEqual([expect.objectContaining({ kind: 'Payoff letter', mimeType: 'image/png' })]);
    const removed = await call(`wires/${big.wire.id}/attachments/${after.body.attachments[0]!.id}`, { method: 'DELETE', json: { version: 1 } });
    expect([removed.status, removed.body.message]).toEqual([409, 'The wire holds an approval given with its documents: they stay.']);
  });

  it('removes a document while the wire is submitted, as of the version seen (409 when stale), audited', async () => {
    const [attachment] = (await call<WireDetail>(`wires/${wire.wire.id}`)).body.attachments;
    const before = await written();
    expect((await call(`wires/${wire.wire.id}/attachments/${attachment!.id}`, { method: 'DELETE', token: viewer, json: { version: 1 } })).status).toBe(403);
    const stale = await call(`wires/${wire.wire.id}/attachments/${attachment!.id}`, { method: 'DELETE', json: { version: 7 } });
    expect([stale.status, stale.body.message]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    expect(await written()).toEqual(before);
    const removed = await call<{ rows: WireAttachment[] }>(`wires/${wire.wire.id}/attachments/${attachment!.id}`, { method: 'DELETE', json: { version: 1 } });
    expect([removed.status, removed.body.rows]).toEqual([200, []]);
    const [entry] = await audits('wire-attachment.remove', attachment!.id);
    expect(entry!.before).toMatchObject({ fileName: 'Invoice FP-23004.pdf' });
    expect(await written()).toEqual({ attachments: before.attachments - 1, files: before.files - 1, audit: before.audit + 1 });
  });

  it('never removes a released wire’s documents (409 with the reason)', async () => {
    const [released] = await queryRows<{ id: number }>(api.db, sql`select id from wire_requests where status = 'Released' and brn_id = '101' limit 1`);
    const attached = (await (await attach(released!.id, { kind: 'Bill of sale', name: 'bill of sale.pdf' })).json()) as { rows: WireAttachment[] };
    const refused = await call(`wires/${released!.id}/attachments/${attached.rows[0]!.id}`, { method: 'DELETE', json: { version: 1 } });
    expect([refused.status, refused.body.message]).toEqual([409, 'The wire has been released: its documents are its record and stay.']);
  });
});

describe('a change of a beneficiary’s bank details', () => {
  it('unverifies the beneficiary and resets the approvals of its open approved wires, in one transaction, audited', async () => {
    const called = await call<WireBeneficiary>(`wire-beneficiaries/${beneficiary.id}/callback`, { json: { version: beneficiary.version, phone: NEW_BENEFICIARY.phone } });
    const approved = await call<WireDetail>(`wires/${wire.wire.id}/approve`, { token: admin, json: { version: wire.wire.version } });
    expect(approved.body.wire.status).toBe('Approved');
    expect(approved.body.releaseRefusal).toBeNull();
    const changed = await call<WireBeneficiary>(`wire-beneficiaries/${called.body.id}`, {
      method: 'PUT',
      json: { version: called.body.version, name: NEW_BENEFICIARY.name, bankName: 'Truist Bank', routingNumber: '061000104', accountNumber: '5566778899', phone: NEW_BENEFICIARY.phone },
    });
    expect(changed.body).toMatchObject({ verified: null, bankName: 'Truist Bank', callbackPhone: NEW_BENEFICIARY.phone });
    const after = (await call<WireDetail>(`wires/${wire.wire.id}`)).body;
    expect(after.wire).toMatchObject({ status: 'Submitted', approvals: 0 });
    expect(after.trail.at(-1)).toMatchObject({ kind: 'Reset', note: 'The beneficiary’s bank details changed after the approval: the wire needs its approvals again.' });
    expect(after.releaseRefusal).toBe(CALLBACK_NEEDED);
    const [entry] = await audits('wire.reset', wire.wire.id);
    expect([entry!.before?.status, entry!.after?.status]).toEqual(['Approved', 'Submitted']);
    wire = after;
    beneficiary = changed.body;
  });

  it('refuses the release (409) until a new call-back is recorded', async () => {
    const approved = (await call<WireDetail>(`wires/${wire.wire.id}/approve`, { token: admin, json: { version: wire.wire.version } })).body;
    const refused = await call(`wires/${wire.wire.id}/release`, { json: { version: approved.wire.version, bankReference: 'FED-2' } });
    expect([refused.status, refused.body.message]).toEqual([409, CALLBACK_NEEDED]);
    await call(`wire-beneficiaries/${beneficiary.id}/callback`, { json: { version: beneficiary.version, phone: NEW_BENEFICIARY.phone } });
    const released = await call<WireDetail>(`wires/${wire.wire.id}/release`, { json: { version: approved.wire.version, bankReference: 'FED-2' } });
    expect(released.body.wire.status).toBe('Released');
  });

  it('refuses a bad routing number (400 naming it) and a stale version (409), resetting nothing', async () => {
    const before = await countRows(api, 'audit_log');
    const body = { name: NEW_BENEFICIARY.name, bankName: 'Truist Bank', routingNumber: '061000105', accountNumber: '5566778899', phone: NEW_BENEFICIARY.phone };
    const bad = await call(`wire-beneficiaries/${beneficiary.id}`, { method: 'PUT', json: { version: beneficiary.version + 1, ...body } });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^routingNumber: .*check digit/)]);
    const stale = await call(`wire-beneficiaries/${beneficiary.id}`, { method: 'PUT', json: { version: 1, ...body, routingNumber: '061000104' } });
    expect(stale.status).toBe(409);
    expect(await countRows(api, 'audit_log')).toBe(before);
  });
});
