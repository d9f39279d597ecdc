// `npm run bench:scheduler`: the scheduler board's "Large" story (30 technicians, 400 jobs) in Debian's Chromium,
// a block dragged across the board with many small mouse moves, one row and a few pixels at a time, then dropped.
// Every frame's time is recorded while dragging (the gap between animation frames, and Chromium's long animation
// frames); one more drag is profiled and the costliest functions named through the build's source maps (the
// profile stays in node_modules/.bench-scheduler/). Prints the figures and writes them into docs/benchmarks.md
// ("Scheduler board benchmark"); exits with 1 when a frame is over 50 ms.
// The Storybook is built with only the board's stories (STORYBOOK_DIR=<a built Storybook> reuses one instead).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.join(root, 'node_modules/.bench-scheduler');
const STORY_FILE = /stories\/screens\/service\/(ServiceScheduler|SchedulerBoard)\.stories\.tsx$/;
const FRAME_MAX_MS = 50;
const BEGIN = '<!-- Written by `npm run bench:scheduler` down to the end mark. -->';
const END = '<!-- end of the figures written by `npm run bench:scheduler` -->';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const loadBefore = os.loadavg()[0];

const storybookDir = process.env.STORYBOOK_DIR ? path.resolve(process.env.STORYBOOK_DIR) : buildBoardStorybook();
const story = largeStory(storybookDir);
const server = await preview({ root, configFile: false, logLevel: 'warn', build: { outDir: storybookDir }, preview: { host: '127.0.0.1', port: 0, open: false } });
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  const open = async () => {
    await page.goto(new URL(`iframe.html?id=${story.id}&viewMode=story`, server.resolvedUrls.local[0]).href);
    await blocks(page).first().waitFor({ timeout: 120_000 });
    // the story's play function, if any, and the first paint's work are over before the drag starts
    await page.waitForTimeout(1000);
  };
  console.log(`${story.id}: a warm-up drag, ${runs} timed drag(s), one profiled drag…`);
  await open();
  await drag(page);
  const passes = [];
  for (let i = 0; i < runs; i++) {
    await open();
    passes.push(await drag(page));
  }
  await open();
  const hot = await profiledDrag(page);
  const summary = summarise(passes, hot);
  const machine = `${os.cpus().length} CPU(s), load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after the run`;
  writeReport(summary, { date: new Date().toISOString().slice(0, 10), chromium: browser.version(), machine, story: story.id });
  if (summary.max > FRAME_MAX_MS) {
    console.error(`\nmissed: the longest frame while dragging was ${summary.max} ms (target: none over ${FRAME_MAX_MS} ms)`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await server.close();
}

/** `storybook build` of the board's stories only (with source maps, for the profile), into the work folder. */
function buildBoardStorybook() {
  const configDir = path.join(workDir, 'storybook-config');
  const outDir = path.join(workDir, 'storybook');
  mkdirSync(configDir, { recursive: true });
  const folder = path.join(root, 'stories/screens/service');
  const stories = readdirSync(folder).map((file) => path.join(folder, file)).filter((file) => STORY_FILE.test(file));
  writeFileSync(
    path.join(configDir, 'main.ts'),
    `export default {
  stories: ${JSON.stringify(stories)},
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: ${JSON.stringify(path.join(root, 'vite.config.ts'))} } } },
  core: { disableTelemetry: true },
  viteFinal: (config) => ({ ...config, build: { ...config.build, sourcemap: true } }),
};
`,
  );
  writeFileSync(path.join(configDir, 'preview.tsx'), `export { default } from ${JSON.stringify(path.join(root, '.storybook/preview'))};\n`);
  console.log('Building the board’s stories (storybook build)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '-c', configDir, '-o', outDir], { cwd: root, stdio: 'inherit' });
  return outDir;
}

function largeStory(dir) {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  const found = Object.values(index.entries).find((e) => e.type === 'story' && STORY_FILE.test(e.importPath) && e.name === 'Large');
  if (!found) throw new Error(`no "Large" story of the scheduler board in ${dir}`);
  return found;
}

/** The board's blocks (a queue job's button names no technician and time). */
function blocks(page) {
  return page.getByRole('button', { name: /^(RO .+|.+), .+, \d\d:\d\d [AP]M to \d\d:\d\d [AP]M$/ });
}

/** Starts recording frames in the page: gaps between animation frames, and long animation frames. */
async function startFrames(page) {
  await page.evaluate(() => {
    const seen = { gaps: [], long: [], stop: false };
    window.boardBenchFrames = seen;
    let last = performance.now();
    const tick = (now) => {
      seen.gaps.push(now - last);
      last = now;
      if (!seen.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      seen.observer = new PerformanceObserver((list) => seen.long.push(...list.getEntries().map((e) => e.duration)));
      seen.observer.observe({ type: 'long-animation-frame' });
    }
  });
}

async function stopFrames(page) {
  // two more frames, so the drop's own frame is counted
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const seen = window.boardBenchFrames;
            seen.stop = true;
            seen.observer?.disconnect();
            resolve({ gaps: seen.gaps, long: seen.long });
          }),
        ),
      ),
  );
}

