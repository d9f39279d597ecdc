import { countStatusOf, DEFAULT_SIGN_OFF_THRESHOLD_CENTS, DENOMINATIONS, type CountStatus, type DenominationCounts, type FundKind } from '../domain/accounting/cashOnHand';
import { branchCode } from '../domain/branches';
import { instantOfWallTime } from '../domain/timeZone';
import { BUSINESS_TIME_ZONE } from '../domain/constants';
import { isBusinessDay } from '../domain/businessDays';
import { DEMO_BRANCHES } from './branches';
import { demoUsers } from './people';
import { createRandom, DEMO_SEED } from './random';

/**
 * The demo's cash on hand: in each branch a parts and a service counter drawer (the drawers Excede's demo
 * receipts name: '101-P1', '101-S1'), a change fund and petty cash; counts at each close over the last two
 * weeks before the demo's now (the drawers daily, the funds on Fridays), nearly all to the cent, a few a little
 * out, a very few beyond the threshold and signed off, and one at Norcross still waiting for a sign-off;
 * approval authorities for the administrator (no limit) and an office manager ($500).
 */

export interface DemoCashFund {
  brnId: string;
  kind: FundKind;
  name: string;
  drawer: string | null;
  custodian: string;
  floatCents: number;
}

export interface DemoCashCount {
  brnId: string;
  fundName: string;
  countedAt: Date;
  /** The email of the portal user who recorded it, and of who signed it off. */
  countedBy: string;
  decidedBy: string | null;
  floatCents: number;
  overShortCents: number;
  denominations: DenominationCounts;
  status: CountStatus;
  note: string;
}

export const DEMO_APPROVERS = [
  { email: 'admin@demo.local', limitCents: null },
  { email: 'linda.anderson@demo.local', limitCents: 50_000 },
] as const;

const FUNDS = [
  { kind: 'Drawer', name: 'Parts counter drawer', drawer: 'P1', floatCents: 30_000 },
  { kind: 'Drawer', name: 'Service counter drawer', drawer: 'S1', floatCents: 30_000 },
  { kind: 'Change fund', name: 'Change fund', drawer: null, floatCents: 50_000 },
  { kind: 'Petty cash', name: 'Petty cash', drawer: null, floatCents: 25_000 },
] as const;

/** The staff of each branch (their first branch), active; the demo's sign-in accounts hold no cash. */
function staffOf(code: string): string[] {
  return demoUsers()
    .filter((u) => u.active && !u.demoAccount && branchCode(u.branches[0]!) === code)
    .map((u) => u.name);
}

export function demoCashFunds(): DemoCashFund[] {
  return DEMO_BRANCHES.flatMap(({ code }) => {
    const staff = staffOf(code);
    return FUNDS.map((f, i) => ({
      brnId: code,
      kind: f.kind,
      name: f.name,
      drawer: f.drawer ? `${code}-${f.drawer}` : null,
      custodian: staff[i % Math.max(1, staff.length)] ?? 'Branch office manager',
      floatCents: f.floatCents,
    }));
  });
}

/** Cash made up the way a drawer holds it: twenties down to pennies, a few of each. */
export function demoDenominations(cents: number): DenominationCounts {
  const counts: DenominationCounts = {};
  let left = cents;
  for (const d of DENOMINATIONS) {
    if (d.group === 'Rolls' || d.id === 'b100' || d.id === 'b50' || d.id === 'b2' || d.id === 'c100' || d.id === 'c50') continue;
    const n = Math.floor(left / d.cents);
    // Leave some of the larger notes to the smaller ones, as a drawer's till has them.
    const kept = d.cents >= 500 && n > 2 ? n - 2 : n;
    if (kept > 0) counts[d.id] = kept;
    left -= kept * d.cents;
  }
  return counts;
}

const DAY_MS = 86_400_000;

/** The business days before `now`'s day, oldest first. */
function countingDays(count: number, now: Date): string[] {
  const days: string[] = [];
  for (let at = now.getTime() - DAY_MS; days.length < count; at -= DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (isBusinessDay(day)) days.unshift(day);
  }
  return days;
}

const closeOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(instantOfWallTime({ year, month, day: date, hour: 17, minute: 30 }, BUSINESS_TIME_ZONE));
};

export function demoCashCounts(now: Date): DemoCashCount[] {
  const random = createRandom(DEMO_SEED + 70);
  const days = countingDays(10, now);
  const counts: DemoCashCount[] = [];
  for (const fund of demoCashFunds()) {
    const clerks = demoUsers().filter((u) => u.active && u.branches.some((b) => branchCode(b) === fund.brnId) && !u.roles.includes('Administrator') && u.email !== 'viewer@demo.local');
    for (const day of days) {
      if (fund.kind !== 'Drawer' && new Date(`${day}T00:00:00Z`).getUTCDay() !== 5) continue;
      const x = random.next();
      const overShortCents = x < 0.8 ? 0 : x < 0.96 ? random.int(-300, 300) : (random.next() < 0.7 ? -1 : 1) * random.int(600, 2_500);
      const countedBy = random.pick(clerks).email;
      const status = countStatusOf(overShortCents, DEFAULT_SIGN_OFF_THRESHOLD_CENTS);
      const approver = DEMO_APPROVERS.find((a) => a.email !== countedBy && (a.email === 'admin@demo.local' || demoUsers().find((u) => u.email === a.email)!.branches.some((b) => branchCode(b) === fund.brnId)))!;
      counts.push({
        brnId: fund.brnId,
        fundName: fund.name,
        countedAt: closeOf(day),
        countedBy,
        decidedBy: status === 'Accepted' ? null : approver.email,
        floatCents: fund.floatCents,
        overShortCents,
        denominations: demoDenominations(fund.floatCents + overShortCents),
        status: status === 'Accepted' ? 'Accepted' : 'Signed off',
        note: overShortCents < -DEFAULT_SIGN_OFF_THRESHOLD_CENTS ? 'Recounted twice; short stands.' : '',
      });
    }
  }
  // Last night's close at Norcross's service counter came out short: it waits for a manager.
  const waiting = counts.findLast((c) => c.brnId === '101' && c.fundName === 'Service counter drawer')!;
  Object.assign(waiting, { overShortCents: -1_240, denominations: demoDenominations(30_000 - 1_240), status: 'Awaiting sign-off', decidedBy: null, note: 'A twenty and change short; checking the day’s tickets.' });
  return counts;
}
