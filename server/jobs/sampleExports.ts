/**
 * The sample Excede export files shipped for the demo (server/jobs/sample-exports). Deterministic:
 * regenerate with `npx tsx server/jobs/sampleExports.ts` after changing this file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_BRANCHES } from '../../src/demo/branches';
import { createRandom, DEMO_SEED } from '../../src/demo/random';

const PART_WORDS = ['Brake pad set', 'Air filter', 'Oil filter', 'Fuel filter', 'Wiper blade', 'Headlamp assembly', 'Alternator', 'Starter motor',
  'Air dryer cartridge', 'Slack adjuster', 'Brake chamber', 'Fan belt', 'Coolant hose', 'Mud flap', 'Mirror head', 'Wheel seal', 'Hub cap',
  'Turn signal lamp', 'Glad hand', 'Air horn', 'DEF sensor', 'Turbo gasket', 'Radiator cap', 'Shock absorber', 'Leaf spring bushing'];
const BRANDS = ['Bendix', 'Fleetguard', 'Donaldson', 'Meritor', 'Gates', 'Grote', 'Dayton', 'Phillips'];
const CUSTOMERS = ['Peach State Haulers', 'Magnolia Freight', 'Red Clay Logistics', 'Chattahoochee Transport', 'Gulf Coast Carriers',
  'Iron Bowl Trucking', 'Savannah Port Drayage', 'Piedmont Paving', 'Tennessee Valley Lines', 'Altamaha Timber'];

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csv = (header: string[], rows: (string | number)[][]) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

export function samplePartsCsv(count = 300): string {
  const random = createRandom(DEMO_SEED + 31);
  const rows: (string | number)[][] = [];
  for (let i = 0; i < count; i++) {
    const branch = DEMO_BRANCHES[i % DEMO_BRANCHES.length]!;
    const cost = random.int(300, 250_000) / 100;
    rows.push([
      `${random.pick(['BX', 'FG', 'DN', 'MR', 'GT', 'GR'])}${String(100_000 + i * 37).padStart(6, '0')}`,
      branch.code,
      `${random.pick(PART_WORDS)}, ${random.pick(BRANDS)}`,
      `${random.pick(['A', 'B', 'C', 'D'])}${random.int(1, 30)}-${random.int(1, 8)}`,
      random.int(0, 60),
      cost.toFixed(2),
      (cost * (1.25 + random.int(0, 40) / 100)).toFixed(2),
    ]);
  }
  return csv(['part_number', 'branch_code', 'description', 'bin', 'quantity_on_hand', 'cost', 'price'], rows);
}

export function sampleArCsv(count = 300): string {
  const random = createRandom(DEMO_SEED + 47);
  const rows: (string | number)[][] = [];
  const start = Date.UTC(2026, 7, 1);
  for (let i = 0; i < count; i++) {
    const branch = DEMO_BRANCHES[i % DEMO_BRANCHES.length]!;
    const customer = random.int(0, CUSTOMERS.length - 1);
    const amount = random.int(-50_000, 2_500_000) / 100;
    const paid = random.next() < 0.6;
    rows.push([
      `AR${String(500_000 + i * 13)}`,
      branch.code,
      `C${String(2000 + customer * 17)}`,
      CUSTOMERS[customer]!,
      `INV-${branch.code}-${String(70_000 + i * 3)}`,
      new Date(start + random.int(0, 110) * 86_400_000).toISOString().slice(0, 10),
      amount.toFixed(2),
      (paid ? 0 : amount).toFixed(2),
    ]);
  }
  return csv(['transaction_id', 'branch_code', 'customer_number', 'customer_name', 'document_number', 'transaction_date', 'amount', 'balance'], rows);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = fileURLToPath(new URL('./sample-exports', import.meta.url));
  writeFileSync(path.join(dir, 'parts.csv'), samplePartsCsv());
  writeFileSync(path.join(dir, 'ar_transactions.csv'), sampleArCsv());
  console.info(`wrote ${dir}/parts.csv and ar_transactions.csv`);
}