/**
 * Presses on the first block (left of its middle: its right edge resizes), moves it down the rows and right
 * along the day in small steps, back up half way, and drops it. Returns the frames seen and how many moves.
 */
async function drag(page) {
  const box = await blocks(page).first().boundingBox();
  const tracks = await page.locator('[data-emp-id]').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));
  if (!box || tracks.length < 2) throw new Error('the Large story shows no block or fewer than two technician rows');
  const x0 = box.x + Math.min(box.width / 3, 20);
  const y0 = box.y + box.height / 2;
  const lastRow = tracks[Math.min(tracks.length - 1, 12)];
  const path = [];
  const steps = 240;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    // down to the 13th row and across most of its track, then half way back up
    const down = t < 0.75 ? t / 0.75 : 1 - (t - 0.75) / 0.5;
    path.push({ x: x0 + (lastRow.x + lastRow.width * 0.7 - x0) * t, y: y0 + (lastRow.y + lastRow.height / 2 - y0) * down });
  }
  await page.mouse.move(x0, y0);
  await startFrames(page);
  await page.mouse.down();
  for (const point of path) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
  const frames = await stopFrames(page);
  return { ...frames, moves: steps };
}

/** The same drag under V8's profiler: the functions that took the most main-thread time, by self time. */
async function profiledDrag(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  const frames = await drag(page);
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(workDir, { recursive: true });
  writeFileSync(path.join(workDir, 'drag.cpuprofile'), JSON.stringify(profile));
  return { frames, top: topFunctions(profile) };
}

function topFunctions(profile) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const file = url ? path.join(storybookDir, new URL(url).pathname) + '.map' : '';
      maps.set(url, existsSync(file) ? { dir: path.dirname(file), map: new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) } : null);
    }
    return maps.get(url);
  };
  const whereOf = ({ url, lineNumber, columnNumber, functionName }) => {
    const built = mapOf(url);
    const entry = built?.map.findEntry(lineNumber, columnNumber);
    if (!entry?.originalSource) return `${functionName || '(anonymous)'} ${url ? new URL(url).pathname : ''}`.trim();
    return `${entry.name ?? (functionName || '(anonymous)')} ${path.relative(root, path.resolve(built.dir, entry.originalSource))}:${entry.originalLine + 1}`;
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let at = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (at += delta));
  profile.samples.forEach((id, i) => {
    const { callFrame } = nodes.get(id);
    if (/^\((idle|root|program)\)$/.test(callFrame.functionName)) return;
    const key = whereOf(callFrame);
    self.set(key, (self.get(key) ?? 0) + ((times[i + 1] ?? profile.endTime) - times[i]) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, 10);
}

function percentile(values, p) {
  return [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
}
function ms(value) {
  return Math.round(value * 10) / 10;
}

function summarise(passes, hot) {
  const rows = passes.map(({ gaps, long, moves }) => ({ frames: gaps.length, moves, max: ms(Math.max(...gaps)), p95: ms(percentile(gaps, 0.95)), long: long.length, longest: ms(Math.max(0, ...long)) }));
  const gaps = passes.flatMap((p) => p.gaps);
  return { rows, max: ms(Math.max(...gaps)), p95: ms(percentile(gaps, 0.95)), top: hot.top, profiledMax: ms(Math.max(...hot.frames.gaps)) };
}

function writeReport(summary, { date, chromium: version, machine, story: id }) {
  const lines = [
    BEGIN,
    '',
    `\`npm run bench:scheduler\` on ${date} (Chromium ${version}, ${machine}): the board's "Large" story (\`${id}\`, 30 technicians,`,
    `400 jobs) in a 1600 × 1000 window, a block dragged down 12 rows and along the time line in 240 small mouse moves and dropped;`,
    `a frame is the time between two animation frames (60 a second when nothing is in the way).`,
    '',
    '| drag | frames | longest frame ms | p95 frame ms | long animation frames (> 50 ms) | longest of them ms |',
    '|---|---|---|---|---|---|',
    ...summary.rows.map((r, i) => `| ${i + 1} | ${r.frames} | ${r.max} | ${r.p95} | ${r.long} | ${r.longest || '–'} |`),
    '',
    `All drags: longest frame **${summary.max} ms**, p95 **${summary.p95} ms** (target: no frame over ${FRAME_MAX_MS} ms ${summary.max <= FRAME_MAX_MS ? '✓' : '✗'}).`,
    '',
    `Where the main thread's time went in a profiled drag (longest frame ${summary.profiledMax} ms under the profiler), by self time:`,
    '',
    '| function | ms |',
    '|---|---|',
    ...summary.top.map(([where, time]) => `| \`${where}\` | ${ms(time)} |`),
    '',
    END,
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  const file = path.join(root, 'docs/benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const heading = '## Scheduler board benchmark';
  const start = doc.indexOf(BEGIN);
  const next =
    start >= 0 ? `${doc.slice(0, start)}${text}${doc.slice(doc.indexOf(END) + END.length)}` : `${doc.trimEnd()}\n\n${heading}\n\n${text}\n`;
  writeFileSync(file, next);
}
