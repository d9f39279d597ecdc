import { count, inArray } from 'drizzle-orm';
import type { Database } from './database';
import { laborOpSkills } from './laborOpSkills';
import { serviceSkills } from './serviceSkills';

/**
 * What the demo's labor operations (server/excede/demo/service.ts) require: [operation, skill code, minimum
 * level, note]. Body repair, lighting and used-truck reconditioning are left unmapped, so the screen's
 * "unmapped by use" view and the board's flag have something to show.
 */
const DEMO_LINKS: readonly [string, string, number, string | null][] = [
  ['PM-A', 'PM-INSP', 1, null],
  ['PM-B', 'PM-INSP', 2, null],
  ['DOT', 'PM-INSP', 2, 'A qualified DOT inspector signs the report.'],
  ['BRK-R', 'AIR-BRK', 2, null],
  ['BRK-F', 'AIR-BRK', 2, null],
  ['AIR', 'AIR-BRK', 2, null],
  ['AIR', 'ELEC', 1, 'Compressor governor and dryer heater circuits.'],
  ['AIRD', 'AIR-BRK', 1, null],
  ['WHL', 'AIR-BRK', 1, 'Wheel-end work beside the brakes.'],
  ['ELEC', 'ELEC', 2, null],
  ['STRT', 'ELEC', 1, null],
  ['ALT', 'ELEC', 1, null],
  ['BATT', 'ELEC', 1, null],
  ['AC', 'AC-609', 1, 'EPA 609 certificate must be current.'],
  ['COOL', 'ENG-DIAG', 1, null],
  ['ENG-D', 'ENG-DIAG', 2, null],
  ['EGR', 'ENG-DIAG', 2, null],
  ['INJ', 'ENG-DIAG', 3, 'Injector coding with the maker’s software.'],
  ['TURB', 'ENG-DIAG', 2, null],
  ['DPF', 'AFT-DEF', 2, null],
  ['DEF', 'AFT-DEF', 2, null],
  ['DEF', 'ELEC', 1, null],
  ['NOX', 'AFT-DEF', 1, null],
  ['CLT', 'TRANS', 2, null],
  ['TRNS', 'TRANS', 1, null],
  ['ALGN', 'ALIGN', 2, null],
  ['SUSP', 'ALIGN', 1, null],
  ['PDI', 'PM-INSP', 1, null],
];

/** The demo's labor-guide links, kept by service@demo.local; nothing is written once any link exists. */
export async function seedLaborOpSkills(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const [links] = await tx.select({ n: count() }).from(laborOpSkills);
  if (links!.n > 0) return;
  const by = userId.get('service@demo.local')!;
  const skills = await tx.select({ id: serviceSkills.id, code: serviceSkills.code }).from(serviceSkills).where(inArray(serviceSkills.code, [...new Set(DEMO_LINKS.map((l) => l[1]))]));
  const skillId = new Map(skills.map((s) => [s.code, s.id]));
  const rows = DEMO_LINKS.filter(([, code]) => skillId.has(code)).map(([laborOp, code, minLevel, note]) => ({
    laborOp,
    skillId: skillId.get(code)!,
    minLevel,
    note,
    createdBy: by,
    updatedBy: by,
  }));
  if (rows.length) await tx.insert(laborOpSkills).values(rows);
}
