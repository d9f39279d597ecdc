import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { quickLinkObjects } from './schema';

/**
 * The Excede business objects a quick link can open. Reference data, not demo data: written at
 * every start so a new object added here reaches every installation.
 */
export const QUICK_LINK_OBJECTS = [
  { businessObjectId: '1013', name: 'Part', routePage: '/parts-research', whereTemplate: "PartNumber = '{key}'" },
  { businessObjectId: '1014', name: 'Part Inventory', routePage: '/parts-research', whereTemplate: "PartNumber = '{key}'" },
  { businessObjectId: '2040', name: 'AR Transaction', routePage: '/ar/transactiondetail', whereTemplate: "TransactionId = '{key}'" },
  { businessObjectId: '2041', name: 'AR Invoice', routePage: '/ar/transactiondetail', whereTemplate: "DocumentNumber = '{key}'" },
];

export async function writeReferenceData(db: Database): Promise<void> {
  await db
    .insert(quickLinkObjects)
    .values(QUICK_LINK_OBJECTS)
    .onConflictDoUpdate({
      target: quickLinkObjects.businessObjectId,
      set: { name: sql`excluded.name`, routePage: sql`excluded.route_page`, whereTemplate: sql`excluded.where_template` },
    });
}
