import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { branchId } from '../../../src/domain/accounting/documents';
import { throughputQuery } from '../../../src/domain/service/throughput';
import { THROUGHPUT_DRILL_PARAMS, THROUGHPUT_RO_FIELDS, throughputDrillQuery } from '../../../src/domain/service/throughputReport';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { parseWith, type AppContext, type AppEnv } from '../../http';
import { branchesOf } from '../sales/vehicleSales';
import { drillSelection, ofRoType, THROUGHPUT_TABLES, throughputReport } from './throughputData';

/** The ROs behind a tile: each with its customer (a row opens their history), unit, dates, hours and dollars. */
function drillList(c: AppContext): ListDefinition {
  const ask = parseWith(throughputDrillQuery, c.req.query());
  const chosen = drillSelection(ask.drill);
  return {
    name: `service-throughput-${ask.drill}`,
    from: sql`(select r.sls_id, r.brn_id, r.sls_typ_id as ro_type, coalesce(c.name, r.cus_id) as customer, r.cus_id,
                coalesce(u.fleet_unt_id, r.unt_id) as unit_no, r.date_open as opened_at, r.date_invoice as invoiced_at,
                case when r.hrs_bill > 0 then r.hrs_bill else r.hrs_flat end as sold_hours, r.hrs_actual as actual_hours,
                r.amt_labor as labor, r.amt_parts as parts,
                round(extract(epoch from r.date_invoice - r.date_open)::numeric / 86400, 1) as cycle_days,
                round(extract(epoch from r.date_notify_complete - coalesce(r.date_vin_arrive, r.date_open))::numeric / 86400, 1) as dwell_days,
                ${chosen.date ?? sql`null::date`} as day
           from excede_repair_orders r
           left join excede_customers c on c.cus_id = r.cus_id
           left join excede_units u on u.unt_id = r.unt_id
          where ${chosen.where} and ${ofRoType(ask.roType)}) f`,
    branch: sql`f.brn_id`,
    ...(chosen.date ? { date: sql`f.day` } : {}),
    columns: listColumnsIn('f', THROUGHPUT_RO_FIELDS),
    key: [sql`f.sls_id`],
    defaultSort: [{ id: 'openedAt', desc: false }],
    tables: THROUGHPUT_TABLES,
    params: THROUGHPUT_DRILL_PARAMS,
  };
}

/** The one branch of /service-throughput/{brn}: a branch code the user holds. */
function branchOfPath(c: AppContext): string {
  const brn = parseWith(branchId, c.req.param('brn'));
  return branchScope(c, [brn])[0]!;
}

export const throughputRoutes = new Hono<AppEnv>()
  .get('/service/throughput', guard('GET /service/throughput'), async (c) =>
    c.json(await throughputReport(c.var.deps.db, branchesOf(c), parseWith(throughputQuery, c.req.query()), null)),
  )
  .get('/service/throughput/ros', guard('GET /service/throughput/ros'), (c) => answerList(c, drillList(c)))
  .get('/service/throughput/:brn', guard('GET /service/throughput/:brn'), async (c) => {
    const brn = branchOfPath(c);
    return c.json(await throughputReport(c.var.deps.db, [brn], parseWith(throughputQuery, c.req.query()), brn));
  });
