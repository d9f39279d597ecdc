import { sql, type SQL } from 'drizzle-orm';
import { branchCode } from '../../src/domain/branches';
import { fail, type AppContext } from '../http';

export const branchRefused = (code: string) => `You do not have access to branch ${code}.`;

/**
 * The branches (BrnId codes) a business request may read: those it names, each of which the user must
 * hold (another branch is a 403), or, when it names none, every branch of the user. Every business
 * endpoint reads its rows through this, so no answer carries a row of a branch the user lacks.
 */
export function branchScope(c: AppContext, requested: readonly string[]): string[] {
  const mine = c.var.user.branches.map(branchCode);
  const foreign = requested.find((code) => !mine.includes(code));
  if (foreign !== undefined) fail(403, branchRefused(foreign));
  return requested.length ? [...requested] : mine;
}

/** `column in (the branches)` as parameters; false for none, so no branch means no rows. */
export const inBranches = (column: SQL, branches: readonly string[]): SQL =>
  branches.length ? sql`${column} in (${sql.join(branches.map((b) => sql`${b}`), sql`, `)})` : sql`false`;
