import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../src/domain/businessDays';
import { instantOf, unavailableOn } from '../../../src/domain/service/availability';
import { availableHours, daysFrom, shiftOf } from '../../../src/domain/service/placement';
import { COMEBACK_DAYS, efficiency, OPEN_TOO_LONG_DAYS, productivity, RO_TYPE_FILTERS, weekOf, type RoTypeFilter, type ThroughputQuery } from '../../../src/domain/service/throughput';
import {
  dwellOfPeriod,
  figuresOf,
  funnelOf,
  invoicedIn,
  type ThroughputDrill,
  type ThroughputPeriod,
  type ThroughputReport,
  type ThroughputRoFacts,
  type TechnicianThroughput,
} from '../../../src/domain/service/throughputReport';
import { inBranches } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { techniciansOfBranch } from './schedulerData';
import { constraintsOf, shiftsOn } from './schedulerTemplatesData';

export const THROUGHPUT_TABLES = ['excede_repair_orders', 'excede_ro_jobs', 'excede_ro_lines', 'excede_tech_time', 'excede_employees'];

/** The instants of the report's New York days. */
export const periodOf = (q: Pick<ThroughputQuery, 'from' | 'to'>): ThroughputPeriod => ({
  fromAt: new Date(instantOf(q.from, '00:00')).toISOString(),
  toAt: new Date(instantOf(addDays(q.to, 1), '00:00')).toISOString(),
});

/** `r.sls_typ_id` of the RO-type filter. */
export function ofRoType(roType: RoTypeFilter, column: SQL = sql`r.sls_typ_id`): SQL {
  const types = RO_TYPE_FILTERS[roType].types;
  return types ? sql`${column} in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})` : sql`true`;
}

/**
 * A comeback (throughput.ts comebacksOf): another RO of the unit invoiced before this one opened, at most 30 days
 * before, with a labor op this one has.
 */
export const IS_COMEBACK = sql`exists (
  select 1 from excede_repair_orders p
   where p.unt_id = r.unt_id and p.sls_id <> r.sls_id and p.date_invoice is not null
     and p.date_invoice <= r.date_open and p.date_invoice >= r.date_open - make_interval(days => ${COMEBACK_DAYS})
     and exists (select 1 from excede_ro_jobs pj join excede_ro_jobs rj on rj.labor_op = pj.labor_op where pj.sls_id = p.sls_id and rj.sls_id = r.sls_id))`;

/** The ROs a report reads: of the branches and type, invoiced or opened in the period, or still open. */
const reportRos = (branches: readonly string[], roType: RoTypeFilter, period: ThroughputPeriod): SQL =>
  sql`${inBranches(sql`r.brn_id`, branches)} and ${ofRoType(roType)}
      and (r.date_invoice is null or (r.date_invoice >= ${period.fromAt}::timestamptz and r.date_invoice < ${period.toAt}::timestamptz)
           or (r.date_open >= ${period.fromAt}::timestamptz and r.date_open < ${period.toAt}::timestamptz))`;

interface RawRo {
  slsId: string;
  brnId: string;
  arrivedAt: Date | string | null;
  openedAt: Date | string;
  authorizedAt: Date | string | null;
  notifiedAt: Date | string | null;
  invoicedAt: Date | string | null;
  hrsFlat: number;
  hrsBill: number;
  hrsActual: number;
  laborCents: string;
  partsCents: string;
  diagnosed: boolean;
  parts: boolean;
  inWork: boolean;
  comeback: boolean;
}

async function rosOf(db: Database, branches: readonly string[], roType: RoTypeFilter, period: ThroughputPeriod): Promise<ThroughputRoFacts[]> {
  const rows = await queryRows<RawRo>(
    db,
    sql`select r.sls_id as "slsId", r.brn_id as "brnId", r.date_vin_arrive as "arrivedAt", r.date_open as "openedAt", r.date_authorize as "authorizedAt",
               r.date_notify_complete as "notifiedAt", r.date_invoice as "invoicedAt", r.hrs_flat::float8 as "hrsFlat", r.hrs_bill::float8 as "hrsBill",
               r.hrs_actual::float8 as "hrsActual", (r.amt_labor * 100)::bigint::text as "laborCents", (r.amt_parts * 100)::bigint::text as "partsCents",
               exists (select 1 from excede_ro_jobs j where j.sls_id = r.sls_id) as diagnosed,
               exists (select 1 from excede_ro_lines l where l.sls_id = r.sls_id and l.kind = 'Part') as parts,
               exists (select 1 from excede_tech_time t where t.sls_id = r.sls_id) as "inWork",
               ${IS_COMEBACK} as comeback
          from excede_repair_orders r where ${reportRos(branches, roType, period)}`,
  );
  return rows.map((r) => {
    const invoicedAt = isoTime(r.invoicedAt);
    const notifiedAt = isoTime(r.notifiedAt);
    return {
      ...r,
      arrivedAt: isoTime(r.arrivedAt),
      openedAt: isoTime(r.openedAt),
      authorizedAt: isoTime(r.authorizedAt),
      notifiedAt,
      invoicedAt,
      laborCents: Number(r.laborCents),
      partsCents: Number(r.partsCents),
      authorized: r.authorizedAt !== null,
      complete: notifiedAt !== null,
      invoiced: invoicedAt !== null,
    };
  });
}

