import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardLayout, PlacedWidget } from '../../../src/domain/dashboard/layout';
import { WIDGET_KINDS, WIDGETS } from '../../../src/domain/dashboard/widgets';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let sales: string;
let parts: string;
let accounting: string;
let service: string;
let viewer: string;

type Answer = { status: number; body: DashboardLayout & { message?: string; errors?: { field: string; message: string }[] } };
const call = async (path: string, token: string | null, init: { method?: string; json?: unknown } = {}): Promise<Answer> => {
  const response = await api.request(`dashboard/layout${path}`, { token, ...init });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};
const layoutOf = async (token: string) => (await call('', token)).body;
const save = (token: string, version: number, widgets: unknown[]) => call('', token, { method: 'PUT', json: { version, widgets } });
const reset = (token: string, version: number) => call('/reset', token, { json: { version } });
const writes = async () => ({ layouts: await countRows(api, 'dashboard_layouts'), audit: await countRows(api, 'audit_log') });
const widget = (id: string, kind: string, more: Partial<PlacedWidget> = {}) => ({ id, kind, size: 'M', filter: { branches: [], period: 'monthToDate' }, ...more });

beforeAll(async () => {
  api = await createTestApi();
  [sales, parts, accounting, service, viewer] = await api.tokensOf('sales@demo.local', 'parts@demo.local', 'accounting@demo.local', 'service@demo.local', 'viewer@demo.local');
});
afterAll(() => api.close());

describe('who may keep a dashboard', () => {
  it('needs a token (401) on every endpoint, writing nothing', async () => {
    const before = await writes();
    expect((await call('', null)).status).toBe(401);
    expect((await call('', null, { method: 'PUT', json: { version: 0, widgets: [] } })).status).toBe(401);
    expect((await call('/reset', null, { json: { version: 0 } })).status).toBe(401);
    expect(await writes()).toEqual(before);
  });
});

describe('the role default', () => {
  it('is each role’s own, of widgets its people may open, until the first save', async () => {
    const kinds = async (token: string) => (await layoutOf(token)).widgets.map((w) => w.kind);
    expect(await layoutOf(parts)).toMatchObject({ version: 0, isDefault: true });
    expect(await kinds(parts)).toEqual(['fillRate', 'lostSales', 'openPicks', 'waitingList', 'partsLinks', 'homeLinks']);
    expect(await kinds(accounting)).toEqual(['unreconciledDays', 'wiresPending', 'cashClearing', 'cashClearingByDay', 'accountingLinks', 'homeLinks']);
    expect(await kinds(service)).toEqual(['schedulerCapacity', 'timeOffRequested', 'serviceLinks', 'homeLinks']);
    expect(await kinds(sales)).toEqual(['vehicleSalesMonth', 'fiPvr', 'agingUnits', 'vehicleSalesTrend', 'agingBuckets', 'salesLinks', 'homeLinks']);
    expect(await kinds(viewer)).toEqual(['homeLinks']);
  });
});

