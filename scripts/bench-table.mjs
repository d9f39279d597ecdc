// `npm run bench:table`: the shared DataTable, as production builds it, in Debian's Chromium with 10,000 and
// 100,000 parts tickets. Each step (first render, sorting, searching, filtering, scrolling) is timed from the
// state change until the grid shows the rows the data says it must and the browser has produced that frame;
// long tasks are recorded while scrolling; the main thread's CPU, style and layout time is read around each
// step, and one more run takes a CPU profile of each step to show where the time goes (the profiles and the
// scrolling trace stay in node_modules/.bench-table/profiles/). Prints the figures and writes them into
// docs/benchmarks.md ("Table benchmark"); exits with 1 when a target is missed.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, loadConfigFromFile, preview } from 'vite';
import { attachProbe } from '../bench/table/probe.mjs';
import { summarise, writeReport } from '../bench/table/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'node_modules/.bench-table');
const counts = (process.env.BENCH_ROWS ?? '10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const loadBefore = os.loadavg()[0];

console.log('Building the benchmark page (production)…');
// The portal's own build, but for its chunk groups: they are cut for the app's routes, and on this one page, whose
// entry imports the grid, they make the entry and the small-building-blocks chunk import each other (the page then
// fails as it loads: "e is not a function").
const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(root, 'vite.config.ts'));
const { codeSplitting: _appChunks, ...output } = config.build.rolldownOptions.output;
await build({
  ...config,
  configFile: false,
  root,
  mode: 'production',
  logLevel: 'warn',
  build: {
    ...config.build,
    outDir,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { ...config.build.rolldownOptions, output, input: path.join(root, 'bench/table/index.html') },
  },
});
assertProductionReact(outDir);

const server = await preview({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0, open: false },
});
let browser;
try {
  const url = new URL('bench/table/index.html', server.resolvedUrls.local[0]).href;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.tableBenchReady === true, null, { timeout: 120_000 });

  const probe = await attachProbe(page, { root, outDir, traced: ['scrolling'], saveDir: path.join(outDir, 'profiles') });
  console.log(`Warming up, then ${runs} timed run(s) at ${counts.join(', ')} rows, then one profiled run…`);
  await page.evaluate(() => window.runTableBench([2000]));
  probe.take();
  const run = async (rowCounts) => ({ ...(await page.evaluate((c) => window.runTableBench(c), rowCounts)), probes: probe.take() });
  const passes = [];
  for (let i = 0; i < runs; i++) passes.push(await run(counts));
  probe.profiling = true;
  const profiled = await run([counts[counts.length - 1]]);

  const summary = summarise({ passes, profiled, counts });
  writeReport(summary, {
    root,
    date: new Date().toISOString().slice(0, 10),
    chromium: browser.version(),
    runs,
    machine: `${os.cpus().length} CPU(s), load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after the run`,
  });
  if (summary.missed.length) {
    console.error(`\n${summary.missed.length} target(s) missed: ${summary.missed.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await server.close();
}

/** The figures mean nothing if the page runs React's development build: its source maps name the files bundled. */
function assertProductionReact(dir) {
  const assets = path.join(dir, 'assets');
  const sources = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(assets, file), 'utf8')).sources);
  const reactDom = sources.filter((source) => /react-dom\/cjs\//.test(source));
  if (!reactDom.length || reactDom.some((source) => /development/.test(source))) {
    throw new Error(`the benchmark page must bundle React's production build; it bundles ${reactDom.join(', ') || 'no react-dom'}`);
  }
}
