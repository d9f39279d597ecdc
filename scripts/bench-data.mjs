// `npm run bench:data`: the business data at its large size (DEMO_SCALE=large: a million GL lines and more),
// measured through the real server: the first start's generation and import (rows a second per export), one grid
// page of GL lines (50 rows, one filter, sorted; p95 of many), a month's totals by branch and account, and a CSV
// export of every GL line streamed to the end, with the server's peak memory. On PGlite by default; with
// DATABASE_URL, on that PostgreSQL (an empty database). Writes the figures into docs/benchmarks.md.
// BENCH_ONLY=parts-research measures Parts Research's search alone (as the counter types) and writes only its section.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = 19000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-data-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const pageRequests = Number(process.env.BENCH_PAGES ?? 100);

const began = performance.now();
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), FILES_DIR: path.join(work, 'files'), DEMO_SCALE: 'large' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const peakRssMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const seconds = (ms) => Math.round(ms / 100) / 10;

/** Puts a section into docs/benchmarks.md in place of the one of the same heading, or at the end. */
function writeSection(heading, section) {
  const file = 'docs/benchmarks.md';
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf(heading);
  const end = start < 0 ? -1 : doc.indexOf('\n## ', start + 1);
  writeFileSync(file, start < 0 ? `${doc.trimEnd()}\n\n${section}` : `${doc.slice(0, start)}${section}${end < 0 ? '' : doc.slice(end)}`);
}

