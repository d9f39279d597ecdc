import { mkdir } from 'node:fs/promises';
import { DEMO_SEED } from '../../../src/demo/random';
import { excedeGlAccounts, excedeGlLines, excedeGlPeriods } from '../../db/excede';
import { Overheads } from './accounting';
import { dayOf, isoDay, lastDayOfMonth, monthOf, NOW, openShare, partsOf, TODAY, wallOf, type Day, type Wall } from './calendar';
import { cumulative, draws, type Draws } from './draws';
import { postPastCycles, writePastCycles } from './cycleHistory';
import { ExportFiles } from './exportFiles';
import { Ledger, writeChart } from './ledger';
import { writePeriods } from './periods';
import { writeMarketMetrics, writeReviews } from './marketing';
import { PartsDesk } from './parts';
import { Receivables } from './receivables';
import { LeaseDesk } from './leases';
import { SalesDesk } from './sales';
import { SCALES, type DemoScale, type ScaleSpec } from './scale';
import { ServiceDesk, techniciansFor } from './service';
import { buildWorld, writeShared } from './shared';

export type { DemoScale } from './scale';

export interface DemoExportsWritten {
  scale: DemoScale;
  /** Rows written, by export name (GLJEITM: 123456). */
  rows: Record<string, number>;
  ms: number;
}

/** Counter tickets and shop write-ups by hour of the day (from 6 am), the busy mornings first. */
const COUNTER_HOURS = cumulative([0, 1.0, 1.6, 1.7, 1.5, 1.3, 0.9, 1.3, 1.3, 1.1, 0.9, 0.3]);
const SHOP_HOURS = cumulative([0.6, 2.0, 1.8, 1.2, 0.9, 0.7, 0.6, 0.7, 0.6]);
/** Parts and service by month: winter breakdowns and summer heat are busy, December is quiet. */
const PARTS_SEASON = [1.1, 1.06, 1.0, 0.95, 0.95, 1.0, 1.05, 1.05, 1.0, 0.98, 1.0, 0.9];
const SERVICE_SEASON = [1.12, 1.08, 1.0, 0.95, 0.95, 1.02, 1.08, 1.08, 1.0, 0.97, 1.0, 0.88];
/** The business grows about 6% a year up to now. */
const growthOn = (day: Day) => 1 + (0.06 * (day - TODAY)) / 365;

/** When a day's events happen, in order; Saturdays close at noon, and nothing happens after now. */
function timesOf(clock: Draws, day: Day, lambda: number, hours: Float64Array): Wall[] {
  const lastHour = openShare(day) < 1 ? 5 : hours.length - 1;
  const times: Wall[] = [];
  for (let i = clock.count(lambda); i > 0; i--) {
    const hour = Math.min(clock.index(hours), lastHour);
    const at = wallOf(day, (6 + hour) * 60 + clock.int(0, 59));
    if (at <= NOW) times.push(at);
  }
  return times.sort((a, b) => a - b);
}

async function generate(files: ExportFiles, spec: ScaleSpec, seed: number) {
  const { year, month, date } = partsOf(TODAY);
  const firstDay = dayOf(year, month - spec.months, date);
  const world = buildWorld(spec, draws(seed, 1), techniciansFor(spec));
  const leases = new LeaseDesk(spec, draws(seed, 2), world, firstDay);
  // Stream 15: which customers are tax-exempt, drawn apart so every other figure stays as it was.
  await writeShared(files, world, draws(seed, 3), draws(seed, 15));
  await leases.write(files);
  await writeMarketMetrics(files, world, spec, draws(seed, 4));
  await writeReviews(files, world, spec, draws(seed, 5));
  writeChart(files.of(excedeGlAccounts));
  writePeriods(files.of(excedeGlPeriods), isoDay(firstDay), isoDay(TODAY));
  const ledger = new Ledger(files.of(excedeGlLines), world.branches.map((b) => b.code));
  const receivables = new Receivables(draws(seed, 6), files, ledger, world.branches);
  const context = { spec, world, files, ledger, receivables, firstDay };
  const parts = new PartsDesk(context, draws(seed, 7));
  await parts.writeCatalog();
  const service = new ServiceDesk(context, draws(seed, 8), parts);
  // Streams 13 and 14: the stock's listing (body, asking price, curtailment amount) and where it stands (in transit,
  // at the upfitter, demo), drawn apart so every other figure stays as it was.
  const sales = new SalesDesk(context, draws(seed, 9), service, draws(seed, 13), draws(seed, 14));
  const overheads = new Overheads(draws(seed, 10), ledger, world.branches);
  const clock = draws(seed, 11);
  for (const branch of world.branches) ledger.open(branch.index, firstDay, [...sales.opening(branch), ...parts.opening(branch), ...leases.opening(branch, firstDay)]);

  for (let day = firstDay; day <= TODAY; day++) {
    const share = openShare(day);
    const growth = growthOn(day);
    const season = monthOf(day) % 12;
    const date = partsOf(day).date;
    if (date === 1) overheads.firstOfMonth(day);
    service.meetings(day);
    for (const branch of world.branches) {
      const busy = branch.size * growth * share;
      parts.counterDay(branch, day, timesOf(clock, day, spec.counterInvoicesPerDay * busy * PARTS_SEASON[season]!, COUNTER_HOURS));
      service.day(branch, day, timesOf(clock, day, spec.repairOrdersPerDay * busy * SERVICE_SEASON[season]!, SHOP_HOURS));
      sales.day(branch, day, share, growth);
    }
    if (date === 15) overheads.midMonth(day);
    if (lastDayOfMonth(day) && day < TODAY) {
      sales.closeMonth(day);
      leases.closeMonth(ledger, day, world.branches);
      overheads.closeMonth(day);
    }
    receivables.endOfDay(day);
    await files.flush();
  }
  receivables.chargeFinance();
  await parts.writeStock();
  await writePastCycles(files.dir, postPastCycles(draws(seed, 12), parts, ledger, world.branches));
  await sales.writeStock();
}

/**
 * Writes Excede's exports of the demo world into `dir`, one `<NAME>.unl` per export of the catalog, in
 * Informix UNLOAD format: three years up to the demo's now (server/demoAsOf.ts)
 * across the ten demo branches. The same seed and scale give byte-identical files. Files are streamed
 * (a day of rows at a time), and appear under their names only once every one is complete.
 */
export async function writeDemoExports(dir: string, scale: DemoScale, seed: number = DEMO_SEED): Promise<DemoExportsWritten> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const files = new ExportFiles(dir);
  try {
    await generate(files, SCALES[scale], seed);
  } catch (error) {
    await files.discard();
    throw error;
  }
  const rows = await files.close();
  return { scale, rows, ms: Math.round(performance.now() - started) };
}
