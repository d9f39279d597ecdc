// What Chromium itself says about each benchmark step (the page calls window.benchProbe before and after
// it): the main thread's CPU time and its style and layout time (thread time, so a busy machine hardly
// moves them); while scrolling, a trace of the main thread's tasks (wall and CPU time of each); in the
// profiled run, a V8 CPU profile whose samples are mapped through the build's source maps to the work
// they belong to.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

const tableCode = (source) => /^src\/ui\/DataTable\/|^node_modules\/@tanstack\/(table-core|react-table)\//.test(source);

/**
 * The grid's data work: a sample belongs to the nearest frame of its stack that one of these matches (so
 * a filter function's date formatting is filtering, and a comparator called by the built-in sort is sorting);
 * TanStack's row models reach each other through getters named for them (table_getSortedRowModel).
 */
const DATA_WORK = [
  { part: 'sorting', test: ({ source, name }) => tableCode(source) && (/sort/i.test(name) || /\/row-sorting\//.test(source)) },
  { part: 'searching and filtering', test: ({ source, name }) => tableCode(source) && (/filter|search|prewarm/i.test(name) || /\/(column|global)-filtering\//.test(source)) },
  { part: 'totals row', test: ({ source, name }) => tableCode(source) && (/total|sum/i.test(name) || /\/totals\.ts$/.test(source)) },
  // TanStack's Row objects, or the grid's own reading of the rows into column arrays
  { part: 'building the rows', test: ({ source, name }) => tableCode(source) && (/CoreRowModel|accessRows/.test(name) || /createCoreRowModel\.js$|\/(columnValues|textRun|dateValues)\.ts$/.test(source)) },
];
/** Any other sample belongs to the code it was taken in. */
const OWN_WORK = [
  { part: 'React', test: ({ source }) => /^node_modules\/(react|react-dom|scheduler)\//.test(source) },
  { part: 'virtualiser', test: ({ source }) => /^src\/ui\/DataTable\/VirtualBody\.tsx$/.test(source) },
  { part: 'grid components and TanStack (other)', test: ({ source }) => /^src\/|^node_modules\/@tanstack\//.test(source) },
  { part: 'garbage collection', test: ({ name }) => name === '(garbage collector)' },
  { part: 'browser outside JavaScript', test: ({ name }) => name === '(program)' },
  { part: 'other', test: () => true },
];
export const PARTS = [...DATA_WORK, ...OWN_WORK].map(({ part }) => part);
const NOT_WORK = /^\((idle|root)\)$/;

/** Maps a script position to its source file (relative to the project) and function name, through the build's `.map` files. */
function sourceMapper(root, outDir) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      let map = null;
      try {
        const file = `${path.join(outDir, new URL(url).pathname)}.map`;
        map = { dir: path.dirname(file), map: new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) };
      } catch {
        // not one of the build's scripts (the evaluate glue, a browser built-in): left unmapped
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const built = url ? mapOf(url) : null;
    const entry = built?.map.findEntry(lineNumber, columnNumber);
    if (!entry?.originalSource) return { source: url, name: functionName };
    return {
      source: path.relative(root, path.resolve(built.dir, entry.originalSource)),
      name: entry.name ?? functionName,
      line: entry.originalLine + 1,
    };
  };
}

/** A V8 CPU profile's busy time by part (shares that add up to 1), and its costliest functions by self time. */
function splitProfile(profile, mapPosition) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, { ...node, where: mapPosition(node.callFrame) }]));
  for (const node of nodes.values()) for (const child of node.children ?? []) nodes.get(child).parent = node;
  const partOf = (node) => {
    for (let frame = node; frame; frame = frame.parent) {
      const data = DATA_WORK.find(({ test }) => test(frame.where));
      if (data) return data.part;
    }
    return OWN_WORK.find(({ test }) => test(node.where)).part;
  };
  const byPart = Object.fromEntries(PARTS.map((part) => [part, 0]));
  const functions = new Map();
  let at = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (at += delta));
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    if (NOT_WORK.test(node.where.name)) return;
    const ms = ((times[i + 1] ?? profile.endTime) - times[i]) / 1000;
    byPart[partOf(node)] += ms;
    const key = `${node.where.name || '(anonymous)'} ${node.where.source}${node.where.line ? `:${node.where.line}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
  });
  const busy = Object.values(byPart).reduce((sum, ms) => sum + ms, 0) || 1;
  return {
    shares: Object.fromEntries(PARTS.map((part) => [part, byPart[part] / busy])),
    top: [...functions].sort((a, b) => b[1] - a[1]).slice(0, 8),
  };
}

/** The page's main thread's longest task in a trace: its wall time and its CPU time, and the most CPU any task took. */
function longestTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    byThread.set(`${e.pid}:${e.tid}`, [...(byThread.get(`${e.pid}:${e.tid}`) ?? []), e]);
  }
  // the page's renderer is the one that worked the most
  const cpuOf = (tasks) => tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  const tasks = [...byThread.values()].sort((a, b) => cpuOf(b) - cpuOf(a))[0] ?? [];
  const longest = tasks.reduce((a, b) => (b.dur > (a?.dur ?? -1) ? b : a), undefined);
  return {
    longestTaskWall: Math.round((longest?.dur ?? 0) / 1000),
    longestTaskCpu: Math.round((longest?.tdur ?? 0) / 1000),
    mostTaskCpu: Math.round(Math.max(0, ...tasks.map((t) => t.tdur ?? 0)) / 1000),
  };
}

/** Chromium's counters of the page's main thread, in thread (CPU) time, as ms. */
async function counters(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
  return { cpu: value('ThreadTime'), style: value('RecalcStyleDuration'), layout: value('LayoutDuration') };
}

/**
 * Answers the page's window.benchProbe. `probe.profiling = true` adds a CPU profile of each step; steps of a
 * kind in `traced` are traced instead (when not profiling). Profiles and traces are saved in `saveDir` (to open
 * in Chrome's DevTools, Performance panel). `probe.take()` returns what was read since the last take.
 */
export async function attachProbe(page, { root, outDir, traced, saveDir }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const browser = page.context().browser();
  const mapPosition = sourceMapper(root, outDir);
  const probe = { profiling: false, read: [], take: () => probe.read.splice(0) };
  let before;
  await page.exposeFunction('benchProbe', async (action, step, rows, kind) => {
    const tracing = !probe.profiling && traced.includes(kind);
    if (action === 'start') {
      if (probe.profiling) await cdp.send('Profiler.start');
      if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'] });
      before = await counters(cdp);
      return;
    }
    const after = await counters(cdp);
    const used = Object.fromEntries(Object.keys(after).map((key) => [key, Math.round(after[key] - before[key])]));
    const save = (ending, text) => {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(path.join(saveDir, `${rows} ${step.replace(/[^\w,()-]+/g, ' ').trim()}.${ending}`), text);
    };
    let profile;
    if (probe.profiling) {
      const cpuProfile = (await cdp.send('Profiler.stop')).profile;
      save('cpuprofile', JSON.stringify(cpuProfile));
      profile = splitProfile(cpuProfile, mapPosition);
    }
    let tasks;
    if (tracing) {
      const trace = (await browser.stopTracing()).toString();
      save('trace.json', trace);
      tasks = longestTasks(JSON.parse(trace));
    }
    probe.read.push({ step, rows, kind, ...used, ...profile, ...tasks });
  });
  return probe;
}
