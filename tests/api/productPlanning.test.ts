import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/database';
import { columnOf, type PlanItem } from '../../src/domain/productPlanning';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let parts: string;

const board = async (): Promise<PlanItem[]> => (await (await api.request('productplanning', { token: admin })).json()).content;
const titles = (items: PlanItem[], status: PlanItem['status']) => columnOf(items, status).map((i) => i.title);
const positions = (items: PlanItem[], status: PlanItem['status']) => columnOf(items, status).map((i) => i.position);
const lastAudit = async (action: string) =>
  (await queryRows<{ entity_id: string; before: unknown; after: unknown }>(api.db, sql`select entity_id, before, after from audit_log where action = ${action} order by id desc limit 1`))[0];

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin@demo.local')).token;
  parts = (await api.login('parts@demo.local')).token;
});
afterAll(() => api.close());

describe('GET /api/productplanning', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('productplanning')).status).toBe(401);
    expect((await api.request('productplanning', { token: parts })).status).toBe(403);
  });

  it('answers the seeded board, positions 0..n-1 per column', async () => {
    const items = await board();
    expect(items).toHaveLength(12);
    for (const status of ['Idea', 'Planned', 'In progress', 'Done'] as const) expect(positions(items, status)).toEqual([0, 1, 2]);
  });
});

describe('POST /api/productplanning', () => {
  it('needs a token and the permission', async () => {
    const json = { title: 'X', area: 'Parts', priority: 'Low' };
    expect((await api.request('productplanning', { json })).status).toBe(401);
    expect((await api.request('productplanning', { token: parts, json })).status).toBe(403);
  });

  it.each([
    [{ title: '', area: 'Parts', priority: 'Low' }, 'title: Enter a title.'],
    [{ title: 'X', area: 'Space', priority: 'Low' }, 'area: Choose an area.'],
    [{ title: 'X', area: 'Parts', priority: 'Urgent' }, 'priority: Choose a priority.'],
    [{ title: 'X', area: 'Parts', priority: 'Low', targetDate: '12/01/2026' }, 'targetDate: Target date must be a date'],
  ])('answers 400 for %j and writes nothing', async (json, message) => {
    const before = await countRows(api, 'product_plan_items');
    const response = await api.request('productplanning', { token: admin, json });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await countRows(api, 'product_plan_items')).toBe(before);
  });

  it('adds a card at the end of its column, audited', async () => {
    const response = await api.request('productplanning', {
      token: admin,
      json: { title: 'Shelf labels in bulk', area: 'Parts', priority: 'Medium', status: 'Planned', targetDate: '2027-03-01' },
    });
    expect(response.status).toBe(201);
    const card: PlanItem = (await response.json()).content;
    expect(card).toMatchObject({ status: 'Planned', position: 3, targetDate: '2027-03-01' });
    expect((await lastAudit('productplan.create'))!.entity_id).toBe(String(card.id));
  });
});

describe('POST /api/productplanning/{id}/move', () => {
  it('needs a token and the permission; 400 for a bad status or position; 404 for no such card', async () => {
    const [card] = await board();
    expect((await api.request(`productplanning/${card!.id}/move`, { json: { status: 'Done', position: 0 } })).status).toBe(401);
    expect((await api.request(`productplanning/${card!.id}/move`, { token: parts, json: { status: 'Done', position: 0 } })).status).toBe(403);
    const audits = await countRows(api, 'audit_log');
    const bad = await api.request(`productplanning/${card!.id}/move`, { token: admin, json: { status: 'Shipped', position: 0 } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('status: Choose a status.');
    expect((await api.request(`productplanning/${card!.id}/move`, { token: admin, json: { status: 'Done', position: -1 } })).status).toBe(400);
    expect((await api.request('productplanning/99999/move', { token: admin, json: { status: 'Done', position: 0 } })).status).toBe(404);
    expect(await countRows(api, 'audit_log')).toBe(audits);
  });

  it('moves a card to another column and place, renumbering both columns in one go', async () => {
    const before = await board();
    const moving = columnOf(before, 'Idea')[1]!;
    const response = await api.request(`productplanning/${moving.id}/move`, { token: admin, json: { status: 'Done', position: 1 } });
    expect(response.status).toBe(200);
    const after: PlanItem[] = (await response.json()).content;
    expect(titles(after, 'Done')[1]).toBe(moving.title);
    expect(positions(after, 'Done')).toEqual([0, 1, 2, 3]);
    expect(positions(after, 'Idea')).toEqual([0, 1]);
    expect(await board()).toEqual(after);
    expect((await lastAudit('productplan.move'))!.after).toEqual({ status: 'Done', position: 1 });
  });

  it('reorders within a column (a position past the end goes last)', async () => {
    const first = columnOf(await board(), 'In progress')[0]!;
    const after: PlanItem[] = (await (await api.request(`productplanning/${first.id}/move`, { token: admin, json: { status: 'In progress', position: 99 } })).json()).content;
    expect(titles(after, 'In progress').at(-1)).toBe(first.title);
    expect(positions(after, 'In progress')).toEqual([0, 1, 2]);
  });
});

describe('PUT and DELETE /api/productplanning/{id}', () => {
  it('needs a token and the permission', async () => {
    const [card] = await board();
    expect((await api.request(`productplanning/${card!.id}`, { method: 'PUT', json: {} })).status).toBe(401);
    expect((await api.request(`productplanning/${card!.id}`, { method: 'DELETE', token: parts })).status).toBe(403);
  });

  it('edits a card (400 with nothing written for a bad one), audited with before and after', async () => {
    const card = columnOf(await board(), 'Idea')[0]!;
    const bad = await api.request(`productplanning/${card.id}`, { method: 'PUT', token: admin, json: { ...card, title: ' ' } });
    expect(bad.status).toBe(400);
    expect((await board()).find((i) => i.id === card.id)!.title).toBe(card.title);
    const response = await api.request(`productplanning/${card.id}`, {
      method: 'PUT',
      token: admin,
      json: { title: 'Renamed', description: 'New words', area: card.area, priority: 'High', status: 'Planned', targetDate: '' },
    });
    expect(response.status).toBe(200);
    const items = await board();
    expect(items.find((i) => i.id === card.id)).toMatchObject({ title: 'Renamed', status: 'Planned', position: 4, targetDate: null });
    expect(positions(items, 'Idea')).toEqual([0]);
    const audit = (await lastAudit('productplan.update')) as { before: { title: string }; after: { title: string } };
    expect([audit.before.title, audit.after.title]).toEqual([card.title, 'Renamed']);
  });

  it('deletes a card, closing the gap, audited', async () => {
    const card = columnOf(await board(), 'Planned')[0]!;
    const before = await countRows(api, 'product_plan_items');
    expect((await api.request(`productplanning/${card.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await countRows(api, 'product_plan_items')).toBe(before - 1);
    expect(positions(await board(), 'Planned')).toEqual([0, 1, 2, 3]);
    expect((await lastAudit('productplan.delete'))!.entity_id).toBe(String(card.id));
    expect((await api.request(`productplanning/${card.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});
