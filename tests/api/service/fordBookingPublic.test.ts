import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE, type BookingInput } from '../../../src/domain/service/fordBooking';
import { vinCheckDigit } from '../../../src/domain/vin';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
/** A Super Duty's VIN with its check digit, and the same VIN with its ninth character wrong. */
const DRAFT_VIN = '1FTBW3XM0HKA12345';
const GOOD_VIN = `${DRAFT_VIN.slice(0, 8)}${vinCheckDigit(DRAFT_VIN)}${DRAFT_VIN.slice(9)}`;
const BAD_VIN = GOOD_VIN.replace(/^(.{8})(.)/, (_, head: string, check: string) => `${head}${check === '1' ? '2' : '1'}`);

let phoneNo = 1000;
const booking = (slotStart: string, more: Partial<BookingInput> = {}): BookingInput => ({
  name: 'Dana Ruiz',
  company: 'Ruiz Courier',
  phone: `770-555-${phoneNo++}`,
  email: 'dana@ruizcourier.example',
  textConsent: true,
  brnId: '102',
  vin: GOOD_VIN,
  unitNo: 'RC-7',
  mileage: 48210,
  services: ['PM', 'Tires'],
  lane: 'Express',
  slotStart,
  visit: 'Waiting',
  notes: 'Left rear tire low.',
  ...more,
});

