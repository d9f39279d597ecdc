import type { Database } from './database';
import { seedDemoPicksAfterImport } from './seedPartsPicks';
import { seedDemoLostSalesAfterImport } from './seedLostSales';
import { seedAnnualInventoryAfterImport } from './seedAnnualInventory';
import { seedBinVerificationsAfterImport } from './seedBinVerifications';

/**
 * Demo records that name imported Excede rows (an invoice to pick, a part to count), seeded once the
 * scheduler's first import has brought them in. Each seeder writes nothing when its records are already
 * there, so a later import runs them again harmlessly.
 */
export async function seedDemoAfterImport(db: Database): Promise<void> {
  await seedDemoPicksAfterImport(db);
  await seedDemoLostSalesAfterImport(db);
  await seedAnnualInventoryAfterImport(db);
  await seedBinVerificationsAfterImport(db);
}
