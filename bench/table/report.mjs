// The table benchmark's figures: medians of the timed runs, the targets at the largest row count, and the
// profiled run's split of each step's main-thread CPU time by work; printed, and written into the
// "Table benchmark" section of docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PARTS } from './probe.mjs';

/** The targets at the largest row count, by the kind of step (the page tags each step with one). */
const TARGETS = [
  { kind: 'first render', label: 'first render', max: 200 },
  { kind: 'sort', label: 'sort', max: 150 },
  { kind: 'search', label: 'search (every search, the first one too)', max: 100 },
  { kind: 'filter', label: 'column and range filters, clearing them', max: 100 },
];
const LONG_TASK_MAX = 50;
const BEGIN = '<!-- Written by `npm run bench:table` down to the end mark; text after the mark is kept. -->';
const END = '<!-- end of the figures written by `npm run bench:table` -->';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const n = (value) => value.toLocaleString('en-US');

export function summarise({ passes, profiled, counts }) {
  const largest = counts[counts.length - 1];
  const probesOf = (rows, step) => passes.map((run) => run.probes.find((p) => p.rows === rows && p.step === step));
  const middle = (items, key) => median(items.map((item) => item[key]));
  const steps = passes[0].steps.map(({ rows, step, kind, shown }) => {
    const timings = passes.map((run) => run.steps.find((s) => s.rows === rows && s.step === step));
    const probes = probesOf(rows, step);
    return { rows, step, kind, shown, ms: middle(timings, 'ms'), domMs: middle(timings, 'domMs'), cpu: middle(probes, 'cpu') };
  });
  const scrolling = counts.map((rows) => {
    const seen = passes.map((run) => run.scrolling.find((s) => s.rows === rows));
    const probes = probesOf(rows, seen[0].step);
    return {
      rows,
      longestTask: middle(seen, 'longestTask'),
      worstTask: Math.max(...seen.map((s) => s.longestTask)),
      longTasks: middle(seen, 'longTasks'),
      longestFrame: middle(seen, 'longestFrame'),
      longestTaskCpu: middle(probes, 'longestTaskCpu'),
      mostTaskCpu: middle(probes, 'mostTaskCpu'),
      cpu: middle(probes, 'cpu'),
    };
  });
  const atLargest = steps.filter((s) => s.rows === largest);
  const targets = TARGETS.map(({ kind, label, max }) => {
    const worst = atLargest.filter((s) => s.kind === kind).sort((a, b) => b.ms - a.ms)[0];
    return { label: `${label} ≤ ${max} ms`, figure: `${worst.ms} ms (${worst.step})`, cpu: `${worst.cpu} ms`, over: worst.ms - max };
  });
  const scroll = scrolling.find((s) => s.rows === largest);
  targets.push({
    label: `no long task over ${LONG_TASK_MAX} ms while scrolling`,
    figure: scroll.longestTask ? `longest ${scroll.longestTask} ms` : 'no long task',
    cpu: `${scroll.mostTaskCpu} ms (the most any one task used)`,
    over: scroll.longestTask - LONG_TASK_MAX,
  });
  // each step's share of work from the profiled run, applied to the step's CPU time in the timed runs
  const breakdown = profiled.probes.map((probe) => {
    const timed = probesOf(probe.rows, probe.step);
    const cpu = middle(timed, 'cpu');
    const styleAndLayout = median(timed.map((p) => p.style + p.layout));
    return { ...probe, cpu, styleAndLayout, ms: profiled.steps.find((s) => s.step === probe.step)?.ms, parts: PARTS.map((part) => Math.round(probe.shares[part] * cpu)) };
  });
  const missed = targets.filter((t) => t.over > 0).map((t) => `${t.label} at ${n(largest)} rows: ${t.figure}, ${t.over} ms over`);
  return { counts, largest, steps, scrolling, targets, breakdown, missed };
}

