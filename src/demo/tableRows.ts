import { DEMO_BRANCH_LABELS } from './branches';
import { createRandom, DEMO_SEED } from './random';

/** A parts counter ticket line: what grids of parts sales, research and waiting lists show. */
export interface PartsTicketRow {
  id: string;
  ticket: string;
  branch: string;
  partNumber: string;
  description: string;
  qty: number;
  /** Unit cost, dollars. */
  cost: number;
  /** Extended sale amount, dollars; credits (returns) are negative. */
  amount: number;
  /** Gross margin as a percentage number (12.5 means 12.5%). */
  margin: number;
  /** Wall-clock New York time, 'YYYY-MM-DDTHH:MM:00'. */
  createdAt: string;
}

/** An accounts-receivable invoice. */
export interface InvoiceRow {
  id: string;
  invoice: string;
  branch: string;
  customer: string;
  /** 'YYYY-MM-DD'; '1900-01-01' when the dealer system has no date (shown blank). */
  invoiceDate: string;
  dueDate: string;
  total: number;
  balance: number;
}

const PARTS = [
  ['FLT-LF9009', 'Lube filter, Cummins ISX'],
  ['FLT-FF5488', 'Fuel filter, secondary'],
  ['FLT-AF26401', 'Air filter, radial seal'],
  ['BRK-4707Q', 'Brake shoe kit, 16.5 x 7'],
  ['BRK-3222X', 'Brake drum, outboard'],
  ['BLT-8PK2160', 'Serpentine belt, 8-rib'],
  ['LMP-H4656', 'Headlamp, sealed beam'],
  ['WPR-22-30', 'Wiper blade, 22 in.'],
  ['CLT-107582', 'Clutch kit, 15.5 in. two-plate'],
  ['STR-8200064', 'Starter, 12V 39MT'],
  ['ALT-8600307', 'Alternator, 160A'],
  ['TRB-HX40W', 'Turbocharger, remanufactured'],
  ['INJ-4062569', 'Fuel injector, remanufactured'],
  ['HUB-10031', 'Hub seal, drive axle'],
  ['TIR-11R22.5', 'Tire, 11R22.5 drive, 16 ply'],
  ['DEF-2.5G', 'Diesel exhaust fluid, 2.5 gal'],
  ['OIL-15W40-5', 'Engine oil 15W-40, 5 gal pail'],
  ['AIR-DRYR-AD9', 'Air dryer, AD-9'],
  ['MIR-HTD-8X16', 'Mirror, heated 8 x 16'],
  ['SNS-NOX-OUT', 'NOx sensor, outlet'],
] as const;

const CUSTOMERS = [
  'Peach State Freight', 'Southern Haulers LLC', 'Dixie Logistics', 'Magnolia Transport', 'Red Clay Carriers',
  'Gulf Coast Distribution', 'Blue Ridge Trucking', 'Chattahoochee Paving', 'Iron Bowl Express', 'Savannah Port Drayage',
  'Piedmont Waste Services', 'Tuscaloosa Timber Co.', 'Altamaha Aggregates', 'Vulcan Line Haul', 'Okefenokee Movers',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;
const BASE = Date.UTC(2025, 0, 1);

/** 'YYYY-MM-DDTHH:MM:00' from a UTC-based ms value read as wall-clock time. */
function wallTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** `count` parts ticket lines, the same for the same count and seed (100,000 take ~100 ms). */
export function createPartsTicketRows(count: number, seed = DEMO_SEED): PartsTicketRow[] {
  const random = createRandom(seed);
  const rows = new Array<PartsTicketRow>(count);
  for (let i = 0; i < count; i++) {
    const [partNumber, description] = PARTS[random.int(0, PARTS.length - 1)]!;
    const qty = random.int(1, 12) * (random.next() < 0.04 ? -1 : 1);
    const cost = round2(4 + random.next() * 900);
    const marginPct = 8 + random.next() * 32;
    const unitPrice = cost / (1 - marginPct / 100);
    const createdMs = BASE + random.int(0, 440) * DAY_MS + random.int(7 * 60, 18 * 60) * 60_000;
    rows[i] = {
      id: `T${pad(i + 1, 6)}`,
      ticket: `PT-${pad(400000 + i, 7)}`,
      branch: DEMO_BRANCH_LABELS[random.int(0, DEMO_BRANCH_LABELS.length - 1)]!,
      partNumber,
      description,
      qty,
      cost,
      amount: round2(unitPrice * qty),
      margin: round2(marginPct),
      createdAt: wallTime(createdMs),
    };
  }
  return rows;
}

/** `count` receivable invoices; a few have no date (placeholder) and some are credits. */
export function createInvoiceRows(count: number, seed = DEMO_SEED + 7): InvoiceRow[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i): InvoiceRow => {
    const dateMs = BASE + random.int(0, 420) * DAY_MS;
    const total = round2((random.next() < 0.06 ? -1 : 1) * (50 + random.next() * 24_000));
    const paid = random.next();
    const noDate = random.next() < 0.03;
    return {
      id: `I${pad(i + 1, 5)}`,
      invoice: `INV-${pad(880000 + i * 3, 7)}`,
      branch: random.pick(DEMO_BRANCH_LABELS),
      customer: random.pick(CUSTOMERS),
      invoiceDate: noDate ? '1900-01-01' : wallTime(dateMs).slice(0, 10),
      dueDate: noDate ? '1900-01-01' : wallTime(dateMs + 30 * DAY_MS).slice(0, 10),
      total,
      balance: paid < 0.5 ? 0 : round2(total * (paid < 0.8 ? 1 : 0.5)),
    };
  });
}
