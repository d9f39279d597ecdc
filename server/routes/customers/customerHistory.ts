import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { AGING_BUCKETS } from '../../../src/domain/accounting/collectionsRules';
import { cusIdParam, customerSearchQuery, seesCostAndGross } from '../../../src/domain/customers/customerHistory';
import type { CustomerAging, CustomerTab } from '../../../src/domain/customers/customerHistoryTabs';
import { guard } from '../../auth/guard';
import { answerList, listSelection } from '../../business/listEndpoint';
import { queryRows } from '../../db/database';
import { parseWith, type AppContext, type AppEnv } from '../../http';
import { customerHeaderOf, customerOf, recentCustomers, recordView, searchCustomers } from './customerHistoryData';
import { CUSTOMER_TAB_LISTS } from './customerHistoryLists';

const managerAsking = (c: AppContext) => seesCostAndGross(c.var.user.permissions.map((p) => p.name));

/** The customer of the address, checked: a 400 for a malformed CusId, 404 for none, 403 for another branch's. */
const customerAsked = (c: AppContext) => customerOf(c, parseWith(cusIdParam, c.req.param('cusId')));

async function tabList(c: AppContext, tab: CustomerTab) {
  const { cusId } = await customerAsked(c);
  return answerList(c, CUSTOMER_TAB_LISTS[tab](cusId, managerAsking(c)));
}

/**
 * /customer-history ('can view customer history'): a search among the customers of the user's branches, the ones the
 * user opened last (or the latest activity), a customer's header and spend (opening it records the view), and each tab
 * on the list kit (page, sort, filter, totals, CSV/XLSX) over the rows of the user's branches. Cost and gross are in the
 * answers only for managers (seesCostAndGross).
 */
export const customerHistoryRoutes = new Hono<AppEnv>()
  .get('/customers/history/search', guard('GET /customers/history/search'), async (c) => {
    const { q } = parseWith(customerSearchQuery, c.req.query());
    return c.json({ q, matches: await searchCustomers(c, q) });
  })
  .get('/customers/history/recent', guard('GET /customers/history/recent'), async (c) => c.json(await recentCustomers(c)))
  .get('/customers/history/:cusId', guard('GET /customers/history/:cusId'), async (c) => {
    const { cusId } = await customerAsked(c);
    const header = await customerHeaderOf(c, cusId, managerAsking(c));
    await recordView(c, cusId);
    return c.json(header);
  })
  .get('/customers/history/:cusId/invoices', guard('GET /customers/history/:cusId/invoices'), (c) => tabList(c, 'invoices'))
  .get('/customers/history/:cusId/ros', guard('GET /customers/history/:cusId/ros'), (c) => tabList(c, 'ros'))
  .get('/customers/history/:cusId/units', guard('GET /customers/history/:cusId/units'), (c) => tabList(c, 'units'))
  .get('/customers/history/:cusId/deals', guard('GET /customers/history/:cusId/deals'), (c) => tabList(c, 'deals'))
  .get('/customers/history/:cusId/leases', guard('GET /customers/history/:cusId/leases'), (c) => tabList(c, 'leases'))
  .get('/customers/history/:cusId/ar', guard('GET /customers/history/:cusId/ar'), (c) => tabList(c, 'ar'))
  .get('/customers/history/:cusId/ar/aging', guard('GET /customers/history/:cusId/ar/aging'), async (c) => {
    const { cusId } = await customerAsked(c);
    const { from, where } = listSelection(c, CUSTOMER_TAB_LISTS.ar(cusId, false));
    const rows = await queryRows<{ bucket: string; balance: string; count: number }>(
      c.var.deps.db,
      sql`select a.bucket, sum(a.balance)::numeric(14,2)::text as balance, count(*)::int as count from ${from} where ${where} group by a.bucket`,
    );
    const answer: CustomerAging = {
      buckets: AGING_BUCKETS.map((b) => {
        const row = rows.find((r) => r.bucket === b.label);
        return { id: b.id, label: b.label, balance: row?.balance ?? '0.00', count: row?.count ?? 0 };
      }),
    };
    return c.json(answer);
  })
  .get('/customers/history/:cusId/documents', guard('GET /customers/history/:cusId/documents'), (c) => tabList(c, 'documents'))
  .get('/customers/history/:cusId/lost-sales', guard('GET /customers/history/:cusId/lost-sales'), (c) => tabList(c, 'lost-sales'));
