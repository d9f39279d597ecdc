import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { launchBrowser, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_vendors']);
}, 300_000);
afterAll(() => browser?.close());

const INVOICES = 'Vendor invoices';

async function openWorklist(page: Page, query = '') {
  await page.goto(`/vendorinvoices?brnId=101${query}`);
  await page.getByRole('heading', { level: 1, name: 'Vendor Invoices' }).waitFor();
  await page.getByRole('grid', { name: INVOICES }).locator('tr[data-row-index]').first().waitFor();
}

/** Types an invoice of Horton (a vendor no other record names) into the hand-entry form and files it. */
async function fileHortonInvoice(page: Page, invoiceNo: string) {
  await page.getByRole('button', { name: 'Enter an invoice' }).click();
  const form = page.getByRole('dialog', { name: 'Enter a vendor invoice' });
  await form.getByRole('combobox', { name: 'Vendor' }).fill('Horton');
  await page.getByRole('option', { name: 'HORTON - Horton' }).click();
  await form.getByRole('textbox', { name: 'Invoice no.' }).fill(invoiceNo);
  await form.getByRole('textbox', { name: 'Amount' }).fill('1,480.00');
  await form.getByRole('button', { name: 'File invoice' }).click();
  return form;
}

describe('Vendor Invoices in Chromium', () => {
  it('files a vendor invoice typed in by hand, and refuses the same vendor and invoice number again with the message', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await openWorklist(page);
    const form = await fileHortonInvoice(page, 'HT-E2E-501');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('grid', { name: INVOICES }).getByRole('button', { name: 'HT-E2E-501' }).waitFor();

    const again = await fileHortonInvoice(page, 'ht-e2e-501');
    await expect.poll(() => again.getByRole('alert').textContent()).toBe('Invoice HT-E2E-501 from vendor HORTON is already filed.');
    expect(await again.getByRole('textbox', { name: 'Invoice no.' }).getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('routes a price variance over tolerance to someone else, who approves it, and the payment list exports it', async () => {
    // The demo's Meritor invoice: $130.40 over its PO, filed by accounting@, waiting for the administrator.
    const clerk = await signedIn(browser, 'accounting@demo.local');
    await openWorklist(clerk, '&f.status=Needs approval');
    await clerk.getByRole('grid', { name: INVOICES }).getByRole('button', { name: 'M-240117' }).click();
    let dialog = clerk.getByRole('dialog', { name: 'Invoice M-240117' });
    await dialog.getByText('Waiting for Alex Admin to approve it: You recorded this invoice: someone else must approve it.').waitFor();
    await dialog.getByText(/^Price variance: Invoiced \$2,180\.40 against \$2,050\.00 on the PO/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const admin = await signedIn(browser, 'admin@demo.local');
    await openWorklist(admin, '&f.status=Needs approval');
    await admin.getByRole('grid', { name: INVOICES }).getByRole('button', { name: 'M-240117' }).click();
    dialog = admin.getByRole('dialog', { name: 'Invoice M-240117' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Approved', { exact: true }).waitFor();
    await dialog.getByText(/Approved by Alex Admin → Approved/).waitFor();
    await admin.context().close();

    await clerk.reload();
    await openWorklist(clerk, '&f.status=Approved');
    await clerk.getByRole('grid', { name: INVOICES }).getByRole('button', { name: 'M-240117' }).waitFor();
    await clerk.getByLabel('Payment list: approved invoices due by').fill(addDays(newYorkDay(new Date()), 60));
    const [download] = await Promise.all([clerk.waitForEvent('download'), clerk.getByRole('button', { name: 'Export payment list' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Invoice no.');
    expect(csv).toContain('M-240117');
    expect(csv).not.toContain('Needs approval');
    await clerk.context().close();
  });
});
