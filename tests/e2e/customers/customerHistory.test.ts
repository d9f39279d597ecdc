import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentCustomers } from '../../../src/domain/customers/customerHistory';
import type { PartsInvoiceRow, RepairOrderRow, UnitRow } from '../../../src/domain/customers/customerHistoryTabs';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables([
    'excede_customers',
    'excede_units',
    'excede_parts_invoices',
    'excede_parts_invoice_lines',
    'excede_repair_orders',
    'excede_vehicles',
    'excede_deals',
    'excede_lease_contracts',
    'excede_ar_open_items',
    'excede_ar_receipts',
  ]);
}, 300_000);
afterAll(() => browser?.close());

describe('/customer-history as sales@demo.local', () => {
  it('finds a customer by the last 6 of a unit’s VIN, opens it with its tabs’ rows, and lists it as viewed last after a reload', async () => {
    // A customer of the latest activity with a unit and parts invoices, as the imported data has them.
    const read = await readApiAs('admin@demo.local');
    const latest = await read<RecentCustomers>('customers/history/recent');
    let found: { cusId: string; name: string; unit: UnitRow; invoice: PartsInvoiceRow } | null = null;
    for (const customer of latest.customers) {
      const unitsOf = await read<ListAnswer<UnitRow>>(`customers/history/${customer.cusId}/units`);
      const invoicesOf = await read<ListAnswer<PartsInvoiceRow>>(`customers/history/${customer.cusId}/invoices`);
      if (unitsOf.rows[0] && invoicesOf.rows[0]) {
        found = { cusId: customer.cusId, name: customer.name, unit: unitsOf.rows[0], invoice: invoicesOf.rows[0] };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { cusId, name, unit, invoice } = found!;
    const last6 = unit.vin.slice(-6);

    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto('/customer-history');
    await page.getByRole('heading', { level: 1, name: 'Customer History' }).waitFor();
    await page.getByRole('searchbox', { name: 'Find a customer' }).fill(last6.toLowerCase());
    const matches = page.getByRole('list', { name: 'Matching customers' });
    const match = matches.getByRole('listitem').filter({ hasText: `(${cusId})` });
    await match.waitFor();
    expect(await match.textContent()).toContain(`VIN last 6: ${unit.vin}`);
    await match.getByRole('link', { name: `${name} (${cusId})` }).click();

    await page.waitForURL(new RegExp(`cusId=${cusId}`));
    await page.getByText(`${name} (${cusId})`, { exact: false }).first().waitFor();
    const invoices = page.getByRole('grid', { name: 'Parts invoices' });
    await invoices.getByRole('link', { name: invoice.slsId }).waitFor();
    await page.getByRole('tab', { name: 'Units' }).click();
    await page.getByRole('grid', { name: 'Units' }).getByText(unit.vin).waitFor();

    await page.goto('/customer-history');
    const viewed = page.getByRole('list', { name: 'Customers viewed last' });
    await expect.poll(async () => (await viewed.getByRole('link').first().textContent())?.trim()).toBe(`${name} (${cusId})`);
    await page.context().close();
  });

  it('lets the service desk send a status link for an open RO from its customer’s Service ROs, and offers none to a salesperson', async () => {
    const read = await readApiAs('service@demo.local');
    const latest = await read<RecentCustomers>('customers/history/recent');
    let open: RepairOrderRow | null = null;
    let cusId = '';
    for (const customer of latest.customers) {
      const ros = await read<ListAnswer<RepairOrderRow>>(`customers/history/${customer.cusId}/ros?f.state=Open`);
      if (ros.rows[0]) {
        open = ros.rows[0];
        cusId = customer.cusId;
        break;
      }
    }
    expect(open).not.toBeNull();
    const salesperson = await signedIn(browser, 'sales@demo.local');
    await salesperson.goto(`/customer-history?cusId=${cusId}&tab=ros`);
    await salesperson.getByRole('grid', { name: 'Service repair orders' }).getByRole('row').filter({ hasText: open!.slsId }).waitFor();
    expect(await salesperson.getByRole('button', { name: `Send status link for RO ${open!.slsId}` }).count()).toBe(0);
    await salesperson.context().close();
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto(`/customer-history?cusId=${cusId}&tab=ros`);
    await page.getByRole('grid', { name: 'Service repair orders' }).getByRole('button', { name: `Send status link for RO ${open!.slsId}` }).click();
    const ask = page.getByRole('dialog', { name: `Send a status link for RO ${open!.slsId}?` });
    await ask.getByRole('button', { name: 'Send status link' }).click();
    const sent = page.getByRole('dialog', { name: `Status link for RO ${open!.slsId}` });
    await expect.poll(() => sent.getByRole('textbox', { name: 'Status link' }).inputValue()).toMatch(/\/customermobile\/\S+$/);
    await page.context().close();
  });

  it('refuses the viewer the page and the API', async () => {
    const page = await signedIn(browser, 'viewer@demo.local');
    await page.goto('/customer-history');
    await page.waitForURL(/\/pages\/accessdenied/);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.context().close();
    const headers = { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` };
    for (const path of ['customers/history/recent', 'customers/history/search?q=truck']) expect((await fetch(`${baseURL()}/api/${path}`, { headers })).status, path).toBe(403);
  });
});
