import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { ALL_PERMISSIONS, areaOf, shortNameOf } from '../../src/domain/permissions';
import { EXCEDE_EXPORTS, exportFileName, tableNameOf } from '../excede/catalog';
import { importJobs, permissions, quickLinkObjects } from './schema';

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
  // Every permission the code checks exists in every installation, from its first start on.
  await db
    .insert(permissions)
    .values(ALL_PERMISSIONS.map((name) => ({ name, shortName: shortNameOf(name), area: areaOf(name) ?? 'Other' })))
    .onConflictDoUpdate({ target: permissions.name, set: { shortName: sql`excluded.short_name`, area: sql`excluded.area` } });
  await db
    .insert(quickLinkObjects)
    .values(QUICK_LINK_OBJECTS)
    .onConflictDoUpdate({
      target: quickLinkObjects.businessObjectId,
      set: { name: sql`excluded.name`, routePage: sql`excluded.route_page`, whereTemplate: sql`excluded.where_template` },
    });
  // One import job per Excede export; a schedule staff changed stays as they set it. A new job is due at once.
  await db
    .insert(importJobs)
    .values(
      EXCEDE_EXPORTS.map((e) => ({
        name: `${e.name} · ${e.title}`,
        description: `Excede's ${e.name}${e.assumed ? ' (name to confirm in the Informix catalog)' : ''} into ${tableNameOf(e)}.`,
        sourceFile: exportFileName(e),
        targetTable: tableNameOf(e),
        cron: e.cron,
        nextRunAt: new Date(),
      })),
    )
    .onConflictDoUpdate({ target: importJobs.name, set: { description: sql`excluded.description`, targetTable: sql`excluded.target_table` } });
}
