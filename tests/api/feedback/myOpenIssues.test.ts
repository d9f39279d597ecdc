import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /api/my-open-issues', () => {
  it('needs a token', async () => {
    expect((await api.request('my-open-issues')).status).toBe(401);
  });

  it("lists only the user's own open suggestions and flagged errors, newest first", async () => {
    const { token } = await api.login('accounting@demo.local');
    const { content } = await (await api.request('my-open-issues', { token })).json();
    expect(content.map((i: { kind: string; title: string; status: string }) => [i.kind, i.status])).toEqual([
      ['flagged error', 'Open'],
      ['suggestion', 'Planned'],
    ]);
    expect(content[1]).toMatchObject({ title: 'Remember my Cash Clearing filters', reply: expect.stringContaining('Planned') });
  });

  it('is empty for a user with none', async () => {
    const { token } = await api.login('viewer@demo.local');
    expect((await (await api.request('my-open-issues', { token })).json()).content).toEqual([]);
  });
});
