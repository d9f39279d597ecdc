import { sql } from 'drizzle-orm';
import { newYorkDay } from '../../src/domain/businessDays';
import { usHolidaysOf, type CompanyHoliday } from '../../src/domain/service/companyHolidays';
import { DEMO_AS_OF } from '../demoAsOf';
import { approvalAuthorities } from './approvals';
import { companyHolidays } from './companyHolidays';
import type { Database } from './database';

/** Who decides technicians' time off in the demo: the administrator and the service manager (service@). */
export const DEMO_SERVICE_MANAGERS = ['admin@demo.local', 'service@demo.local'] as const;

type Seeded = Pick<CompanyHoliday, 'day' | 'name' | 'allBranches' | 'branches' | 'dayPart' | 'closesAt' | 'opensAt' | 'emergencyOnly'>;

/** A few days of one branch or two besides the group's: a morning of safety training, an early close for a year-end party. */
const branchDays = (year: number): Seeded[] => [
  { day: `${year}-12-11`, name: 'Norcross shop safety training', allBranches: false, branches: ['101'], dayPart: 'Opens late', closesAt: null, opensAt: '10:00', emergencyOnly: false },
  { day: `${year}-12-18`, name: 'Alabama year-end lunch', allBranches: false, branches: ['201', '202'], dayPart: 'Closes early', closesAt: '13:00', opensAt: null, emergencyOnly: true },
  { day: `${year}-08-14`, name: 'Savannah hurricane drill', allBranches: false, branches: ['104'], dayPart: 'Full day', closesAt: null, opensAt: null, emergencyOnly: true },
];

/**
 * The group's US holidays of the demo's year and the next for every branch, and a few branch days; the
 * technician-time-off authorities of the demo's service managers. A second run writes nothing.
 */
export async function seedCompanyHolidays(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const admin = userId.get('admin@demo.local')!;
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_SERVICE_MANAGERS.map((email) => ({ userId: userId.get(email)!, kind: 'technician-time-off', limitAmount: null, createdBy: admin })))
    .onConflictDoNothing();
  const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(companyHolidays);
  if (seeded!.n > 0) return;
  const year = Number(newYorkDay(DEMO_AS_OF).slice(0, 4));
  const days: Seeded[] = [year, year + 1].flatMap((y) => [...usHolidaysOf(y).map((h) => ({ ...h, allBranches: true, branches: [], opensAt: null })), ...branchDays(y)]);
  await tx.insert(companyHolidays).values(days.map((d) => ({ ...d, createdBy: admin, updatedBy: admin })));
}