function markdown(summary, { date, chromium, runs, machine }) {
  const { counts, largest, steps, scrolling, targets, breakdown } = summary;
  const names = [...new Set(steps.map((s) => s.step))];
  const at = (step, rows) => steps.find((s) => s.step === step && s.rows === rows);
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const big = n(largest);
  return [
    BEGIN,
    '',
    `\`npm run bench:table\` on ${date}: the shared DataTable (virtual mode, 9 columns, a totals row) built for production`,
    `(Vite's \`build()\` into node_modules/.bench-table, served by \`vite preview\`) in headless Chromium ${chromium}, a`,
    `1400 × 900 window, median of ${runs} runs after a warm-up. A step starts with the view change (rendered as a click's`,
    "update is; the host keeps what the grid hands back, as the portal's screens do, so what a change leaves alone keeps",
    'its identity) and ends with the frame after the grid shows what the data says it must: the status line and the first',
    'row (the last row when scrolling), worked out with plain array code; a step that never shows it fails the run.',
    'Sorting, searching and filtering run over every row; only the rows in view are in the DOM. The first search comes',
    'at least 2 s after the first render, once the page is idle, as a user reads the grid while its search index is',
    "built in idle time; the cold one comes at once after a first render. Main-thread CPU is the CPU time of the page's",
    "main thread over the step (Chromium's thread time): a busy machine stretches the wall-clock figures, hardly this one.",
    "The grid's row worker sorts, filters and searches on a thread of its own: only the wall-clock figures include its time.",
    '',
    `Targets at ${big} rows (met or not by the wall-clock figure):`,
    '',
    '| target | measured | main-thread CPU | met |',
    '|---|---|---|---|',
    ...targets.map((t) => row([t.label, t.figure, t.cpu, t.over > 0 ? `✗ ${t.over} ms over` : '✓'])),
    '',
    row(['Step', ...counts.map((c) => `${n(c)} rows (ms)`), `until the DOM shows it, ${big} (ms)`, `main-thread CPU, ${big} (ms)`, 'Rows in the DOM']),
    `|---|${counts.map(() => '---:').join('|')}|---:|---:|---:|`,
    ...names.map((name) => row([name, ...counts.map((c) => at(name, c).ms), at(name, largest).domMs, at(name, largest).cpu, at(name, largest).shown])),
    '',
    'Scrolling: a fast flick (ten rows a frame for 60 frames), then a scrollbar drag to the end in 20 frames. Long tasks',
    "are the page's PerformanceObserver entries (wall clock); the CPU figures come from a trace of the main thread:",
    '',
    '| rows | longest long task (ms) | in the worst run (ms) | long tasks | longest frame (ms) | CPU of the longest task (ms) | most CPU in one task (ms) | main-thread CPU, all (ms) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...scrolling.map((s) => row([n(s.rows), s.longestTask || 'none', s.worstTask || 'none', s.longTasks, s.longestFrame, s.longestTaskCpu, s.mostTaskCpu, s.cpu])),
    '',
    `Where the main-thread CPU goes at ${big} rows: each step's CPU time above, split by the samples of one more run`,
    "under V8's profiler (every 0.1 ms), each sample mapped through the build's source maps. Sorting, searching and",
    'filtering, the totals row and building the rows count everything their functions call (formatting, the built-in',
    'sort); style or layout that JavaScript forces (by reading a size or scroll position) counts for that JavaScript.',
    "Style and layout, forced or not, are also given alone from Chromium's counters (ms):",
    '',
    row(['Step', 'on screen (profiled)', 'main-thread CPU', ...PARTS, 'style and layout (counters)']),
    `|---|---:|---:|${PARTS.map(() => '---:').join('|')}|---:|`,
    ...breakdown.map((b) => row([b.step, b.ms ?? '', b.cpu, ...b.parts, b.styleAndLayout])),
    '',
    `Machine: ${machine}.`,
    '',
    END,
  ].join('\n');
}

/** Replaces the figures in the "Table benchmark" section (the whole section the first time), keeping what follows them. */
function replaceSection(doc, figures) {
  const heading = '\n## Table benchmark\n';
  const start = doc.indexOf(heading);
  if (start < 0) return `${doc.trimEnd()}\n${heading}\n${figures}\n`;
  const body = start + heading.length;
  const nextSection = doc.indexOf('\n## ', body);
  const end = nextSection < 0 ? doc.length : nextSection + 1;
  const section = doc.slice(body, end);
  const kept = section.includes(END) ? section.slice(section.indexOf(END) + END.length).trim() : '';
  return `${doc.slice(0, body)}\n${figures}\n${kept ? `\n${kept}\n` : ''}${end < doc.length ? '\n' : ''}${doc.slice(end)}`;
}

export function writeReport(summary, context) {
  console.table(summary.steps.map(({ rows, step, ms, domMs, cpu, shown }) => ({ rows, step, ms, 'until DOM': domMs, 'main-thread CPU': cpu, 'rows in DOM': shown })));
  console.table(summary.scrolling);
  for (const b of summary.breakdown) {
    console.log(`\n${b.step} (${n(b.rows)} rows): ${b.ms ?? '-'} ms on screen when profiled; main-thread CPU ${b.cpu} ms (style and layout ${b.styleAndLayout}), of which:`);
    PARTS.forEach((part, i) => b.parts[i] && console.log(`  ${String(b.parts[i]).padStart(5)} ms  ${part}`));
    console.log('  costliest functions in the profiled run (self time, wall clock):');
    for (const [fn, ms] of b.top) console.log(`  ${String(Math.round(ms)).padStart(5)} ms  ${fn}`);
  }
  console.log('\nTargets:');
  for (const t of summary.targets) console.log(`  ${t.over > 0 ? '✗' : '✓'} ${t.label}: ${t.figure}; main-thread CPU ${t.cpu}`);

  const file = path.join(context.root, 'docs', 'benchmarks.md');
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), markdown(summary, context)));
  console.log('\nWrote the figures into "## Table benchmark" in docs/benchmarks.md');
}
