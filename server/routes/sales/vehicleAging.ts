import { Hono } from 'hono';
import { moneyText, sumCents } from '../../../src/domain/money';
import type { VehicleCostAdds } from '../../../src/domain/sales/vehicleAging';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { answerList, listSelection } from '../../business/listEndpoint';
import { fail, type AppEnv } from '../../http';
import { agingSummaryOf, reconOrdersOf, vehicleOf, VEHICLE_AGING_LIST } from './vehicleAgingData';

/**
 * /vh-aging-report ('can view vh aging report'): the trucks of the user's branches by the list kit (filters, totals,
 * CSV and Excel), units and money by bucket and branch over the same selection, and a truck's cost adds.
 */
export const vehicleAgingRoutes = new Hono<AppEnv>()
  .get('/sales/vehicle-aging', guard('GET /sales/vehicle-aging'), (c) => answerList(c, VEHICLE_AGING_LIST))
  .get('/sales/vehicle-aging/summary', guard('GET /sales/vehicle-aging/summary'), async (c) => {
    const { from, where } = listSelection(c, VEHICLE_AGING_LIST);
    return c.json(await agingSummaryOf(c.var.deps.db, from, where));
  })
  .get('/sales/vehicle-aging/:stockNo', guard('GET /sales/vehicle-aging/:stockNo'), async (c) => {
    const { db } = c.var.deps;
    const vehicle = await vehicleOf(db, c.req.param('stockNo'));
    if (!vehicle) fail(404, 'No truck has this stock number.');
    branchScope(c, [vehicle.brnId]);
    const orders = await reconOrdersOf(db, vehicle.stockNo);
    const costAdds = sumCents(orders.map((o) => o.total));
    const answer: VehicleCostAdds = { ...vehicle, orders, costAdds: moneyText(costAdds), totalCost: moneyText(sumCents([vehicle.cost]) + costAdds) };
    return c.json(answer);
  });
