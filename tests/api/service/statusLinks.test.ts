import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EXPIRED_RO_MESSAGE, NOTE_MAX, UNKNOWN_RO_MESSAGE, type StatusLinkCreated } from '../../../src/domain/service/statusLinks';
import { queryRows } from '../../../server/db/database';
import { seedServicePhones } from '../../../server/db/seedServicePhones';
import { seedStatusNotesAfterImport } from '../../../server/db/seedStatusNotes';
import { tokenHashOf } from '../../../server/routes/service/statusLinks';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let accounting: string;
let sales: string;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(api.db, query))[0]!;
/**
 * An open RO of a branch for a customer of it with an address on file (or none), made for this file: the small
 * demo's branches may have no open RO at the moment it was generated.
 */
async function openRo(brnId: string, withEmail = true): Promise<{ slsId: string; email: string | null }> {
  const slsId = `M${brnId}${withEmail ? 'E' : 'N'}`;
  const customer = await one<{ cusId: string; email: string | null; untId: string; writer: string }>(
    sql`select c.cus_id as "cusId", c.email, u.unt_id as "untId", (select excede_id from excede_employees where branch_code = ${brnId} limit 1) as writer
          from excede_customers c join excede_units u on u.cus_id = c.cus_id
         where c.brn_id = ${brnId} and (c.email is not null) = ${withEmail} order by c.cus_id limit 1`,
  );
  await api.db.execute(sql`insert into excede_repair_orders (sls_id, sls_typ_id, brn_id, cus_id, unt_id, emp_id_writer, status, date_open, date_promise, hrs_flat, hrs_bill, hrs_actual, amt_labor, amt_parts, amt_total)
    values (${slsId}, 'CP', ${brnId}, ${customer.cusId}, ${customer.untId}, ${customer.writer}, '644', now() - interval '3 hours', now() + interval '5 hours', 3, 3, 1, 450, 1210.55, 1660.55)
    on conflict (sls_id) do nothing`);
  return { slsId, email: customer.email };
}

