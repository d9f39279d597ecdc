// `npm run bench:api`: start-up times, throughput and latency of the hot API calls at 50 concurrent
// clients on the embedded database, and the server's peak memory. Loopback only, bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-bench-')), 'db');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function start() {
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/healthcheck`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, ms: performance.now() - began };
}

const stop = (child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
const peakRss = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: 50, duration: seconds, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ codes: result.statusCodeStats, title, rps: result.requests.average, p50: result.latency.p50, p95: result.latency.p97_5 });
    });
  });
}

const first = await start();
await stop(first.child);
const { child, ms: restartMs } = await start();
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
}).then((r) => r.json());
const auth = { authorization: `Bearer ${login.token}` };
await fetch(`${base}/api/user/preference`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ key: 'grid.users', value: { pageSize: 50, sorting: [{ id: 'name', desc: false }] } }),
});

const results = [];
results.push(
  await run('POST /api/login', {
    requests: [
      {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
      },
    ],
  }),
);
results.push(await run('GET /api/user/refresh', { path: '/api/user/refresh', headers: auth }));
results.push(await run('GET /api/user/preference', { path: '/api/user/preference?key=grid.users', headers: auth }));
const rss = peakRss(child.pid);
await stop(child);
rmSync(path.dirname(dataDir), { recursive: true, force: true });

console.log(`\nfirst start (empty data folder, migrate + seed): ${(first.ms / 1000).toFixed(1)} s; restart: ${(restartMs / 1000).toFixed(1)} s`);
console.log(`| call | requests/s | p50 ms | p97.5 ms | answers |\n|---|---|---|---|---|`);
for (const r of results) {
  const answers = Object.entries(r.codes).map(([code, { count }]) => `${count} × ${code}`).join(', ');
  console.log(`| ${r.title} | ${Math.round(r.rps)} | ${r.p50} | ${r.p95} | ${answers} |`);
}
console.log(`server peak resident memory: ${Math.round(rss)} MB`);
