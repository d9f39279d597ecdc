import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney2 } from '../../../src/domain/format';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { VehicleAgingRow, VehicleCostAdds } from '../../../src/domain/sales/vehicleAging';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_vehicles', 'excede_units', 'excede_repair_orders', 'excede_ro_jobs', 'excede_deals', 'excede_customers', 'excede_employees']);
}, 300_000);
afterAll(() => browser?.close());

/** Interest to date from a row's raw fields: floored × APR ÷ 365 × days, in exact integer cents, rounded half up once. */
function interestCents(row: VehicleAgingRow): bigint {
  const floored = BigInt(row.flooredAmount.replace('.', ''));
  const aprThousandths = BigInt(row.apr.replace('.', ''));
  const divisor = 365n * 100n * 1000n;
  return (2n * floored * aprThousandths * BigInt(row.daysInStock) + divisor) / (2n * divisor);
}

describe('/vh-aging-report as sales@demo.local', () => {
  it("shows a floored truck's interest to date as floored amount × APR ÷ 365 × days, filters a bucket and exports it", async () => {
    const read = await readApiAs('sales@demo.local');
    const oldest = await read<ListAnswer<VehicleAgingRow>>('sales/vehicle-aging?brnId=101&sort=daysInStock.desc&pageSize=50');
    const truck = oldest.rows.find((r) => Number(r.flooredAmount) > 0 && r.daysInStock > 30)!;
    expect(truck).toBeDefined();
    const expected = interestCents(truck);
    expect(BigInt(truck.interestToDate.replace('.', ''))).toBe(expected);

    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto('/vh-aging-report?brnId=101');
    await page.getByRole('heading', { level: 1, name: 'Vehicle Aging Report' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Trucks in stock' });
    const row = grid.getByRole('row').filter({ hasText: truck.stockNo });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(formatMoney2(Number(expected) / 100));
    expect(await row.textContent()).toContain(String(truck.daysInStock));

    // A bucket: only its trucks, and the tile counts what the server finds for it.
    const bucket = '91–180';
    await page.getByRole('combobox', { name: 'Bucket (days)' }).selectOption(bucket);
    await page.waitForURL(/f\.bucket=/);
    const inBucket = await read<ListAnswer<VehicleAgingRow>>(`sales/vehicle-aging?brnId=101&f.bucket=${encodeURIComponent(bucket)}&pageSize=500`);
    expect(inBucket.total).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('group', { name: 'Units' }).textContent()).toContain(String(inBucket.total));
    // The grid's trucks (rows that start with a stock number) are all of the bucket.
    const trucks = async () => (await grid.getByRole('row').allTextContents()).filter((t) => /^[NU]\d/.test(t.trim()));
    await expect.poll(async () => (await trucks()).length > 0 && (await trucks()).every((t) => t.includes(bucket))).toBe(true);

    // Every truck of the bucket as a CSV file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^vehicle-aging-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
    expect(csv[0]).toContain('Interest to date');
    expect(csv).toHaveLength(inBucket.total + 1);
    expect(csv.slice(1).every((line) => line.includes(bucket))).toBe(true);

    // A truck pressed opens its cost adds.
    const first = inBucket.rows[0]!;
    await grid.getByRole('row').filter({ hasText: first.stockNo }).click();
    const dialog = page.getByRole('dialog', { name: `Stock ${first.stockNo}: cost adds` });
    await dialog.getByText('Total cost').waitFor();
    await page.context().close();
  });

  it('opens a sold, not yet delivered truck’s deal in the vehicle sales drill', async () => {
    const read = await readApiAs('sales@demo.local');
    const sold = await read<ListAnswer<VehicleAgingRow>>(`sales/vehicle-aging?f.status=Sold&pageSize=1`);
    const truck = sold.rows[0]!;
    expect(truck).toBeDefined();
    const adds = await read<VehicleCostAdds>(`sales/vehicle-aging/${truck.stockNo}`);
    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto(`/vh-aging-report?brnId=all&f.status=Sold`);
    await page.getByRole('grid', { name: 'Trucks in stock' }).getByRole('row').filter({ hasText: truck.stockNo }).click();
    const dialog = page.getByRole('dialog', { name: `Stock ${truck.stockNo}: cost adds` });
    await dialog.getByRole('link', { name: `deal ${adds.sale!.dealId} in the vehicle sales report` }).click();
    await page.waitForURL(/\/vehicle-sales-drill-report\?/);
    const deals = page.getByRole('grid').getByRole('row').filter({ hasText: adds.sale!.dealId });
    await deals.waitFor();
    expect(await deals.textContent()).toContain(truck.stockNo);
    await page.context().close();
  });

  it('refuses the viewer the page and the API', async () => {
    const page = await signedIn(browser, 'viewer@demo.local');
    await page.goto('/vh-aging-report');
    await page.waitForURL(/\/pages\/accessdenied/);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.context().close();
    const headers = { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` };
    for (const path of ['sales/vehicle-aging', 'sales/vehicle-aging/summary']) expect((await fetch(`${baseURL()}/api/${path}`, { headers })).status, path).toBe(403);
  });
});
