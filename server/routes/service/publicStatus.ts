import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { linkExpired, STATUS_NOT_FOUND_MESSAGE, statusTimeline, vinLast6, type PublicRepairStatus } from '../../../src/domain/service/statusLinks';
import { guard } from '../../auth/guard';
import { limitPerAddress } from '../../business/addressLimit';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { fail, type AppEnv } from '../../http';
import { tokenHashOf } from './statusLinks';

/** A customer opens the page and refreshes it now and then: 20 requests at once, then one each 3 seconds, per address. */
const rateLimited = limitPerAddress({ capacity: 20, perSecond: 1 / 3 });

type Time = Date | string | null;
interface LinkedRo {
  slsId: string;
  dateVinArrive: Time;
  dateOpen: Date | string;
  dateAuthorize: Time;
  datePromise: Time;
  dateNotifyComplete: Time;
  dateInvoice: Time;
  branchName: string;
  branchPhone: string | null;
  fleetNo: string | null;
  year: number;
  make: string;
  model: string;
  vin: string;
  advisorName: string | null;
  advisorPhone: string | null;
}

/** The status of the RO a live link names, or undefined for a made-up, revoked or expired token alike. */
async function statusOf(db: Database, token: string, now: number): Promise<PublicRepairStatus | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const [ro] = await queryRows<LinkedRo>(
    db,
    sql`select r.sls_id as "slsId", r.date_vin_arrive as "dateVinArrive", r.date_open as "dateOpen", r.date_authorize as "dateAuthorize",
               r.date_promise as "datePromise", r.date_notify_complete as "dateNotifyComplete", r.date_invoice as "dateInvoice",
               coalesce(b.name, r.brn_id) as "branchName", d.phone as "branchPhone", u.fleet_unt_id as "fleetNo", u.year, u.make, u.model, u.vin,
               e.name as "advisorName", p.phone as "advisorPhone"
          from mobile_links l
          join excede_repair_orders r on r.sls_id = l.sls_id
          join excede_units u on u.unt_id = r.unt_id
          left join branches b on b.code = r.brn_id
          left join service_desk_phones d on d.brn_id = r.brn_id
          left join excede_employees e on e.excede_id = r.emp_id_writer
          left join advisor_phones p on p.emp_id = r.emp_id_writer
         where l.token_hash = ${tokenHashOf(token)} and not l.revoked`,
  );
  if (!ro || linkExpired(ro.dateInvoice, now)) return undefined;
  const jobs = await queryRows<{ status: string }>(db, sql`select status from excede_ro_jobs where sls_id = ${ro.slsId} order by ops_id`);
  const punches = await queryRows<{ clockIn: Date | string; clockOut: Time }>(
    db,
    sql`select clock_in as "clockIn", clock_out as "clockOut" from excede_tech_time where sls_id = ${ro.slsId} order by clock_in`,
  );
  const notes = await queryRows<{ text: string; at: Date | string }>(
    db,
    sql`select text, created_at as at from mobile_link_notes where sls_id = ${ro.slsId} order by created_at desc, id desc limit 20`,
  );
  return {
    branch: { name: ro.branchName, phone: ro.branchPhone },
    unit: { fleetNo: ro.fleetNo, year: ro.year, make: ro.make, model: ro.model, vinLast6: vinLast6(ro.vin) },
    timeline: statusTimeline({
      dateVinArrive: isoTime(ro.dateVinArrive),
      dateOpen: isoTime(ro.dateOpen),
      dateAuthorize: isoTime(ro.dateAuthorize),
      dateNotifyComplete: isoTime(ro.dateNotifyComplete),
      dateInvoice: isoTime(ro.dateInvoice),
      jobStatuses: jobs.map((j) => j.status),
      punches: punches.map((p) => ({ clockIn: isoTime(p.clockIn), clockOut: isoTime(p.clockOut) })),
    }),
    promisedAt: isoTime(ro.datePromise),
    advisor: { name: ro.advisorName ?? 'Service desk', phone: ro.advisorPhone ?? ro.branchPhone },
    notes: notes.map((n) => ({ text: n.text, at: isoTime(n.at) })),
  };
}

/**
 * The customer's status page (/customermobile/{token}): open, without sign-in, rate-limited per address before the
 * token is looked at; a made-up, revoked or expired token all get the same neutral 404. The answer is built field
 * by field (PublicRepairStatus): no cost, hours, internal note, customer or other RO can reach it.
 */
export const publicStatusRoutes = new Hono<AppEnv>().get('/public/status/:token', guard('GET /public/status/:token'), rateLimited, async (c) => {
  const status = await statusOf(c.var.deps.db, c.req.param('token'), Date.now());
  if (!status) fail(404, STATUS_NOT_FOUND_MESSAGE);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.json(status);
});
