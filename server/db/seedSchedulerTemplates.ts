import { eq, sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import { planShifts, type TemplateValues } from '../../src/domain/service/schedulerTemplates';
import { constraintsOf } from '../routes/service/schedulerTemplatesData';
import { DEMO_AS_OF } from '../demoAsOf';
import { queryRows, type Database } from './database';
import { schedulerTemplates, technicianShifts } from './schedulerTemplates';
import { users } from './schema';

const WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * Norcross (101) keeps a day shift and an early shift, each for half its technicians, Birmingham (201) a day shift
 * for its own; 101's two are applied to the next two weeks (from the demo day's next Monday), skipping its time off
 * and holidays as staff applying them would. Seeded once the first import has brought the technicians in (after
 * the time off seed); a second run writes nothing.
 */
export async function seedSchedulerTemplatesAfterImport(db: Database): Promise<void> {
  const [service] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'service@demo.local'));
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(schedulerTemplates);
  if (!service || seeded!.n > 0) return;
  const techs = await queryRows<{ emp_id: string; brn_id: string }>(
    db,
    sql`select excede_id as emp_id, branch_code as brn_id from excede_employees where is_technician and branch_code in ('101', '201') order by branch_code, excede_id`,
  );
  const at101 = techs.filter((t) => t.brn_id === '101').map((t) => t.emp_id);
  const half = Math.ceil(at101.length / 2);
  const lunch = [{ start: '11:30', end: '12:00' }];
  const templates: TemplateValues[] = [
    { brnId: '101', name: 'Day shift', weekdays: WEEKDAYS, shiftStart: '07:00', shiftEnd: '15:30', breaks: lunch, empIds: at101.slice(0, half), bays: ['B1', 'B2', 'B3', 'B4'], active: true },
    {
      brnId: '101',
      name: 'Early shift',
      weekdays: WEEKDAYS,
      shiftStart: '05:30',
      shiftEnd: '14:00',
      breaks: [{ start: '09:00', end: '09:15' }, { start: '11:00', end: '11:15' }],
      empIds: at101.slice(half),
      bays: ['B5', 'B6', 'WASH'],
      active: true,
    },
    { brnId: '201', name: 'Day shift', weekdays: WEEKDAYS, shiftStart: '07:30', shiftEnd: '16:00', breaks: lunch, empIds: techs.filter((t) => t.brn_id === '201').map((t) => t.emp_id), bays: ['1', '2', '3'], active: true },
  ];
  const today = newYorkDay(DEMO_AS_OF);
  const monday = addDays(today, ((8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7) || 7);
  const range = { from: monday, to: addDays(monday, 13) };
  const by = { createdBy: service.id, updatedBy: service.id };
  for (const template of templates) {
    const [row] = await db.insert(schedulerTemplates).values({ ...template, ...by }).returning({ id: schedulerTemplates.id });
    if (template.brnId !== '101') continue;
    const { holidays, timeOff } = await constraintsOf(db, template.brnId, template.empIds, range);
    const { shifts } = planShifts(template, range, holidays, timeOff);
    if (shifts.length) {
      await db
        .insert(technicianShifts)
        .values(shifts.map((s) => ({ ...s, brnId: template.brnId, startAt: new Date(s.startAt), endAt: new Date(s.endAt), templateId: row!.id, ...by })))
        .onConflictDoNothing();
    }
  }
}
