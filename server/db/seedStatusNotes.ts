import { sql } from 'drizzle-orm';
import { DEMO_AS_OF } from '../demoAsOf';
import { queryRows, type Database } from './database';
import { mobileLinkNotes } from './statusLinks';

/** What an advisor tells a customer at each kind of wait, by the RO's job statuses. */
const NOTE_BY_JOB_STATUS: Record<string, string> = {
  'Waiting approval': 'We have looked your truck over. Your advisor will call you with the estimate to approve.',
  'Waiting parts': 'A part is on order for your truck; we will start as soon as it arrives.',
  'In progress': 'A technician is working on your truck now.',
  Scheduled: 'Your truck is checked in and booked into the shop.',
};

/**
 * A customer-facing note on each open RO of the demo (any branch), written an hour before the demo's now by a
 * service staff member of that branch (service@demo.local at Norcross, the administrator elsewhere), so a status
 * link made in the demo shows one. Needs the imported ROs; writes nothing for an RO that has a note already.
 */
export async function seedStatusNotesAfterImport(db: Database): Promise<void> {
  const open = await queryRows<{ slsId: string; brnId: string; jobStatuses: string[] }>(
    db,
    sql`select r.sls_id as "slsId", r.brn_id as "brnId", array_agg(j.status order by j.ops_id) as "jobStatuses"
          from excede_repair_orders r join excede_ro_jobs j on j.sls_id = r.sls_id
         where r.date_invoice is null and not exists (select 1 from mobile_link_notes n where n.sls_id = r.sls_id)
         group by r.sls_id, r.brn_id`,
  );
  if (!open.length) return;
  const staff = await queryRows<{ email: string; id: number }>(db, sql`select email, id from users where email in ('service@demo.local', 'admin@demo.local')`);
  const idOf = (email: string) => staff.find((s) => s.email === email)?.id;
  const at = new Date(DEMO_AS_OF.getTime() - 3_600_000);
  const rows = open.flatMap(({ slsId, brnId, jobStatuses }) => {
    const by = idOf(brnId === '101' ? 'service@demo.local' : 'admin@demo.local');
    const status = ['Waiting approval', 'Waiting parts', 'In progress'].find((s) => jobStatuses.includes(s)) ?? 'Scheduled';
    return by === undefined ? [] : [{ slsId, brnId, text: NOTE_BY_JOB_STATUS[status]!, createdBy: by, updatedBy: by, createdAt: at, updatedAt: at }];
  });
  if (rows.length) await db.insert(mobileLinkNotes).values(rows);
}
