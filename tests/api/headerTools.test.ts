import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHT_COLOR_MESSAGE } from '../../src/domain/themeColor';
import { FLAG_SUCCESS_MESSAGE } from '../../src/domain/feedback/flagError';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let parts: { token: string; id: number };
let viewer: { token: string; id: number };
beforeAll(async () => {
  api = await createTestApi();
  parts = await api.login('parts@demo.local');
  viewer = await api.login('viewer@demo.local');
});
afterAll(() => api.close());

const MB = 1024 * 1024;
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const exe = () => {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  return bytes;
};

function flagForm(fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer>; type: string }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append('attachments[]', new File([f.bytes], f.name, { type: f.type }));
  return form;
}

describe.each([
  ['updateThemeColor', { UserId: 1, Theme_Color: '#1e40af' }],
  ['getThemeColor', { UserId: 1 }],
  ['getQuotesData', { daynum: 12 }],
  ['excede-quicklink-lookup', { businessObjectId: '1013', primaryKey: 'PN-1' }],
  ['excede-quicklink-logs', {}],
  ['storeFcmToken', { token: 'x'.repeat(40) }],
])('POST /api/%s', (path, json) => {
  it('needs a token', async () => {
    expect((await api.request(path, { json })).status).toBe(401);
  });
});

describe('theme colour', () => {
  it('stores and reads the user own colour', async () => {
    expect(await (await api.request('getThemeColor', { token: parts.token, json: { UserId: parts.id } })).json()).toEqual({ themecolor: '#119eaf' });
    const saved = await api.request('updateThemeColor', { token: parts.token, json: { UserId: parts.id, Theme_Color: '#1E40AF' } });
    expect(saved.status).toBe(200);
    expect(await (await api.request('getThemeColor', { token: parts.token, json: { UserId: String(parts.id) } })).json()).toEqual({ themecolor: '#1e40af' });
  });

  it("refuses another user's colour", async () => {
    expect((await api.request('getThemeColor', { token: viewer.token, json: { UserId: parts.id } })).status).toBe(403);
    expect((await api.request('updateThemeColor', { token: viewer.token, json: { UserId: parts.id, Theme_Color: '#000000' } })).status).toBe(403);
  });

  it('rejects a light or malformed colour with the spec message, keeping the stored one', async () => {
    const light = await api.request('updateThemeColor', { token: parts.token, json: { UserId: parts.id, Theme_Color: '#f0f0f0' } });
    expect(light.status).toBe(400);
    expect((await light.json()).message).toBe(`Theme_Color: ${LIGHT_COLOR_MESSAGE}`);
    for (const Theme_Color of ['red', '#12345', '<script>', '']) {
      expect((await api.request('updateThemeColor', { token: parts.token, json: { UserId: parts.id, Theme_Color } })).status).toBe(400);
    }
    expect(await (await api.request('getThemeColor', { token: parts.token, json: { UserId: parts.id } })).json()).toEqual({ themecolor: '#1e40af' });
  });
});

describe('POST /api/getQuotesData', () => {
  it('answers the quote of a day number', async () => {
    const body = await (await api.request('getQuotesData', { token: viewer.token, json: { daynum: 366 } })).json();
    expect(body.code).toBe(200);
    expect(body.quotedesc.length).toBeGreaterThan(10);
  });
  it('rejects a day outside 1–366', async () => {
    for (const daynum of [0, 367, 'monday', null]) {
      const response = await api.request('getQuotesData', { token: viewer.token, json: { daynum } });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^daynum/);
    }
  });
});