/** Each technician's available hours of each day at the branch, as the scheduler board counts them (shifts less breaks, holidays and time off). */
async function availableDays(db: Database, brnId: string, from: string, to: string): Promise<{ empId: string; day: string; hours: number }[]> {
  const technicians = await techniciansOfBranch(db, brnId);
  const empIds = technicians.map((t) => t.empId);
  const days = daysFrom(from, to);
  const [shifts, { holidays, timeOff }] = await Promise.all([shiftsOn(db, empIds, days), constraintsOf(db, brnId, empIds, { from, to })]);
  const recorded = new Map(shifts.map((s) => [`${s.empId}/${s.day}`, { from: s.startAt.getTime(), to: s.endAt.getTime(), breakMinutes: s.breakMinutes }]));
  return empIds.flatMap((empId) =>
    days.flatMap((day) => {
      const shift = shiftOf(day, recorded.get(`${empId}/${day}`));
      return shift ? [{ empId, day, hours: availableHours([shift], unavailableOn(day, { brnId, empId }, holidays, timeOff)) }] : [];
    }),
  );
}

/** Hours each technician of the branches clocked on jobs (of ROs of the type) by day, punches closed and begun in the period. */
const clockedDays = (db: Database, branches: readonly string[], roType: RoTypeFilter, period: ThroughputPeriod) =>
  queryRows<{ brnId: string; empId: string; day: string; hours: number }>(
    db,
    sql`select r.brn_id as "brnId", t.emp_id as "empId", (t.clock_in at time zone 'America/New_York')::date::text as day,
               sum(extract(epoch from t.clock_out - t.clock_in))::float8 / 3600 as hours
          from excede_tech_time t join excede_repair_orders r on r.sls_id = t.sls_id
         where ${inBranches(sql`r.brn_id`, branches)} and ${ofRoType(roType)} and t.clock_out is not null
           and t.clock_in >= ${period.fromAt}::timestamptz and t.clock_in < ${period.toAt}::timestamptz
         group by 1, 2, 3`,
  );

const total = (rows: readonly { hours: number }[]) => rows.reduce((s, r) => s + r.hours, 0);

/** Each technician of the branch: available, clocked on jobs, billed on the ROs invoiced in the period, with those ROs' actual hours and comebacks. */
async function technicianRows(db: Database, brnId: string, q: ThroughputQuery, period: ThroughputPeriod, available: readonly { empId: string; hours: number }[], clocked: readonly { empId: string; hours: number }[]) {
  const [technicians, billed] = await Promise.all([
    techniciansOfBranch(db, brnId),
    queryRows<{ empId: string; billed: number; worked: number; ros: number; comebacks: number }>(
      db,
      sql`with inv as (
            select r.sls_id, ${IS_COMEBACK} as comeback from excede_repair_orders r
             where r.brn_id = ${brnId} and ${ofRoType(q.roType)} and r.date_invoice >= ${period.fromAt}::timestamptz and r.date_invoice < ${period.toAt}::timestamptz
          ), lines as (
            select l.emp_id_lbr as emp_id, l.sls_id, l.ops_id, sum(l.qty)::float8 as billed, bool_or(inv.comeback) as comeback
              from excede_ro_lines l join inv on inv.sls_id = l.sls_id where l.kind = 'Labor' and l.emp_id_lbr is not null group by 1, 2, 3
          ), worked as (
            select lines.emp_id, lines.sls_id, lines.ops_id, coalesce(sum(extract(epoch from t.clock_out - t.clock_in)) / 3600, 0)::float8 as hours
              from lines left join excede_tech_time t on t.emp_id = lines.emp_id and t.sls_id = lines.sls_id and t.ops_id = lines.ops_id and t.clock_out is not null
             group by 1, 2, 3
          )
          select lines.emp_id as "empId", sum(lines.billed)::float8 as billed, sum(worked.hours)::float8 as worked,
                 count(distinct lines.sls_id)::int as ros, count(distinct lines.sls_id) filter (where lines.comeback)::int as comebacks
            from lines join worked using (emp_id, sls_id, ops_id) group by 1`,
    ),
  ]);
  return technicians.map((t): TechnicianThroughput => {
    const mine = <R extends { empId: string; hours: number }>(rows: readonly R[]) => total(rows.filter((r) => r.empId === t.empId));
    const b = billed.find((r) => r.empId === t.empId);
    const hours = { available: mine(available), clocked: mine(clocked) };
    return {
      empId: t.empId,
      name: t.name,
      ...hours,
      billed: b?.billed ?? 0,
      productivity: productivity(hours.clocked, hours.available),
      efficiency: b && b.worked > 0 ? b.billed / b.worked : null,
      ros: b?.ros ?? 0,
      comebacks: b?.comebacks ?? 0,
    };
  });
}

