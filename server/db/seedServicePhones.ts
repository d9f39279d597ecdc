import { sql } from 'drizzle-orm';
import { BRANCH_PLACES } from '../excede/demo/names';
import type { Database } from './database';
import { serviceDeskPhones } from './statusLinks';

/**
 * The numbers the customer's status page offers: each branch's service desk (…-0100 in its area code) and a direct
 * line for each employee of a branch (…-01NN by the last digits of the id; 555-0100…0199 are fictional numbers).
 * Run after the employees are there, and again after an import brings more; a number already there stays.
 */
export async function seedServicePhones(db: Database): Promise<void> {
  await db
    .insert(serviceDeskPhones)
    .values(Object.entries(BRANCH_PLACES).map(([brnId, place]) => ({ brnId, phone: `(${place.areaCode}) 555-0100` })))
    .onConflictDoNothing();
  const desks = Object.entries(BRANCH_PLACES).map(([brnId, place]) => sql`(${brnId}, ${place.areaCode})`);
  await db.execute(sql`insert into advisor_phones (emp_id, phone)
    select e.excede_id, '(' || d.area || ') 555-01' || right(e.excede_id, 2)
      from excede_employees e join (values ${sql.join(desks, sql`, `)}) as d(brn, area) on d.brn = e.branch_code
    on conflict (emp_id) do nothing`);
}
