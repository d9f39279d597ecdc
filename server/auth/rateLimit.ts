import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';

/** A limit: at most `max` attempts per key in each fixed window of `windowMinutes`. */
export interface RateLimit {
  scope: string;
  max: number;
  windowMinutes: number;
}

export const LOGIN_PER_ACCOUNT: RateLimit = { scope: 'login.account', max: 5, windowMinutes: 15 };
export const LOGIN_PER_ADDRESS: RateLimit = { scope: 'login.address', max: 20, windowMinutes: 15 };
export const REGISTER_PER_ADDRESS: RateLimit = { scope: 'register.address', max: 10, windowMinutes: 60 };
export const RESET_PER_ADDRESS: RateLimit = { scope: 'forgot.address', max: 10, windowMinutes: 60 };
export const RESET_PER_ACCOUNT: RateLimit = { scope: 'forgot.account', max: 3, windowMinutes: 60 };
/** Wrong current passwords on /api/profile/password: a live session cannot be used to guess the password. */
export const PASSWORD_CHANGE_PER_ACCOUNT: RateLimit = { scope: 'password.account', max: 5, windowMinutes: 15 };

interface Taken {
  scope: string;
  key: string;
  windowStart: Date;
}

/** The attempts taken for one request: give them back when the attempt turned out not to count (a right password). */
export interface Attempt {
  release: () => Promise<void>;
}

/**
 * Takes one attempt from every limit, atomically in the database, before the attempt is checked: a burst of
 * parallel requests is counted as it arrives, so no more than `max` of them are ever let through per window,
 * across every server process. Answers null (and holds nothing) when any limit is used up.
 */
export async function takeAttempt(db: Database, limits: [RateLimit, string][]): Promise<Attempt | null> {
  await forgetOldWindows(db);
  const taken: Taken[] = [];
  const release = () => giveBack(db, taken);
  for (const [limit, key] of limits) {
    const window = sql`date_bin(make_interval(mins => ${limit.windowMinutes}), now(), timestamptz '2000-01-01 00:00:00+00')`;
    const [row] = await db
      .insert(rateLimits)
      .values({ scope: limit.scope, key: key.slice(0, 320), windowStart: window, attempts: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.scope, rateLimits.key, rateLimits.windowStart],
        set: { attempts: sql`${rateLimits.attempts} + 1` },
        setWhere: lt(rateLimits.attempts, limit.max),
      })
      .returning({ scope: rateLimits.scope, key: rateLimits.key, windowStart: rateLimits.windowStart });
    if (!row) {
      await release();
      return null;
    }
    taken.push(row);
  }
  return { release };
}

async function giveBack(db: Database, taken: Taken[]): Promise<void> {
  for (const t of taken.splice(0)) {
    await db
      .update(rateLimits)
      .set({ attempts: sql`${rateLimits.attempts} - 1` })
      .where(and(eq(rateLimits.scope, t.scope), eq(rateLimits.key, t.key), eq(rateLimits.windowStart, t.windowStart), gt(rateLimits.attempts, 0)));
  }
}

let forgottenAt = 0;

/** Windows older than a day are of no use; cleared at most every ten minutes per process. */
async function forgetOldWindows(db: Database): Promise<void> {
  if (Date.now() - forgottenAt < 600_000) return;
  forgottenAt = Date.now();
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
}