/** The report over the branches; with `technicianBranch`, that one branch's technicians too. */
export async function throughputReport(db: Database, branches: readonly string[], q: ThroughputQuery, technicianBranch: string | null, now = new Date()): Promise<ThroughputReport> {
  const period = periodOf(q);
  const asOf = now.toISOString();
  const [ros, clocked, availableByBranch, names] = await Promise.all([
    rosOf(db, branches, q.roType, period),
    clockedDays(db, branches, q.roType, period),
    Promise.all(branches.map(async (brnId) => (await availableDays(db, brnId, q.from, q.to)).map((d) => ({ ...d, brnId })))).then((all) => all.flat()),
    queryRows<{ code: string; name: string }>(db, sql`select code, name from branches where ${inBranches(sql`code`, branches)}`),
  ]);
  const hoursOf = (brnId?: string) => ({
    available: total(availableByBranch.filter((d) => !brnId || d.brnId === brnId)),
    clocked: total(clocked.filter((d) => !brnId || d.brnId === brnId)),
  });
  const invoiced = invoicedIn(ros, period);
  const weeks = [...new Set(daysFrom(q.from, q.to).map((d) => weekOf(instantOf(d, '12:00'))))];
  return {
    from: q.from,
    to: q.to,
    roType: q.roType,
    branches: [...branches],
    figures: figuresOf(ros, period, hoursOf(), asOf),
    trend: weeks.map((week) => {
      const inWeek = (day: string) => day >= week && day < addDays(week, 7);
      return {
        week,
        productivity: productivity(total(clocked.filter((d) => inWeek(d.day))), total(availableByBranch.filter((d) => inWeek(d.day)))),
        efficiency: efficiency(invoiced.filter((r) => weekOf(r.invoicedAt!) === week)),
      };
    }),
    dwell: dwellOfPeriod(ros, period),
    funnel: funnelOf(ros, period),
    branchRows: branches.map((brnId) => ({
      brnId,
      name: names.find((n) => n.code === brnId)?.name ?? brnId,
      ...figuresOf(
        ros.filter((r) => r.brnId === brnId),
        period,
        hoursOf(brnId),
        asOf,
      ),
    })),
    technicians: technicianBranch
      ? await technicianRows(
          db,
          technicianBranch,
          q,
          period,
          availableByBranch.filter((d) => d.brnId === technicianBranch),
          clocked.filter((d) => d.brnId === technicianBranch),
        )
      : null,
    ...(await freshnessOf(db, THROUGHPUT_TABLES, now)),
  };
}

/** Which ROs a drill lists (r: the RO), and the day the list's dates apply to (none for the open ROs of today). */
export function drillSelection(drill: ThroughputDrill): { where: SQL; date: SQL | undefined } {
  const invoicedDay = sql`(r.date_invoice at time zone 'America/New_York')::date`;
  switch (drill) {
    case 'invoiced':
      return { where: sql`r.date_invoice is not null`, date: invoicedDay };
    case 'comebacks':
      return { where: sql`r.date_invoice is not null and ${IS_COMEBACK}`, date: invoicedDay };
    case 'openTooLong':
      return { where: sql`r.date_invoice is null and r.date_open < now() - make_interval(days => ${OPEN_TOO_LONG_DAYS})`, date: undefined };
    case 'open':
      return { where: sql`r.date_invoice is null`, date: undefined };
  }
}
