import { RELEASE_APPROVAL } from '../../src/domain/accounting/collectionsHolds';
import { approvalAuthorities } from './approvals';
import type { Database } from './database';

/** Who decides a release from credit hold or legal in the demo: the administrator and the AR manager (Linda Anderson, Norcross, Forest Park, Savannah). */
export const DEMO_AR_MANAGERS = ['admin@demo.local', 'linda.anderson@demo.local'] as const;

/** The demo's authorities to decide releases, without a limit; a second run adds nothing. */
export async function seedCollections(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_AR_MANAGERS.map((email) => ({ userId: userId.get(email)!, kind: RELEASE_APPROVAL, limitAmount: null, createdBy: userId.get('admin@demo.local')! })))
    .onConflictDoNothing();
}
