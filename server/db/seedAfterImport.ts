import type { Database } from './database';
import { seedDemoPicksAfterImport } from './seedPartsPicks';
import { seedDemoLostSalesAfterImport } from './seedLostSales';
import { seedAnnualInventoryAfterImport } from './seedAnnualInventory';
import { seedBinVerificationsAfterImport } from './seedBinVerifications';
import { seedTimeOffAfterImport } from './seedTimeOff';
import { seedSchedulerTemplatesAfterImport } from './seedSchedulerTemplates';
import { seedCycleHistory } from './seedCycleCounts';
import { seedTechnicianSkillsAfterImport } from './seedTechnicianSkills';
import { seedScheduleEntriesAfterImport } from './seedScheduleEntries';
import { seedTechnicianRatesAfterImport } from './seedTechnicianRates';
import { seedReviewFollowUpsAfterImport } from './seedReviewFollowUps';
import { seedServicePhones } from './seedServicePhones';
import { seedStatusNotesAfterImport } from './seedStatusNotes';
import { seedAltecRfqsAfterImport } from './seedAltecRfqs';

/**
 * Demo records that name imported Excede rows (an invoice to pick, a part to count), seeded once the
 * scheduler's first import has brought them in (the past cycle counts from the side file beside the exports). Each seeder writes nothing when its records are already
 * there, so a later import runs them again harmlessly.
 */
export async function seedDemoAfterImport(db: Database, exportsDir: string): Promise<void> {
  await seedDemoPicksAfterImport(db);
  await seedDemoLostSalesAfterImport(db);
  await seedAnnualInventoryAfterImport(db);
  await seedBinVerificationsAfterImport(db);
  await seedTimeOffAfterImport(db);
  await seedSchedulerTemplatesAfterImport(db);
  await seedTechnicianSkillsAfterImport(db);
  await seedScheduleEntriesAfterImport(db);
  await seedTechnicianRatesAfterImport(db);
  await seedReviewFollowUpsAfterImport(db);
  await seedServicePhones(db);
  await seedStatusNotesAfterImport(db);
  await seedAltecRfqsAfterImport(db);
  await seedCycleHistory(db, exportsDir);
}
