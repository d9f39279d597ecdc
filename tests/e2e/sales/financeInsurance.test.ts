import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney2 } from '../../../src/domain/format';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { FiDealProductRow, FiManagerRow } from '../../../src/domain/sales/financeInsuranceFields';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
const PERIOD = '2026-10';

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_deals', 'excede_deal_products', 'excede_customers', 'excede_employees']);
}, 300_000);
afterAll(() => browser?.close());

describe('/finance-insurance-report as sales@demo.local', () => {
  it("opens an F&I manager's October at Norcross and drills to the deals with their products", async () => {
    const read = await readApiAs('sales@demo.local');
    const managers = await read<ListAnswer<FiManagerRow>>(`sales/finance-insurance/managers?period=${PERIOD}&brnId=101&sort=productCount.desc`);
    const top = managers.rows[0]!;
    expect(top.productCount).toBeGreaterThan(0);

    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto(`/finance-insurance-report?brnId=101&period=${PERIOD}`);
    await page.getByRole('heading', { level: 1, name: 'Finance and Insurance Report' }).waitFor();
    await page.getByRole('img', { name: 'Product penetration of retail units against target, October 2026' }).waitFor({ state: 'attached' });
    await page.getByRole('grid', { name: 'F&I by manager' }).getByRole('link', { name: `${top.manager} at 101: the deals` }).click();

    await page.waitForURL((url) => url.pathname === '/finance-insurance-drill-report');
    const asked = new URL(page.url()).searchParams;
    expect([asked.getAll('brnId'), asked.get('period'), asked.get('mgr')]).toEqual([['101'], PERIOD, top.mgr]);
    const deals = await read<ListAnswer<FiDealProductRow>>(`sales/finance-insurance/deals?period=${PERIOD}&brnId=101&mgr=${top.mgr}&pageSize=500`);
    expect(deals.rows.filter((r) => r.product !== null)).toHaveLength(top.productCount);
    const grid = page.getByRole('grid', { name: `Deals with products, F&I manager ${top.mgr}, October 2026` });
    await expect.poll(() => grid.getByRole('row').filter({ hasText: 'Total' }).textContent()).toContain(formatMoney2(String(deals.totals.sale)));
  });

  it('refuses the viewer on the screens and the API', async () => {
    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto(`/finance-insurance-report?period=${PERIOD}`);
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();
    const headers = { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` };
    for (const path of [`sales/finance-insurance?period=${PERIOD}`, `sales/finance-insurance/managers?period=${PERIOD}`, `sales/finance-insurance/deals?period=${PERIOD}`]) {
      expect((await fetch(`${baseURL()}/api/${path}`, { headers })).status, path).toBe(403);
    }
  });
});