const post = async <T = StatusLinkCreated>(path: string, json: unknown, token: string | null = service) => {
  const response = await api.request(`service/status-links${path}`, { token, json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const writes = async () => ({ links: await countRows(api, 'mobile_links'), notes: await countRows(api, 'mobile_link_notes'), audit: await countRows(api, 'audit_log'), mail: await countRows(api, 'mail_outbox') });

beforeAll(async () => {
  api = await createTestApi();
  [service, admin, viewer, accounting, sales] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local', 'sales@demo.local');
});
afterAll(() => api.close());

describe('POST /api/service/status-links', () => {
  it('needs a token (401) and the service desk’s permission, the scheduler board’s or the Ford appointment book’s (403), with nothing written', async () => {
    const { slsId } = await openRo('101');
    const before = await writes();
    expect((await post('', { slsId }, null)).status).toBe(401);
    expect((await post('', { slsId }, viewer)).status).toBe(403);
    expect((await post('', { slsId }, accounting)).status).toBe(403);
    // Customer history alone (a salesperson, the Read-only role) sends no link: the service desk does.
    expect((await post('', { slsId }, sales)).status).toBe(403);
    expect((await post('/notes', { slsId, text: 'Parts arrive tomorrow.' }, null)).status).toBe(401);
    expect((await post('/notes', { slsId, text: 'Parts arrive tomorrow.' }, viewer)).status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses an RO of a branch the user lacks (403), an unknown RO (404), a missing slsId (400) and an RO invoiced past the link’s life (400)', async () => {
    const other = await openRo('102');
    const expired = await one<{ slsId: string }>(
      sql`select sls_id as "slsId" from excede_repair_orders where brn_id = '101' and date_invoice < now() - interval '15 days' order by sls_id limit 1`,
    );
    const before = await writes();
    const refused = await post('', { slsId: other.slsId });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/102/);
    const unknown = await post('', { slsId: 'NO-SUCH-RO' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(UNKNOWN_RO_MESSAGE);
    const empty = await post('', { slsId: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^slsId:/);
    const late = await post('', { slsId: expired.slsId });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(EXPIRED_RO_MESSAGE);
    expect(await writes()).toEqual(before);
  });

  it('makes a link of an unguessable token, keeps only its hash, mails it to the customer and audits who made it for which RO', async () => {
    const ro = await openRo('101');
    const made = await post('', { slsId: ro.slsId });
    expect(made.status).toBe(201);
    expect(Object.keys(made.body).sort()).toEqual(['expiresAt', 'mailedTo', 'url']);
    expect(made.body.expiresAt).toBeNull();
    expect(made.body.mailedTo).toBe(ro.email);
    const token = made.body.url.split('/customermobile/')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(token).not.toContain(ro.slsId);
    const [link] = await queryRows<{ token_hash: string; sls_id: string; brn_id: string; revoked: boolean; created_by: number }>(
      api.db,
      sql`select token_hash, sls_id, brn_id, revoked, created_by from mobile_links where sls_id = ${ro.slsId}`,
    );
    expect(link).toMatchObject({ token_hash: tokenHashOf(token), brn_id: '101', revoked: false });
    const [entry] = await queryRows<{ actor: string; after: { slsId: string } }>(
      api.db,
      sql`select u.email as actor, a.after from audit_log a join users u on u.id = a.actor_user_id where a.action = 'status-link.create' order by a.id desc limit 1`,
    );
    expect(entry).toMatchObject({ actor: 'service@demo.local', after: { slsId: ro.slsId } });
    const [mail] = await queryRows<{ to: string; body: string }>(api.db, sql`select "to", body from mail_outbox order by id desc limit 1`);
    expect(mail).toMatchObject({ to: ro.email });
    expect(mail!.body).toContain(made.body.url);
    // A second link for the same RO is another token.
    const again = await post('', { slsId: ro.slsId });
    expect(again.body.url).not.toBe(made.body.url);
  });

  it('answers when an invoiced RO’s link stops working, and mails nothing when the customer has no address', async () => {
    const invoiced = await openRo('101', false);
    await api.db.execute(sql`update excede_repair_orders set date_invoice = now() - interval '2 days' where sls_id = ${invoiced.slsId}`);
    const { dateInvoice } = await one<{ dateInvoice: Date }>(sql`select date_invoice as "dateInvoice" from excede_repair_orders where sls_id = ${invoiced.slsId}`);
    const link = await post('', { slsId: invoiced.slsId }, admin);
    expect(link.status).toBe(201);
    expect(link.body.expiresAt).toBe(new Date(new Date(dateInvoice).getTime() + 14 * 86_400_000).toISOString());
    const noAddress = await openRo('201', false);
    const mails = await countRows(api, 'mail_outbox');
    const made = await post('', { slsId: noAddress.slsId }, admin);
    expect(made.status).toBe(201);
    expect(made.body.mailedTo).toBeNull();
    expect(await countRows(api, 'mail_outbox')).toBe(mails);
  });
});

describe('POST /api/service/status-links/notes', () => {
  it('keeps a customer-facing note of an RO of the user’s branch, audited; refuses an empty or long one (400), another branch (403) and an unknown RO (404)', async () => {
    const ro = await openRo('101');
    const other = await openRo('102');
    const before = await writes();
    expect((await post('/notes', { slsId: ro.slsId, text: '  ' })).body.message).toMatch(/^text:/);
    expect((await post('/notes', { slsId: ro.slsId, text: 'x'.repeat(NOTE_MAX + 1) })).status).toBe(400);
    expect((await post('/notes', { slsId: other.slsId, text: 'Ready at four.' })).status).toBe(403);
    expect((await post('/notes', { slsId: 'NO-SUCH-RO', text: 'Ready at four.' })).status).toBe(404);
    expect(await writes()).toEqual(before);
    const note = await post<{ id: number; text: string; slsId: string }>('/notes', { slsId: ro.slsId, text: ' Your turbo arrives tomorrow morning. ' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ slsId: ro.slsId, text: 'Your turbo arrives tomorrow morning.' });
    const [entry] = await queryRows<{ entity_id: string }>(api.db, sql`select entity_id from audit_log where action = 'status-note.create' order by id desc limit 1`);
    expect(entry!.entity_id).toBe(String(note.body.id));
  });
});

describe('GET /api/public/status/:token', () => {
  const read = async (token: string, from?: string) => {
    const response = await api.request(`public/status/${token}`, { token: null, headers: from ? { 'x-forwarded-for': from } : {} });
    return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') };
  };
  const linkFor = async (slsId: string) => (await post('', { slsId }, admin)).body.url.split('/customermobile/')[1]!;

  it('answers, signed out, exactly the branch, the unit with the last 6 of its VIN, the timeline, the promise, the advisor and the customer’s notes', async () => {
    const ro = await openRo('101');
    await api.db.execute(sql`update excede_repair_orders set date_authorize = now() - interval '2 hours' where sls_id = ${ro.slsId}`);
    await api.db.execute(sql`insert into excede_ro_jobs (sls_id, ops_id, labor_op, description, hrs_flat, hrs_bill, status)
      values (${ro.slsId}, 1, 'BRK-R', 'Brake reline INTERNAL-ONLY', 3, 3, 'In progress') on conflict do nothing`);
    await api.db.execute(sql`insert into excede_tech_time (time_id, emp_id, sls_id, ops_id, clock_in, clock_out)
      values ('MOBILE-1', '10005', ${ro.slsId}, 1, now() - interval '150 minutes', now() - interval '130 minutes'),
             ('MOBILE-2', '10005', ${ro.slsId}, 1, now() - interval '90 minutes', null) on conflict do nothing`);
    expect((await post('/notes', { slsId: ro.slsId, text: 'New brake shoes are on the truck.' })).status).toBe(201);
    const { vin } = await one<{ vin: string }>(sql`select u.vin from excede_units u join excede_repair_orders r on r.unt_id = u.unt_id where r.sls_id = ${ro.slsId}`);
    const answer = await read(await linkFor(ro.slsId));
    expect(answer.status).toBe(200);
    const status = JSON.parse(answer.text) as Record<string, Record<string, unknown>>;
    expect(Object.keys(status).sort()).toEqual(['advisor', 'branch', 'notes', 'promisedAt', 'timeline', 'unit']);
    expect(Object.keys(status.unit!).sort()).toEqual(['fleetNo', 'make', 'model', 'vinLast6', 'year']);
    expect(Object.keys(status.branch!).sort()).toEqual(['name', 'phone']);
    expect(Object.keys(status.advisor!).sort()).toEqual(['name', 'phone']);
    expect(status.branch).toEqual({ name: 'Norcross', phone: '(770) 555-0100' });
    expect(status.unit!.vinLast6).toBe(vin.slice(-6));
    // Newest first, each with when it was written and nothing else.
    expect(status.notes).toEqual([
      { text: 'New brake shoes are on the truck.', at: expect.any(String) },
      { text: 'Your turbo arrives tomorrow morning.', at: expect.any(String) },
    ]);
    const timeline = status.timeline as unknown as { step: string; state: string }[];
    expect(timeline.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current', 'upcoming', 'upcoming']);
    // Nothing internal: no amount, hours, job text, RO or customer number, full VIN.
    for (const secret of ['1660.55', '1210.55', '450', 'INTERNAL-ONLY', 'BRK-R', ro.slsId, vin, 'amt', 'hrs', 'cusId', 'slsId', 'email'])
      expect(answer.text).not.toContain(secret);
  });

  it('gives the same neutral 404 for a made-up, a revoked and an expired link', async () => {
    const made = await read('A'.repeat(32));
    expect(made.status).toBe(404);
    const ro = await openRo('201', false);
    const revoked = await linkFor(ro.slsId);
    await api.db.execute(sql`update mobile_links set revoked = true where token_hash = ${tokenHashOf(revoked)}`);
    const expired = await linkFor((await openRo('102')).slsId);
    await api.db.execute(sql`update excede_repair_orders set date_invoice = now() - interval '15 days' where sls_id = ${(await openRo('102')).slsId}`);
    for (const token of [revoked, expired, 'x', `${revoked}%00`]) {
      const answer = await read(token);
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(made.text);
    }
  });

  it('stops every live link of an RO when staff revoke them, audited; refuses another branch (403) and an unknown RO (404)', async () => {
    const ro = await openRo('101');
    const [first, second] = [await linkFor(ro.slsId), await linkFor(ro.slsId)];
    expect((await read(first)).status).toBe(200);
    const before = await writes();
    expect((await post('/revoke', { slsId: ro.slsId }, viewer)).status).toBe(403);
    expect((await post('/revoke', { slsId: (await openRo('102')).slsId })).status).toBe(403);
    expect((await post('/revoke', { slsId: 'NO-SUCH-RO' })).status).toBe(404);
    expect((await post('/revoke', { slsId: '' })).status).toBe(400);
    expect(await writes()).toEqual(before);
    const revoked = await post<{ revoked: number }>('/revoke', { slsId: ro.slsId });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked).toBeGreaterThanOrEqual(2);
    for (const token of [first, second]) expect((await read(token)).status).toBe(404);
    const [entry] = await queryRows<{ entity_id: string; actor: string }>(
      api.db,
      sql`select a.entity_id, u.email as actor from audit_log a join users u on u.id = a.actor_user_id where a.action = 'status-link.revoke' order by a.id desc limit 1`,
    );
    expect(entry).toEqual({ entity_id: ro.slsId, actor: 'service@demo.local' });
    // A new link works again.
    expect((await read(await linkFor(ro.slsId))).status).toBe(200);
  });

  it('limits each address (429 with Retry-After), before looking at the token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await read('B'.repeat(32), '10.9.9.9')).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    const limited = await read('B'.repeat(32), '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect((await read('B'.repeat(32), '10.9.9.10')).status).toBe(404);
  });
});

describe('the demo', () => {
  it('seeds a note for the customer on each open RO with jobs after the import, and writes nothing the second time', async () => {
    // The API tests' template runs no after-import seeding: this does, as the server does after its first import.
    await seedStatusNotesAfterImport(api.db);
    const open = await one<{ n: number }>(sql`select count(distinct r.sls_id)::int as n from excede_repair_orders r join excede_ro_jobs j on j.sls_id = r.sls_id where r.date_invoice is null`);
    const noted = await one<{ n: number }>(sql`select count(distinct n.sls_id)::int as n from mobile_link_notes n join excede_repair_orders r on r.sls_id = n.sls_id where r.date_invoice is null`);
    expect(open.n).toBeGreaterThan(0);
    expect(noted.n).toBe(open.n);
    const before = await writes();
    await seedStatusNotesAfterImport(api.db);
    await seedServicePhones(api.db);
    expect(await writes()).toEqual(before);
  });
});
