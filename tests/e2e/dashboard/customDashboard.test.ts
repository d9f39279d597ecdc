import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardLayout } from '../../../src/domain/dashboard/layout';
import { formatMoney, formatNumber } from '../../../src/domain/format';
import type { FiSummary } from '../../../src/domain/sales/financeInsuranceFields';
import type { VehicleAgingSummary } from '../../../src/domain/sales/vehicleAging';
import { presetRange } from '../../../src/ui/report/datePresets';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The sales widgets read Excede's stock and deals.
  await importExcedeTables(['excede_vehicles', 'excede_deals', 'excede_deal_products', 'excede_customers', 'excede_employees']);
}, 300_000);
afterAll(() => browser?.close());

const widgets = (page: Page) => page.getByRole('list', { name: 'Widgets' }).getByRole('listitem').and(page.locator('[data-size]'));
const widget = (page: Page, title: string) => page.locator('[data-size]').and(page.getByRole('listitem', { name: title, exact: true }));

async function act(page: Page, title: string, action: string) {
  await widget(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Waits until the saved layout (read back through the API) is these widgets in this order. */
async function savedAs(kinds: string[]) {
  const read = await readApiAs('sales@demo.local');
  await expect.poll(async () => (await read<DashboardLayout>('dashboard/layout')).widgets.map((w) => w.kind), { timeout: 10_000 }).toEqual(kinds);
  return read<DashboardLayout>('dashboard/layout');
}

describe('/customdashboard', () => {
  it('as sales@demo.local: resets, builds a dashboard of three widgets (added from the catalogue, moved by keyboard, one resized) and finds it kept after a reload, with real figures', async () => {
    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto('/customdashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Reset to my role’s default' }).click();
    // A dashboard of one's own (an earlier run's) asks first; the role's default resets at once.
    const isDefault = page.getByText('Your role’s dashboard: change it to make it yours.');
    const confirm = page.getByRole('button', { name: 'Reset', exact: true });
    await isDefault.or(confirm).first().waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await isDefault.waitFor();
    await widget(page, 'Vehicle sales: units').waitFor();
    await savedAs(['vehicleSalesMonth', 'fiPvr', 'agingUnits', 'vehicleSalesTrend', 'agingBuckets', 'salesLinks', 'homeLinks']);

    // Clear the role's widgets, then build the dashboard from the catalogue.
    for (let left = await widgets(page).count(); left > 0; left--) {
      const title = (await widgets(page).first().getAttribute('aria-label'))!;
      await act(page, title, 'Remove');
      await expect.poll(() => widgets(page).count()).toBe(left - 1);
    }
    await page.getByRole('heading', { name: 'No widgets yet' }).waitFor();
    for (const title of ['Vehicle sales: units', 'F&I PVR', 'Trucks in stock']) {
      await page.getByRole('button', { name: 'Add widget' }).first().click();
      const catalogue = page.getByRole('dialog', { name: 'Add a widget' });
      await catalogue.getByRole('button', { name: `Add ${title}` }).click();
      await widget(page, title).waitFor();
    }

    // Trucks in stock to the front by keyboard, each move announced.
    await widget(page, 'Trucks in stock').getByRole('button', { name: /^Move Trucks in stock, 3 of 3/ }).focus();
    await page.keyboard.press('ArrowUp');
    await page.getByRole('status').getByText('Trucks in stock moved to position 2 of 3.').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('status').getByText('Trucks in stock moved to position 1 of 3.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Move Trucks in stock, 1 of 3/);

    await act(page, 'F&I PVR', 'Large');
    await expect.poll(() => widget(page, 'F&I PVR').getAttribute('data-size')).toBe('L');
    const saved = await savedAs(['agingUnits', 'vehicleSalesMonth', 'fiPvr']);
    expect(saved.widgets.map((w) => w.size)).toEqual(['M', 'M', 'L']);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await expect.poll(async () => widgets(page).evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')))).toEqual(['Trucks in stock', 'Vehicle sales: units', 'F&I PVR']);
    expect(await widget(page, 'F&I PVR').getAttribute('data-size')).toBe('L');
    const read = await readApiAs('sales@demo.local');
    const stock = await read<VehicleAgingSummary>('sales/vehicle-aging/summary');
    expect(stock.units).toBeGreaterThan(0);
    await widget(page, 'Trucks in stock').getByRole('group', { name: 'Now' }).getByText(formatNumber(stock.units), { exact: true }).waitFor();
    const fi = await read<FiSummary>(`sales/finance-insurance?period=${presetRange('monthToDate', new Date()).end.slice(0, 7)}`);
    await widget(page, 'F&I PVR').getByRole('group', { name: 'Month to date' }).getByText(formatMoney(fi.pvr ?? 0), { exact: true }).waitFor();
    await page.close();
  });

  it('offers the viewer only the widgets of screens they may open: none of sales’', async () => {
    const page = await signedIn(browser, 'viewer@demo.local');
    await page.goto('/customdashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Add widget' }).first().click();
    const catalogue = page.getByRole('dialog', { name: 'Add a widget' });
    await catalogue.getByRole('button', { name: 'Add My shortcuts' }).waitFor();
    expect(await catalogue.getByRole('button', { name: /^Add / }).count()).toBe(1);
    await page.close();
  });
});
