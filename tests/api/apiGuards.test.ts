import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApi } from '../../server/app';
import { endpointGuardedBy } from '../../server/auth/guard';
import { API_GUARDS, type ApiEndpoint } from '../../src/domain/apiGuards';
import { createTestApi, type TestApi } from './harness';

interface Mounted {
  method: string;
  path: string;
  handlers: unknown[];
}

/** The routes an app mounts under /api, one entry per method and path, with every handler on it. */
function mountedRoutes(app: Pick<Hono, 'routes'>): Mounted[] {
  const byKey = new Map<string, Mounted>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const path = route.path.slice('/api'.length);
    const key = `${route.method} ${path}`;
    const entry = byKey.get(key) ?? { method: route.method, path, handlers: [] };
    entry.handlers.push(route.handler);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

const covers = (endpoint: ApiEndpoint, method: string, path: string) => {
  const [methods, guarded] = endpoint.split(' ') as [string, string];
  return guarded === path && methods.split(',').includes(method);
};

/** What is wrong with an app's guards: a route without its own guard, or a guard entry no route uses. */
export function guardProblems(app: Pick<Hono, 'routes'>): string[] {
  const problems: string[] = [];
  const routes = mountedRoutes(app);
  for (const route of routes) {
    const guards = route.handlers.map(endpointGuardedBy).filter(Boolean) as ApiEndpoint[];
    if (!guards.some((g) => covers(g, route.method, route.path))) problems.push(`${route.method} ${route.path} has no guard of its own`);
  }
  for (const endpoint of Object.keys(API_GUARDS) as ApiEndpoint[]) {
    const [methods, path] = endpoint.split(' ') as [string, string];
    for (const method of methods.split(',')) {
      if (!routes.some((r) => r.method === method && r.path === path)) problems.push(`${method} ${path} is in the guard table but not mounted`);
    }
  }
  return problems;
}

const fill = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '1');

let api: TestApi;
let viewer: string;
let parts: string;
beforeAll(async () => {
  api = await createTestApi({ informixEmployeeIds: ['10001'] });
  viewer = (await api.login('viewer@demo.local')).token;
  parts = (await api.login('parts@demo.local')).token;
});
afterAll(() => api.close());

describe('the guard table (src/domain/apiGuards.ts)', () => {
  const app = () => createApi({ db: api.db, config: api.config, storage: api.storage });

  it('names every endpoint the API mounts, and each carries its own guard', () => {
    expect(guardProblems(app())).toEqual([]);
  });

  it('catches an endpoint mounted without a guard (the check of the check)', () => {
    const broken = app();
    broken.get('/api/forgotten/endpoint', (c) => c.json({ secret: true }));
    expect(guardProblems(broken)).toEqual(['GET /forgotten/endpoint has no guard of its own']);
  });

  it.each(Object.entries(API_GUARDS).filter(([, g]) => g.access !== 'open'))('%s answers 401 without a live token', async (endpoint, rule) => {
    const [methods, path] = endpoint.split(' ') as [string, string];
    for (const method of methods.split(',')) {
      const token = rule.access === 'openOrSignedIn' ? 'made-up-token' : null;
      const response = await api.request(fill(path), { method, token });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it.each(Object.entries(API_GUARDS).filter(([, g]) => g.access === 'permission'))('%s answers 403 without its permission', async (endpoint, rule) => {
    const [methods, path] = endpoint.split(' ') as [string, string];
    // Informix run info: Parts holds the permission but not the employee id the entry is limited to.
    const token = 'restricted' in rule ? parts : viewer;
    for (const method of methods.split(',')) {
      const response = await api.request(fill(path), { method, token });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });
});