const slots = async (query: string) => {
  const response = await api.request(`public/ford/slots?${query}`);
  return { status: response.status, body: (await response.json()) as { slots: string[]; message?: string } };
};
const book = async (json: unknown, from?: string) => {
  const response = await api.request('public/ford/bookings', { json, headers: from ? { 'x-forwarded-for': from } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const writes = async () => ({ bookings: await countRows(api, 'ford_bookings'), mail: await countRows(api, 'mail_outbox'), audit: await countRows(api, 'audit_log') });

/** Forest Park's Express lane (one bay) a week on: the free start times of its first open day. */
let day: string;
let open: string[];

beforeAll(async () => {
  api = await createTestApi();
  const { body } = await slots(`brnId=102&lane=Express&from=${addDays(newYorkDay(Date.now()), 7)}`);
  day = newYorkDay(body.slots[0]!);
  open = body.slots.filter((s) => newYorkDay(s) === day);
});
afterAll(async () => api.close());

describe('GET /api/public/ford/slots', () => {
  it('offers a week of start times of the lane, signed out, and nothing else', async () => {
    const { status, body } = await slots(`brnId=102&lane=Express&from=${day}`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['slots']);
    expect(open.length).toBeGreaterThan(5);
    expect(body.slots.every((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(s))).toBe(true);
  });

  it('leaves out a slot once its seats are held', async () => {
    const taken = open[1]!;
    expect((await book(booking(taken))).status).toBe(201);
    expect((await slots(`brnId=102&lane=Express&from=${day}`)).body.slots).not.toContain(taken);
  });

  it('offers nothing on a full-day company holiday, and no time a half day closes', async () => {
    const year = Number(day.slice(0, 4));
    const thanksgiving = (await queryRows<{ day: string }>(api.db, sql`select day::text as day from company_holidays where all_branches and day_part = 'Full day' and extract(year from day) = ${year} order by day limit 1`))[0];
    if (thanksgiving) expect((await slots(`brnId=102&lane=Express&from=${thanksgiving.day}`)).body.slots.filter((s) => newYorkDay(s) === thanksgiving.day)).toEqual([]);
    await api.db.execute(sql`insert into company_holidays (day, name, branches, day_part, closes_at, created_by, updated_by) values (${day}, 'Forest Park early close', '{102}', 'Closes early', '12:00', 1, 1)`);
    const cut = (await slots(`brnId=102&lane=Express&from=${day}`)).body.slots.filter((s) => newYorkDay(s) === day);
    await api.db.execute(sql`delete from company_holidays where name = 'Forest Park early close'`);
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.every((s) => Date.parse(s) < Date.parse(`${day}T12:00:00-05:00`))).toBe(true);
  });

  it('refuses a query without its branch or lane (400 naming it)', async () => {
    expect(await slots(`lane=Express&from=${day}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('brnId') } });
    expect(await slots(`brnId=102&lane=Heavy&from=${day}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('lane') } });
  });
});

describe('POST /api/public/ford/bookings', () => {
  it('takes a request, answers only its confirmation number and mails the customer', async () => {
    const before = await writes();
    const { status, body } = await book(booking(open[2]!));
    expect(status).toBe(201);
    expect(Object.keys(body)).toEqual(['confirmation']);
    expect(body.confirmation).toMatch(/^F[A-Z2-9]{7}$/);
    const [row] = await queryRows<{ status: string; source: string; vin: string; createdBy: number | null }>(
      api.db,
      sql`select status, source, vin, created_by as "createdBy" from ford_bookings where confirmation = ${body.confirmation}`,
    );
    expect(row).toEqual({ status: 'Requested', source: 'Online', vin: GOOD_VIN, createdBy: null });
    const [mail] = await queryRows<{ to: string; body: string }>(api.db, sql`select "to", body from mail_outbox order by id desc limit 1`);
    expect(mail!.to).toBe('dana@ruizcourier.example');
    expect(mail!.body).toContain(String(body.confirmation));
    expect(await writes()).toEqual({ bookings: before.bookings + 1, mail: before.mail + 1, audit: before.audit + 1 });
  });

  it('gives the last seat of a slot to one of two requests sent at once; the other is told it was just taken (409)', async () => {
    const last = open[3]!;
    const before = await countRows(api, 'ford_bookings');
    const answers = await Promise.all([book(booking(last), '198.51.100.1'), book(booking(last), '198.51.100.2')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: SLOT_TAKEN_MESSAGE });
    expect(await countRows(api, 'ford_bookings')).toBe(before + 1);
  });

  it('refuses a VIN whose check digit is wrong (400 naming vin), writing nothing', async () => {
    const before = await writes();
    const { status, body } = await book(booking(open[4]!, { vin: BAD_VIN }));
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'vin', message: expect.stringContaining('does not check out') }]);
    expect(await writes()).toEqual(before);
  });

  it('takes the year and model when there is no VIN, and names each missing field', async () => {
    expect((await book(booking(open[4]!, { vin: '', year: 2022, model: 'Transit 350' }))).status).toBe(201);
    const { status, body } = await book({ ...booking(open[5]!, { name: '', company: '', vin: '', services: [] }), email: 'no' });
    expect(status).toBe(400);
    expect((body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['email', 'name', 'services', 'vin']);
  });

  it('refuses a time the lane does not offer (400 naming slotStart)', async () => {
    const before = await writes();
    const { status, body } = await book(booking(`${day}T23:15:00.000Z`));
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'slotStart', message: SLOT_UNAVAILABLE_MESSAGE }]);
    expect(await writes()).toEqual(before);
  });

  it('answers a filled honeypot as a success and writes nothing', async () => {
    const before = await writes();
    const { status, body } = await book({ ...booking(open[5]!), website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(Object.keys(body)).toEqual(['confirmation']);
    expect(await writes()).toEqual(before);
  });

  it('limits requests per phone number (429), whatever the address', async () => {
    const phone = '404-555-7777';
    const answers = [];
    for (const [i, slot] of open.slice(6, 10).entries()) answers.push((await book(booking(slot, { phone }), `203.0.113.${i + 1}`)).status);
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  it('limits requests per address (429 with Retry-After), before reading them', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await api.request('public/ford/bookings', { json: {}, headers: { 'x-forwarded-for': '192.0.2.9' } })).status);
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await api.request('public/ford/bookings', { json: booking(open[10]!), headers: { 'x-forwarded-for': '192.0.2.9' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
  });
});
