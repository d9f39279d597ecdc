import { Hono } from 'hono';
import { customerTypeRefusal, flowQuery, flowStepQuery, type FlowSummary } from '../../../src/domain/flow/flowItems';
import { slowestStepOf } from '../../../src/domain/flow/flowFigures';
import { flowRefusal, FLOWS, isFlowId, stepIndexOf, type FlowId } from '../../../src/domain/flow/flows';
import { hasAnyPermission } from '../../../src/domain/permissionCheck';
import { guard } from '../../auth/guard';
import { freshnessOf } from '../../business/freshness';
import { answerList, listQueryOf } from '../../business/listEndpoint';
import { badRequest, fail, parseWith, type AppContext, type AppEnv } from '../../http';
import { FLOW_TABLES, flowFiguresIn, stepItemList, type FlowAsk } from './flowData';

export const NO_SUCH_FLOW = 'There is no such flow: ask for ro, parts or ap.';

/** The flow asked for, when it exists and the user holds one of its area's permissions (the route /flowiq needs none). */
function flowOf(c: AppContext): FlowId {
  const flow = c.req.param('flow') ?? '';
  if (!isFlowId(flow)) fail(404, NO_SUCH_FLOW);
  if (!hasAnyPermission(c.var.user.permissions, FLOWS[flow].readers)) fail(403, flowRefusal(flow));
  return flow;
}

function customerTypeOf(c: AppContext, flow: FlowId) {
  const customerType = parseWith(flowQuery, c.req.query());
  const refusal = customerTypeRefusal(flow, customerType);
  if (refusal) badRequest([{ field: 'customerType', message: refusal }]);
  return customerType;
}

/**
 * FlowIQ (/flowiq): how repair orders, parts requests and vendor invoices move. GET /flow/:flow answers each
 * step's counts, median and 90th percentile hours, the slowest step and the items waiting longest in each; GET
 * /flow/:flow/items?step= lists a step's items on the list kit (page, sort, filters, CSV/XLSX). Both read the
 * user's branches only (another is a 403), the period (items entered in it, or still open) and the customer type.
 */
export const flowRoutes = new Hono<AppEnv>()
  .get('/flow/:flow', guard('GET /flow/:flow'), async (c) => {
    const flow = flowOf(c);
    const customerType = customerTypeOf(c, flow);
    const { query, branches } = listQueryOf(c, stepItemList({ flow, customerType, now: new Date() }, 0));
    const ask: FlowAsk = { flow, branches, from: query.from, to: query.to, customerType, now: new Date() };
    const { db } = c.var.deps;
    const { items, steps, stuck } = await flowFiguresIn(db, ask);
    const summary: FlowSummary = {
      flow,
      branches,
      measuredAt: ask.now.toISOString(),
      items,
      steps,
      slowestStep: slowestStepOf(steps),
      stuck,
      ...(await freshnessOf(db, FLOW_TABLES[flow])),
    };
    return c.json(summary);
  })
  .get('/flow/:flow/items', guard('GET /flow/:flow/items'), (c) => {
    const flow = flowOf(c);
    const customerType = customerTypeOf(c, flow);
    const { step } = parseWith(flowStepQuery(flow), c.req.query());
    return answerList(c, stepItemList({ flow, customerType, now: new Date() }, stepIndexOf(flow, step)));
  });
