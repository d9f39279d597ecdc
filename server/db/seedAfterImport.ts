import type { Database } from './database';
import { seedDemoPicksAfterImport } from './seedPartsPicks';
import { seedAnnualInventoryAfterImport } from './seedAnnualInventory';

/**
 * Demo records that name imported Excede rows (an invoice to pick, a part to count), seeded once the
 * scheduler's first import has brought them in. Each seeder writes nothing when its records are already
 * there, so a later import runs them again harmlessly.
 */
export async function seedDemoAfterImport(db: Database): Promise<void> {
  await seedDemoPicksAfterImport(db);
  await seedAnnualInventoryAfterImport(db);
}