try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (await fetch(`${base}/api/healthcheck`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const servingMs = performance.now() - began;
  const { token } = await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }) })).json();
  const get = (p) => fetch(`${base}/api/${p}`, { headers: { authorization: `Bearer ${token}` } });

  // Every table imported once (the scheduler's first tick runs every due job).
  let tables;
  for (;;) {
    tables = (await (await get('informix/tables')).json()).content;
    const failed = tables.find((t) => t.lastRunStatus === 'Failed');
    if (failed) throw new Error(`the import of ${failed.exportName} failed: see /informixRunInfo`);
    if (tables.every((t) => t.lastRunStatus === 'Succeeded')) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const importedMs = performance.now() - began;

  // Parts Research's box as the counter types: part-number prefixes of each maker's pattern, description words and
  // bins, as parts@demo.local (two branches) asks them; each answer read to the end. Target: 150 ms.
  const partsToken = (await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'parts@demo.local', password: 'demo1234' }) })).json()).token;
  const typed = [
    'LF', 'LF9', 'FF', 'FS1', 'AF2', 'BT', 'P55', 'ROT', 'ROT-1', 'K0', '80', 'KIT', 'R80', '4001', '1003', '393-', 'HM21', '82', 'MTX', 'G5',
    '44', '36', 'A47', 'FC3Z', 'FL-', '8-98', '5WK9', '49', 'K-3', '29', '99A', 'K08', 'S-2', 'W01-358', '85', '7', 'lf-9', 'flt-lf',
    'oil filter', 'fuel filter', 'brake drum', 'air spring', 'alternator', 'starter', 'nox sensor', 'water pump', 'wheel seal', 'battery',
    'led marker', 'clutch kit', 'shock', 'A01-', 'C12-3', 'NOLOC',
  ];
  const searchTimes = [];
  for (const q of typed) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/parts/research/search?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${partsToken}` } });
    await response.json();
    if (!response.ok) throw new Error(`parts research search ${q} answered ${response.status}`);
    searchTimes.push(performance.now() - t0);
  }
  searchTimes.sort((a, b) => a - b);
  const partRows = tables.find((t) => t.exportName === 'PTITM')?.rows ?? 0;
  const researchSection = [
    `## Parts research search: ${database}`,
    '',
    `\`BENCH_ONLY=parts-research npm run bench:data\` on ${new Date().toISOString().slice(0, 10)}, ${database}, DEMO_SCALE=large (${partRows.toLocaleString('en-US')} part numbers), through the real server on this 2-core machine:`,
    '',
    '| Measure | Figure | Target |',
    '|---|---|---|',
    `| Parts Research search as the counter types (${typed.length} prefixes, descriptions and bins as parts@demo.local) | p50 ${searchTimes[Math.floor(searchTimes.length * 0.5)].toFixed(1)} ms, p95 ${searchTimes[Math.floor(searchTimes.length * 0.95)].toFixed(1)} ms | p95 ≤ 150 ms |`,
    '',
  ].join('\n');
  console.log(researchSection);
  writeSection(`## Parts research search: ${database}`, researchSection);
  // The rest (GL pages, reports, the export) unless only Parts Research was asked for.
  if (process.env.BENCH_ONLY !== 'parts-research') {
    const runs = (await (await get('informix/runs')).json()).content.filter((r) => r.status === 'Succeeded');
    const rowsRead = runs.reduce((sum, r) => sum + r.rowsRead, 0);
    const importSeconds = runs.reduce((sum, r) => sum + r.durationSeconds, 0);
    const glRun = runs.find((r) => r.jobName.startsWith('GLJEITM'));
    const glRows = tables.find((t) => t.exportName === 'GLJEITM').rows;

    // One grid page: GL lines of one account (the filter), newest first, 50 rows, with total and totals; months vary.
    // The busiest accounts of the chart: receivables, cash clearing, parts inventory and counter sales, labor.
    const accounts = ['1200', '1050', '1400', '4400', '4500'];
    const times = [];
    for (let i = 0; i < pageRequests; i++) {
      const month = String((i % 12) + 1).padStart(2, '0');
      const query = `accounting/gl-lines?pageSize=50&f.acctId=${accounts[i % accounts.length]}&sort=postedOn.desc&page=${(i % 5) + 1}&from=2026-${month}-01&to=2026-${month}-28`;
      const t0 = performance.now();
      const response = await get(query);
      await response.json();
      if (!response.ok) throw new Error(`${query} answered ${response.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)];
    const p50 = times[Math.floor(times.length * 0.5)];

    // A month's totals by branch and account: the same list asked for every branch's totals of the month.
    const t1 = performance.now();
    const monthTotals = await get('accounting/gl-totals?from=2026-10-01&to=2026-10-31&pageSize=500');
    const monthTotalsOk = monthTotals.status === 200 ? ((await monthTotals.json()).rows?.length ?? 0) : `answered ${monthTotals.status}`;
    const monthTotalsMs = performance.now() - t1;

    // The financial report of a month, every branch added up: the month, the prior year's, the budget and the same
    // year to date (six columns of one statement, summed in SQL); the median of five.
    const reportQuery = `accounting/financial-statement?${['2026-10-01:2026-10-31', '2025-10-01:2025-10-31', '2026-01-01:2026-10-31', '2025-01-01:2025-10-31']
      .map((days) => `col=actual:${days}:`)
      .concat(['col=budget:2026-10-01:2026-10-31:', 'col=budget:2026-01-01:2026-10-31:'])
      .join('&')}`;
    /** The median of five answers to a query read to the end. */
    const medianMs = async (query) => {
      const times = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const response = await get(query);
        await response.json();
        if (!response.ok) throw new Error(`${query} answered ${response.status}`);
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b)[2];
    };
    const reportMs = await medianMs(reportQuery);
    // The trend: the statement's lines across 24 months, a column a month, every branch.
    const trendMonths = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2024, 10 + i, 1)).toISOString().slice(0, 7));
    const trendQuery = `accounting/financial-statement?${trendMonths
      .map((m) => `col=actual:${m}-01:${new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5)), 0)).toISOString().slice(0, 10)}:`)
      .join('&')}`;
    const trendMs = await medianMs(trendQuery);

    // A CSV of at least a million GL lines (the latest months that hold them), read to the end. The server's peak
    // memory is measured over the export alone: the kernel's high-water mark is reset first (clear_refs 5).
    const rss = peakRssMb();
    let exportFrom = '2026-11-01';
    for (let months = 1; months <= 48; months++) {
      const first = new Date(Date.UTC(2026, 10 - months + 1, 1)).toISOString().slice(0, 10);
      const { total } = await (await get(`accounting/gl-lines?pageSize=1&from=${first}`)).json();
      exportFrom = first;
      if (total >= 1_000_000) break;
    }
    try {
      writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    } catch {
      // Not Linux, or not allowed: the peak below is then the whole run's.
    }
    const t2 = performance.now();
    const csv = await get(`accounting/gl-lines?format=csv&from=${exportFrom}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of csv.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const exportMs = performance.now() - t2;
    const exportRss = peakRssMb();

    const date = new Date().toISOString().slice(0, 10);
    const section = [
      `## Data benchmark: ${database}`,
      '',
      `\`npm run bench:data\` on ${date}, ${database}, DEMO_SCALE=large, through the real server on this 2-core machine:`,
      '',
      '| Measure | Figure | Target |',
      '|---|---|---|',
      `| First start: serving | ${seconds(servingMs)} s | |`,
      `| First start: large demo generated and every export imported | ${seconds(importedMs)} s | |`,
      `| Import throughput (all exports, ${rowsRead.toLocaleString('en-US')} rows) | ${Math.round(rowsRead / importSeconds).toLocaleString('en-US')} rows/s | |`,
      `| Import of GL lines (${glRun.rowsRead.toLocaleString('en-US')} rows) | ${glRun.durationSeconds.toFixed(1)} s, ${Math.round(glRun.rowsRead / glRun.durationSeconds).toLocaleString('en-US')} rows/s | |`,
      `| Grid page of GL lines (${glRows.toLocaleString('en-US')} lines; 50 rows, one account, a month, sorted; ${pageRequests} requests) | p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms | p95 ≤ 50 ms |`,
      `| A month's totals by branch and account | ${monthTotalsMs.toFixed(0)} ms (${monthTotalsOk} rows) | ≤ 300 ms |`,
      `| A month's financial report, every branch (month, prior year, budget and the same to date; median of 5) | ${reportMs.toFixed(0)} ms | ≤ 300 ms |`,
      `| The financial report's trend, every branch (24 months, a column each; median of 5) | ${trendMs.toFixed(0)} ms | ≤ 300 ms |`,
      `| CSV export of the GL lines since ${exportFrom} (${(lines - 1).toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(0)} MB) | ${seconds(exportMs)} s | 1,000,000 rows ≤ 30 s |`,
      `| Server peak resident memory during the export | ${exportRss.toFixed(0)} MB | < 1 GB |`,
      `| Server peak resident memory before it (generation, import, pages) | ${rss.toFixed(0)} MB | |`,
      '',
    ].join('\n');
    console.log(section);
    writeSection(`## Data benchmark: ${database}`, section);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}