describe('saving', () => {
  it('refuses a bad layout with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    const refused = async (widgets: unknown[], field: string) => {
      const answer = await save(sales, 0, widgets);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((e) => e.field)).toContain(field);
    };
    await refused([widget('a', 'weatherForecast')], 'widgets.0.kind');
    await refused([widget('a', 'fiPvr', { size: 'XL' as never })], 'widgets.0.size');
    await refused([widget('a', 'fiPvr', { filter: { branches: [], period: 'lastDecade' as never } })], 'widgets.0.filter.period');
    await refused([widget('a', 'fiPvr', { filter: { branches: ['Norcross'], period: 'today' } })], 'widgets.0.filter.branches.0');
    await refused([widget('a', 'fiPvr'), widget('a', 'agingUnits')], 'widgets');
    await refused(Array.from({ length: 25 }, (_, i) => widget(`w${i}`, 'fiPvr')), 'widgets');
    expect((await call('', sales, { method: 'PUT', json: { widgets: [] } })).body.errors?.[0]?.field).toBe('version');
    expect(await writes()).toEqual(before);
  });

  it('refuses a widget of a screen the user may not open (403), and a branch they lack (403), writing nothing', async () => {
    const before = await writes();
    const refused = await save(sales, 0, [widget('a', 'vehicleSalesMonth'), widget('b', 'wiresPending')]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^widgets\.1\.kind: You may not open Wire Authorization/);
    expect((await save(viewer, 0, [widget('a', 'fiPvr')])).status).toBe(403);
    expect((await save(service, 0, [widget('a', 'timeOffRequested', { filter: { branches: ['201'], period: 'today' } })])).status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('keeps the widgets in order, audited; a save of a version overtaken is a 409 that leaves the other in place', async () => {
    const widgets = [widget('fi', 'fiPvr', { size: 'S' }), widget('trend', 'vehicleSalesTrend', { size: 'L', filter: { branches: ['101', '201'], period: 'lastMonth' } })];
    const first = await save(sales, 0, widgets);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ version: 1, widgets, isDefault: false });
    expect(await layoutOf(sales)).toEqual(first.body);

    const [entry] = await queryRows<{ action: string; after: { widgets: PlacedWidget[] } }>(
      api.db,
      sql`select action, after from audit_log where entity = 'dashboard layout' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ action: 'dashboard-layout.save', after: { widgets } });

    // Another tab, which saw the default (version 0), saves after: refused.
    const before = await writes();
    const stale = await save(sales, 0, [widget('x', 'agingUnits')]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);

    const second = await save(sales, 1, [...widgets].reverse());
    expect(second.body.version).toBe(2);
    expect((await save(sales, 1, widgets)).status).toBe(409);
    expect((await writes()).layouts).toBe(before.layouts);
    expect((await layoutOf(sales)).widgets.map((w) => w.id)).toEqual(['trend', 'fi']);

    const [change] = await queryRows<{ before: { widgets: PlacedWidget[] } }>(api.db, sql`select before from audit_log where entity = 'dashboard layout' order by id desc limit 1`);
    expect(change!.before.widgets.map((w) => w.id)).toEqual(['fi', 'trend']);
  });

  it('lets a widget stay whose right was removed since it was added, but never adds one', async () => {
    const saved = await save(parts, 0, [widget('pick', 'openPicks')]);
    expect(saved.status).toBe(200);
    await api.db.execute(sql`update dashboard_layouts set widgets = ${JSON.stringify([widget('pick', 'openPicks'), widget('fi', 'fiPvr')])}::jsonb
      where user_id = (select id from users where email = 'parts@demo.local')`);
    expect((await save(parts, 1, [widget('fi', 'fiPvr', { size: 'L' }), widget('pick', 'openPicks')])).status).toBe(200);
    expect((await save(parts, 2, [widget('fi2', 'fiPvr')])).status).toBe(403);
  });
});

describe('reset', () => {
  it('goes back to the role default as of the version seen (409 when stale), audited', async () => {
    const current = await layoutOf(sales);
    expect(current.isDefault).toBe(false);
    expect((await reset(sales, current.version - 1)).status).toBe(409);
    const answer = await reset(sales, current.version);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ version: 0, isDefault: true });
    expect(answer.body.widgets.map((w) => w.kind)[0]).toBe('vehicleSalesMonth');
    expect(await layoutOf(sales)).toEqual(answer.body);
    const [entry] = await queryRows<{ action: string }>(api.db, sql`select action from audit_log where entity = 'dashboard layout' order by id desc limit 1`);
    expect(entry!.action).toBe('dashboard-layout.reset');
    expect((await reset(accounting, 0)).body.widgets[0]!.kind).toBe('unreconciledDays');
    expect((await reset(accounting, 3)).status).toBe(409);
  });
});

describe('the widgets’ requests', () => {
  it('are each answered by its screen’s own endpoint and read into a figure; refused (403) to a user without that screen', async () => {
    const [admin] = await api.tokensOf('admin@demo.local');
    const ask = { branches: ['101'], branch: '101', from: '2026-10-01', to: '2026-10-31' };
    for (const kind of WIDGET_KINDS) {
      const def = WIDGETS[kind];
      if (def.shape === 'links') continue;
      const response = await api.request(def.ask(ask), { token: admin });
      expect({ kind, status: response.status }).toEqual({ kind, status: 200 });
      expect(def.read((await response.json()) as never).shape).toBe(def.shape);
      expect((await api.request(def.ask(ask), { token: viewer })).status).toBe(403);
    }
  });
});