describe('quick link', () => {
  it('looks up a supported Excede object and its page', async () => {
    const body = await (await api.request('excede-quicklink-lookup', { token: parts.token, json: { businessObjectId: '1013', primaryKey: "PN-5'5" } })).json();
    expect(body).toEqual({ whereStmt: "PartNumber = 'PN-5''5'", routePage: '/parts-research', businessObjectId: '1013', primaryKey: "PN-5'5" });
  });
  it('answers an empty where statement for an unsupported object', async () => {
    const body = await (await api.request('excede-quicklink-lookup', { token: parts.token, json: { businessObjectId: '9999', primaryKey: 'X' } })).json();
    expect(body.whereStmt).toBe('');
  });
  it('rejects a malformed lookup', async () => {
    expect((await api.request('excede-quicklink-lookup', { token: parts.token, json: { businessObjectId: 'abc', primaryKey: 'X' } })).status).toBe(400);
    expect((await api.request('excede-quicklink-lookup', { token: parts.token, json: { businessObjectId: '1013', primaryKey: ' ' } })).status).toBe(400);
  });
  it('logs a followed link, and nothing for a bad one', async () => {
    const before = await countRows(api, 'quick_link_logs');
    const json = { businessObjectId: '1013', primaryKey: 'PN-1', routePage: '/parts-research', whereStatement: "PartNumber = 'PN-1'", link: '/parts-research?via=Quick+Link&SearchValue=PN-1' };
    expect((await api.request('excede-quicklink-logs', { token: parts.token, json })).status).toBe(201);
    expect((await api.request('excede-quicklink-logs', { token: parts.token, json: { ...json, link: 'https://evil.example' } })).status).toBe(400);
    expect(await countRows(api, 'quick_link_logs')).toBe(before + 1);
  });
});

describe('POST /api/storeFcmToken', () => {
  it('keeps one row per device token, moving it to whoever signed in last', async () => {
    const token = `fcm-${'a'.repeat(40)}`;
    await api.request('storeFcmToken', { token: parts.token, json: { token } });
    await api.request('storeFcmToken', { token: viewer.token, json: { token } });
    expect(await countRows(api, 'push_tokens')).toBe(1);
    expect((await api.request('storeFcmToken', { token: viewer.token, json: { token: 'short' } })).status).toBe(400);
  });
});

describe('POST /api/flag-error/store', () => {
  const fields = { description: 'The Waiting List froze', priority: 'High', category: 'Bug' };
  const post = (token: string | null, form: FormData) => api.request('flag-error/store', { method: 'POST', token, body: form });

  it('needs a token', async () => {
    expect((await post(null, flagForm(fields))).status).toBe(401);
  });

  it('stores a flagged error with a PNG under a server-generated name', async () => {
    const response = await post(parts.token, flagForm(fields, [{ name: 'screen shot.png', bytes: png(2048), type: 'image/png' }]));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: 200, message: FLAG_SUCCESS_MESSAGE });
    const rows = await api.db.execute(`select attachments from flagged_errors where id = ${Number(body.id)}` as never);
    const [attachment] = (rows as unknown as { rows: { attachments: { storageKey: string; originalName: string }[] }[] }).rows[0]!.attachments;
    expect(attachment!.originalName).toBe('screen shot.png');
    expect(attachment!.storageKey).toMatch(/^flag-errors\/[0-9a-f-]{36}\.png$/);
    expect((await api.storage.read(attachment!.storageKey)).byteLength).toBe(2048);
  });

  it.each([
    ['an empty form', flagForm({ priority: '', category: '' }), 400, /Please provide a description or attach at least one file\. Please select a priority\. Please select a category\./],
    ['a renamed executable', flagForm(fields, [{ name: 'holiday.png', bytes: exe(), type: 'image/png' }]), 400, /^Unsupported file type: holiday\.png$/],
    ['a file of 10 MB and 1 byte', flagForm(fields, [{ name: 'big.png', bytes: png(10 * MB + 1), type: 'image/png' }]), 400, /^File too large: big\.png exceeds 10 MB\.$/],
    [
      '26 MB in three files',
      flagForm(fields, [0, 1, 2].map((i) => ({ name: `part${i}.png`, bytes: png(Math.ceil((26 * MB) / 3)), type: 'image/png' }))),
      413,
      /^Combined file size exceeds 25 MB\.$/,
    ],
    ['a description over 250 characters', flagForm({ ...fields, description: 'x'.repeat(251) }), 400, /250 characters/],
    ['an unknown category', flagForm({ ...fields, category: 'Gossip' }), 400, /^Please select a category\.$/],
  ])('rejects %s with the spec message, writing nothing', async (_, form, status, message) => {
    const before = await countRows(api, 'flagged_errors');
    const files = await countRows(api, 'stored_files');
    const response = await post(parts.token, form);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
    expect(await countRows(api, 'flagged_errors')).toBe(before);
    expect(await countRows(api, 'stored_files')).toBe(files);
  });
});
