import type { Database } from '../db/database';
import { createAccountsForNewEmployees } from '../users/createdAccounts';

const EVERY_MS = 6 * 3_600_000;

/**
 * Every six hours, accounts for Excede employees who have none (they show on /createduser).
 * Staff can also run it at once from that screen. Returns a stop function.
 */
export function startCreatedAccountsJob(db: Database): () => void {
  const timer = setInterval(() => {
    createAccountsForNewEmployees(db)
      .then(({ created, claimed }) => {
        console.info(`[jobs] automatic accounts: ${created.length} created`);
        // An address someone registered first waits for an administrator on /createduser.
        for (const claim of claimed) {
          console.warn(`[jobs] automatic accounts: ${claim.email} (${claim.employee.name}, Excede ${claim.employee.excede_id}) is claimed by a registration`);
        }
      })
      .catch((error: unknown) => console.error('[jobs] automatic accounts failed', error));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
