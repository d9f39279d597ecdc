// `npm run bench:table`: the shared DataTable in Debian's Chromium with 10,000 and 100,000 parts
// tickets: first render, sorting, filtering and scrolling, each timed until the next frame after
// the DOM shows the change. Prints a table and writes the figures at the end of docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const counts = (process.env.BENCH_ROWS ?? '10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  cacheDir: path.join(root, 'node_modules/.vite-bench-table'),
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  logLevel: 'warn',
});
let browser;
try {
  await server.listen();
  const address = server.httpServer.address();
  const url = `http://127.0.0.1:${address.port}/bench/table/index.html`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.tableBenchReady === true, null, { timeout: 120_000 });

  // a warm-up pass (JIT, lazy styles), then the median of `runs` passes
  await page.evaluate((c) => window.runTableBench(c), [2000]);
  const passes = [];
  for (let i = 0; i < runs; i++) passes.push(await page.evaluate((c) => window.runTableBench(c), counts));

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = passes[0].map((t, i) => ({ rows: t.rows, step: t.step, ms: median(passes.map((p) => p[i].ms)), 'rows in DOM': t.shown }));
  const steps = [...new Set(rows.map((r) => r.step))];
  const table = steps.map((step) => ({
    step,
    ...Object.fromEntries(counts.map((n) => [`${n.toLocaleString('en-US')} rows (ms)`, rows.find((r) => r.step === step && r.rows === n)?.ms])),
    'rows in DOM': rows.find((r) => r.step === step && r.rows === counts[counts.length - 1])?.['rows in DOM'],
  }));
  console.table(table);

  const date = new Date().toISOString().slice(0, 10);
  const header = `| Step | ${counts.map((n) => `${n.toLocaleString('en-US')} rows (ms)`).join(' | ')} | Rows in the DOM |`;
  const lines = [
    '## Table benchmark',
    '',
    `\`npm run bench:table\` on ${date}: the shared DataTable (virtual mode, 9 columns, a totals row) in headless`,
    `Chromium ${browser.version()}, median of ${runs} runs after a warm-up; each figure runs from the state change to the next`,
    'frame after the DOM shows it. Sorting and filtering run over every row; only the visible rows are in the DOM.',
    '',
    header,
    `|---|${counts.map(() => '---:').join('|')}|---:|`,
    ...table.map((t) => `| ${t.step} | ${counts.map((n) => t[`${n.toLocaleString('en-US')} rows (ms)`]).join(' | ')} | ${t['rows in DOM']} |`),
    '',
    `Machine: ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)} at the end (figures scale with load).`,
    '',
  ];
  const readmePath = path.join(root, 'docs', 'benchmarks.md');
  let readme = readFileSync(readmePath, 'utf8');
  // re-running replaces this section only while it is still the last one; otherwise append
  const at = readme.lastIndexOf('\n## Table benchmark');
  if (at >= 0 && !readme.slice(at + 1).includes('\n## ')) readme = readme.slice(0, at + 1);
  else if (!readme.endsWith('\n')) readme += '\n';
  writeFileSync(readmePath, `${readme}${readme.endsWith('\n\n') ? '' : '\n'}${lines.join('\n')}`);
  console.log('Wrote "## Table benchmark" in docs/benchmarks.md');
} finally {
  await browser?.close();
  await server.close();
}
