import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { CYCLE_HISTORY_FILE, type PastCycle } from '../excede/demo/cycleHistory';
import { approvalAuthorities } from './approvals';
import { cycleCountLines, cycleCounts } from './cycleCounts';
import type { Database } from './database';
import { users } from './schema';

/** Who approves a cycle count's inventory adjustments in the demo: the administrator and the parts manager (parts@), without a limit. */
export const DEMO_PARTS_MANAGERS = ['admin@demo.local', 'parts@demo.local'] as const;

/** The demo's inventory-adjustment authorities; a second run adds nothing. */
export async function seedCycleCountAuthorities(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_PARTS_MANAGERS.map((email) => ({ userId: userId.get(email)!, kind: 'inventory-adjustment', limitAmount: null, createdBy: userId.get('admin@demo.local')! })))
    .onConflictDoNothing();
}

/**
 * The demo's past cycle counts from the side file the demo exports wrote beside them (server/excede/demo/cycleHistory.ts),
 * whose approved adjustments Excede's GL already holds: each cycle once (a cycle already there, by branch, code and
 * start, is left as it is), its people found by e-mail. Answers how many cycles were new; no file, none.
 */
export async function seedCycleHistory(db: Database, exportsDir: string): Promise<number> {
  const text = await readFile(path.join(exportsDir, CYCLE_HISTORY_FILE), 'utf8').catch(() => null);
  if (text === null) return 0;
  const cycles = JSON.parse(text) as PastCycle[];
  const emails = [...new Set(cycles.flatMap((c) => c.lines.flatMap((l) => [l.count1By, l.recountBy, l.approvedBy]).filter((e): e is string => e !== null)))];
  const idOf = new Map((await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u.id]));
  const who = (email: string | null) => (email === null ? null : (idOf.get(email) ?? null));
  let added = 0;
  await db.transaction(async (tx) => {
    for (const cycle of cycles) {
      const maker = who(cycle.lines.find((l) => l.approvedBy)?.approvedBy ?? 'admin@demo.local');
      if (maker === null) continue;
      const [made] = await tx
        .insert(cycleCounts)
        .values({ brnId: cycle.brnId, code: cycle.code, startDate: cycle.startDate, status: 'Closed', closedAt: new Date(cycle.closedAt), createdBy: maker, updatedBy: maker, createdAt: new Date(`${cycle.startDate}T12:00:00Z`), updatedAt: new Date(cycle.closedAt) })
        .onConflictDoNothing()
        .returning({ id: cycleCounts.id });
      if (!made) continue;
      added++;
      await tx.insert(cycleCountLines).values(
        cycle.lines.map(({ count1By, recountBy, approvedBy, count1At, recountAt, approvedAt, ...line }) => ({
          ...line,
          cycleId: made.id,
          count1By: who(count1By),
          count1At: new Date(count1At),
          recountBy: who(recountBy),
          recountAt: recountAt === null ? null : new Date(recountAt),
          approvedBy: who(approvedBy),
          approvedAt: approvedAt === null ? null : new Date(approvedAt),
          createdBy: maker,
          updatedBy: who(approvedBy) ?? maker,
        })),
      );
    }
  });
  return added;
}
