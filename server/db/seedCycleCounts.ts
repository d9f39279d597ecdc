import { approvalAuthorities } from './approvals';
import type { Database } from './database';

/** Who approves a cycle count's inventory adjustments in the demo: the administrator and the parts manager (parts@), without a limit. */
export const DEMO_PARTS_MANAGERS = ['admin@demo.local', 'parts@demo.local'] as const;

/** The demo's inventory-adjustment authorities; a second run adds nothing. */
export async function seedCycleCountAuthorities(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_PARTS_MANAGERS.map((email) => ({ userId: userId.get(email)!, kind: 'inventory-adjustment', limitAmount: null, createdBy: userId.get('admin@demo.local')! })))
    .onConflictDoNothing();
}
