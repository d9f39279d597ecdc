import { eq, sql } from 'drizzle-orm';
import { CORE_BIN, type BinExceptionKey } from '../../src/domain/parts/binExceptions';
import { DEMO_AS_OF } from '../demoAsOf';
import { exceptionParts } from '../routes/parts/binVerificationData';
import { binVerifications } from './binVerifications';
import { queryRows, type Database } from './database';
import { users } from './schema';

const HOUR = 3_600_000;

/** What the demo shows checked at a branch: a tab, how many of its parts, and how far each got. */
const CHECKS: { exception: BinExceptionKey; count: number; done: 'task' | 'verified' }[] = [
  { exception: 'severalBins', count: 2, done: 'task' },
  { exception: 'coreOutside', count: 1, done: 'task' },
  { exception: 'zeroCost', count: 1, done: 'verified' },
  { exception: 'emptyBin', count: 2, done: 'verified' },
];

/**
 * A few parts checked at Norcross (101) and Birmingham (201) by parts@demo.local the day before the demo's now:
 * bin-change tasks left open for Excede, and parts verified on today's Excede data. NOLOC is left for the
 * counter to check. A branch with records already is left as it is.
 */
export async function seedBinVerifications(tx: Database, by: number): Promise<void> {
  const at = new Date(DEMO_AS_OF.getTime() - 20 * HOUR);
  for (const brnId of ['101', '201']) {
    const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(binVerifications).where(eq(binVerifications.brnId, brnId));
    if (seeded!.n > 0) continue;
    for (const check of CHECKS) {
      for (const part of await exceptionParts(tx, check.exception, brnId, check.count)) {
        const foundBin = check.exception === 'coreOutside' ? CORE_BIN : (part.bin ?? 'A01-1A');
        const verified = check.done === 'verified' ? { verifiedBy: by, verifiedAt: at, stamp: part.stamp } : { taskStatus: 'Open' as const };
        await tx.insert(binVerifications).values({ brnId, partNo: part.partNo, exception: check.exception, foundBin, ...verified, createdBy: by, updatedBy: by, createdAt: at, updatedAt: at });
      }
    }
  }
}

/** seedBinVerifications once the first import brought Excede's stock in. */
export async function seedBinVerificationsAfterImport(db: Database): Promise<void> {
  const [counter] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'parts@demo.local'));
  const [stock] = await queryRows<{ n: number }>(db, sql`select 1 as n from excede_part_branches limit 1`);
  if (!counter || !stock) return;
  await db.transaction((tx) => seedBinVerifications(tx as unknown as Database, counter.id));
}
