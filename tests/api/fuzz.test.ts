import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createApi } from '../../server/app';
import { createRandom } from '../../src/demo/random';
import { createTestApi, type TestApi } from './harness';

/**
 * Hostile requests to every endpoint the API mounts, one after another over one keep-alive connection to
 * a real HTTP server: each must get an HTTP answer, and none a 5xx. Seeded, so a failure replays: the
 * seed and the request are in the message. FUZZ_SEED and FUZZ_RUNS (per endpoint) widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

let api: TestApi;
let server: ServerType;
let port: number;
let token: string;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  api = await createTestApi({ schedulerEnabled: false });
  token = (await api.login('admin@demo.local')).token;
  const app = createApi({ db: api.db, config: api.config, storage: api.storage });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
});

type Random = ReturnType<typeof createRandom>;

function hostileText(random: Random): string {
  return random.pick([
    '',
    'x'.repeat(random.int(1, 5000)),
    'a\u0000b',
    'half \ud800 surrogate',
    '\u202e\u0000\uffff',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    '😀'.repeat(50),
  ]);
}

function hostileValue(random: Random, depth = 0): unknown {
  const kind = random.int(0, depth > 3 ? 5 : 8);
  switch (kind) {
    case 0: return null;
    case 1: return random.pick([true, false]);
    case 2: return random.pick([0, -1, 2147483648, Number.MAX_SAFE_INTEGER + 2, 1.5, -0, 1e308]);
    case 3:
    case 4:
    case 5: return hostileText(random);
    case 6: return Array.from({ length: random.int(0, 4) }, () => hostileValue(random, depth + 1));
    default: {
      const keys = ['id', 'userId', 'name', 'email', 'password', 'key', 'value', 'roleIds', 'permissionIds', 'branchIds', 'status', 'cron', 'enabled', 'description', 'token', 'title', '__proto__', 'constructor'];
      return Object.fromEntries(Array.from({ length: random.int(0, 6) }, () => [random.pick(keys), hostileValue(random, depth + 1)]));
    }
  }
}

interface Hostile {
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  label: string;
}

function hostileBody(random: Random): Hostile {
  const kind = random.int(0, 9);
  if (kind <= 4) {
    const body = JSON.stringify(hostileValue(random));
    return { headers: { 'content-type': 'application/json' }, body, label: `json ${body.slice(0, 120)}` };
  }
  if (kind === 5) return { headers: { 'content-type': 'application/json' }, body: random.pick(['{', '[1,', '"\\ud800"', '{"a":1}}', '\u0000']), label: 'broken json' };
  if (kind === 6) {
    const depth = random.int(100, 20000);
    return { headers: { 'content-type': 'application/json' }, body: `${'['.repeat(depth)}${']'.repeat(depth)}`, label: `nested ${depth}` };
  }
  if (kind === 7) {
    const boundary = 'fuzzboundary';
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="${random.pick(['file', 'attachments[]', 'description', 'document'])}"; filename="${hostileText(random).slice(0, 50)}"\r\ncontent-type: image/png\r\n\r\n${hostileText(random).slice(0, 200)}\r\n--${boundary}${random.pick(['--\r\n', '\r\n', ''])}`;
    return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, label: 'multipart' };
  }
  if (kind === 8) return { headers: { 'content-type': 'text/plain' }, body: hostileText(random), label: 'text' };
  return { headers: {}, body: Buffer.alloc(random.int(0, 3_000_000), 0x61), label: 'large raw body' };
}

function fillPath(path: string, random: Random): string {
  return path
    .replace(/^\/api/, '')
    .replace(/:(\w+)(\{[^}]*\})?/g, () => encodeURIComponent(random.pick(['1', '2', '0', '-5', '2147483648', '99999', 'abc', '%00', '1e3'])))
    .replace(/\*$/, 'x');
}

interface Answer {
  status: number;
}

function send(method: string, path: string, hostile: Hostile, withToken: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...hostile.headers };
    if (withToken) headers.authorization = `Bearer ${token}`;
    if (hostile.body !== undefined) headers['content-length'] = Buffer.byteLength(hostile.body);
    const req = httpRequest({ host: '127.0.0.1', port, method, path: `/api${path}`, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(hostile.body);
  });
}

describe('hostile requests to every endpoint', () => {
  it(`answer every request over one keep-alive connection, never with a 5xx (seed ${SEED}, ${RUNS} per endpoint)`, { timeout: 600_000 }, async () => {
    const app = createApi({ db: api.db, config: api.config, storage: api.storage });
    const endpoints = [
      ...new Map(
        app.routes
          .filter((r) => r.method !== 'ALL' && !['/api/logout', '/api/forgotpassword/reset'].includes(r.path))
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    expect(endpoints.length).toBeGreaterThan(60);
    const random = createRandom(SEED);
    const failures: string[] = [];
    let previous = '';
    for (const endpoint of endpoints) {
      for (let run = 0; run < RUNS; run++) {
        const path = fillPath(endpoint.path, random);
        const hostile = endpoint.method === 'GET' ? { headers: {}, body: undefined, label: 'no body' } : hostileBody(random);
        const query = random.next() < 0.3 ? `?${new URLSearchParams({ id: hostileText(random).slice(0, 40), from: '2026-13-45', jobId: '2147483648' })}` : '';
        const what = `${endpoint.method} /api${path}${query} (${hostile.label})`;
        try {
          const { status } = await send(endpoint.method, `${path}${query}`, hostile, random.next() < 0.8);
          if (status >= 500) failures.push(`${status} for ${what}`);
        } catch (error) {
          failures.push(`no answer (${(error as Error).message}) for ${what}, after ${previous}`);
        }
        previous = what;
      }
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
});
