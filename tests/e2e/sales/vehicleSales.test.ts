import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney2 } from '../../../src/domain/format';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { VehicleSalesDealRow, VehicleSalesGroupRow } from '../../../src/domain/sales/vehicleSalesFields';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
const PERIOD = '2026-10';

beforeAll(async () => {
  browser = await launchBrowser();
  // The salesperson's figures need the deals and names only (a deal's truck may be of another import).
  await importExcedeTables(['excede_deals', 'excede_customers', 'excede_employees']);
}, 300_000);
afterAll(() => browser?.close());

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '').replace(/^\((.*)\)$/, '-$1')) * 100);

describe('/vehicle-sales-report as sales@demo.local', () => {
  it("drills a salesperson's October sales at Norcross to the deals that add up to it", async () => {
    const read = await readApiAs('sales@demo.local');
    const groups = await read<ListAnswer<VehicleSalesGroupRow>>(`sales/vehicle-sales/groups?period=${PERIOD}&groupBy=salesperson&brnId=101&sort=sales.desc`);
    const top = groups.rows[0]!;
    expect(top.units).toBeGreaterThan(0);

    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto(`/vehicle-sales-report?brnId=101&period=${PERIOD}&groupBy=salesperson`);
    await page.getByRole('heading', { level: 1, name: 'Vehicle Sales Report' }).waitFor();
    await page.getByRole('img', { name: 'Units delivered by month, the 13 months to October 2026' }).waitFor({ state: 'attached' });
    const grid = page.getByRole('grid', { name: 'Vehicle sales by salesperson' });
    const figure = grid.getByRole('link', { name: `${top.label} sales ${formatMoney2(top.sales)}: the deals` });
    await figure.click();

    await page.waitForURL((url) => url.pathname === '/vehicle-sales-drill-report');
    const asked = new URL(page.url()).searchParams;
    expect([asked.getAll('brnId'), asked.get('period'), asked.get('groupBy'), asked.get('value')]).toEqual([['101'], PERIOD, 'salesperson', top.value]);
    const deals = page.getByRole('grid', { name: `Deals of Salesperson ${top.value}, October 2026` });
    // The totals row of the deals is the figure clicked.
    const totals = deals.getByRole('row').filter({ hasText: 'Total' });
    await expect.poll(() => totals.textContent()).toContain(formatMoney2(top.sales));
    const shown = await read<ListAnswer<VehicleSalesDealRow>>(`sales/vehicle-sales/deals?period=${PERIOD}&groupBy=salesperson&value=${top.value}&brnId=101&pageSize=200`);
    expect(shown.rows.reduce((sum, d) => sum + cents(d.price), 0)).toBe(cents(top.sales));
    expect(shown.rows.reduce((sum, d) => sum + d.units, 0)).toBe(top.units);
    await expect.poll(() => deals.getByRole('row').filter({ hasText: shown.rows[0]!.dealId }).count()).toBe(1);
  });

  it('refuses the viewer on the screens and the API', async () => {
    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto(`/vehicle-sales-report?period=${PERIOD}`);
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.goto(`/vehicle-sales-drill-report?period=${PERIOD}&groupBy=branch&value=101`);
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();
    const headers = { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` };
    for (const path of [`sales/vehicle-sales?period=${PERIOD}`, `sales/vehicle-sales/groups?period=${PERIOD}`, `sales/vehicle-sales/deals?period=${PERIOD}&groupBy=branch&value=101`]) {
      expect((await fetch(`${baseURL()}/api/${path}`, { headers })).status, path).toBe(403);
    }
  });
});
