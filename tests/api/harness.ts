import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { createApi } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { createFileStorage, type FileStorage } from '../../server/storage/fileStorage';
import { openDatabase, queryRows, type OpenDatabase } from '../../server/db/database';
import { sql } from 'drizzle-orm';
import type { LoginAnswer } from '../../src/domain/auth';
import { DEMO_PASSWORD } from '../../src/demo/people';

export interface TestApi {
  db: OpenDatabase['db'];
  storage: FileStorage;
  config: ServerConfig;
  /** `from` is the address the connection comes from: the test proxy (127.0.0.1) unless given. */
  request: (
    path: string,
    init?: { method?: string; token?: string | null; json?: unknown; body?: BodyInit; headers?: Record<string, string>; from?: string },
  ) => Promise<Response>;
  login: (email: string, password?: string) => Promise<LoginAnswer>;
  /** The session tokens of demo accounts, signed in at once, in the order named. */
  tokensOf: <const E extends readonly string[]>(...emails: E) => Promise<{ -readonly [K in keyof E]: string }>;
  close: () => Promise<void>;
}

export const TEST_PROXY = '127.0.0.1';

/** A fresh copy of the seeded database and the API in process, for one test file. */
export async function createTestApi(overrides: Partial<ServerConfig> = {}): Promise<TestApi> {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
  // The files the seed stored, as the database's rows name them.
  cpSync(inject('templateFiles'), filesDir, { recursive: true });
  // Requests come through a trusted proxy that names a different client each time, as staff behind one would.
  const config = { ...loadConfig({}), dataDir: 'memory://', filesDir, trustProxy: [TEST_PROXY], ...overrides };
  let open: OpenDatabase;
  let dropDatabase = async () => {};
  const template = inject('templateDatabase');
  if (template && process.env.DATABASE_URL) {
    const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    open = await openDatabase({ databaseUrl: url.toString() });
    config.databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    };
  } else {
    const dump = new Blob([readFileSync(inject('templateDump'))]);
    open = await openDatabase({ loadDataDir: dump });
  }
  const storage = createFileStorage(config);
  const app = createApi({ db: open.db, config, storage });
  let address = 0;
  const request: TestApi['request'] = (path, init = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': `10.0.0.${(address++ % 200) + 1}`, ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const socket = { remoteAddress: init.from ?? TEST_PROXY, remotePort: 40000, remoteFamily: 'IPv4' };
    return Promise.resolve(
      app.request(`/api/${path.replace(/^\//, '')}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }, { incoming: { socket } }),
    );
  };
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const response = await request('login', { json: { email, password } });
    if (response.status !== 200) throw new Error(`login ${email} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as LoginAnswer;
  };
  return {
    db: open.db,
    config,
    request,
    login,
    tokensOf: (async (...emails: string[]) => Promise.all(emails.map(async (e) => (await login(e)).token))) as TestApi['tokensOf'],
    storage,
    close: async () => {
      rmSync(filesDir, { recursive: true, force: true });
      await open.close();
      await dropDatabase();
    },
  };
}

/** The count of rows in a table, to prove that a rejected call wrote nothing. */
export async function countRows(api: TestApi, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(api.db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}
