import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TIER_LABELS, type PurchaseTier } from '../../../src/domain/accounting/companyPurchase';
import { callAs, makeApprover } from '../approvers';
import { launchBrowser, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_vendors', 'excede_gl_accounts']);
}, 300_000);
afterAll(() => browser?.close());

const TIERS: PurchaseTier[] = ['department-head', 'general-manager', 'controller', 'principal'];

/** Four approvers made by the administrator through the API, one tier's authority each, without a limit. */
async function makeApprovers(run: string): Promise<Record<PurchaseTier, string>> {
  const emails = {} as Record<PurchaseTier, string>;
  for (const tier of TIERS) {
    emails[tier] = `purchase.${tier}.${run}@demo.local`;
    await makeApprover({ email: emails[tier], name: `${TIER_LABELS[tier]} ${run}`, kind: `company-purchase-${tier}`, landingPage: '/companypurchase' });
  }
  return emails;
}

const status = (page: Page, name: string) => page.getByRole('heading', { level: 1 }).locator('..').locator('..').getByText(name, { exact: true }).waitFor();

async function approveAs(email: string, id: number, tier: PurchaseTier) {
  const page = await signedIn(browser, email);
  await page.goto(`/companypurchase/edit/${id}`);
  await page.getByRole('button', { name: `Approve as ${TIER_LABELS[tier].toLowerCase()}` }).click();
  await page.getByRole('list', { name: 'Approval trail' }).getByText(new RegExp(`^${TIER_LABELS[tier]}: approved by`)).waitFor();
  await page.close();
}

describe('Company Purchases in Chromium', () => {
  it('a $12,000 purchase walks its four tiers in order, never approved by its requester, then is ordered, received in part and in full, and closed', async () => {
    const run = String(Date.now());
    const approvers = await makeApprovers(run);
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/companypurchase');
    await page.getByRole('heading', { level: 1, name: 'Company Purchases' }).waitFor();
    await page.getByRole('link', { name: 'New purchase request' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Company Purchase' }).waitFor();

    await page.getByRole('combobox', { name: 'Branch' }).selectOption('101');
    await page.getByRole('combobox', { name: 'Department' }).selectOption('Service');
    await page.getByRole('combobox', { name: 'Vendor' }).fill('Safety');
    await page.getByRole('option', { name: 'Safety-Kleen Systems (SAFEKL)' }).click();
    await page.getByRole('textbox', { name: 'GL account' }).fill('6320');
    await page.getByRole('textbox', { name: 'Line 1 description' }).fill(`Four-post truck lift ${run}`);
    await page.getByRole('textbox', { name: 'Unit price' }).fill('9,500.00');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByRole('textbox', { name: 'Line 2 description' }).fill('Rolling jack');
    await page.getByRole('textbox', { name: 'Qty' }).nth(1).fill('4');
    await page.getByRole('textbox', { name: 'Unit price' }).nth(1).fill('500.00');
    await page.getByRole('textbox', { name: 'Tax' }).fill('400.00');
    await page.getByRole('textbox', { name: 'Freight' }).fill('100.00');
    await page.getByRole('textbox', { name: 'Justification' }).fill('Trucks wait a day for bay 1: a second heavy-duty lift.');
    await page.getByText('$12,000.00').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();

    await page.waitForURL(/\/companypurchase\/edit\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await status(page, 'Draft');
    await page.getByText('Tiers for $12,000.00: Department head → General manager → Controller → Principal').waitFor();
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await status(page, 'Pending');

    // Its requester is refused, on the screen and by the API.
    await page.getByText('You recorded this purchase request: someone else must approve it.').waitFor();
    expect(await page.getByRole('button', { name: /^Approve as/ }).count()).toBe(0);
    const version = async () => ((await callAs('accounting@demo.local', `accounting/company-purchases/${id}`)).body.purchase as { version: number }).version;
    expect((await callAs('accounting@demo.local', `accounting/company-purchases/${id}/approve`, { json: { version: await version(), tier: 'department-head' } })).status).toBe(403);

    await approveAs(approvers['department-head'], id, 'department-head');
    // A tier out of order: the controller before the general manager.
    const early = await callAs(approvers.controller, `accounting/company-purchases/${id}/approve`, { json: { version: await version(), tier: 'controller' } });
    expect([early.status, early.body.message]).toEqual([409, 'This request waits for the general manager’s approval first; tiers approve in order.']);
    for (const tier of TIERS.slice(1)) await approveAs(approvers[tier], id, tier);

    await page.reload();
    await status(page, 'Approved');
    await page.getByRole('button', { name: 'Issue PO' }).click();
    await status(page, 'Ordered');
    await page.getByRole('heading', { name: `Purchase order PO-101-${String(id).padStart(5, '0')}` }).waitFor();

    await page.getByRole('textbox', { name: 'Rolling jack: received now (4 open)' }).fill('2');
    await page.getByRole('button', { name: 'Record receipt' }).click();
    await status(page, 'Received in part');
    await page.getByRole('button', { name: 'Received in full' }).click();
    await status(page, 'Received');
    expect(await page.getByRole('list', { name: 'Receipts' }).getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Close request' }).click();
    await status(page, 'Closed');

    await page.goto(`/companypurchase?f.requestNo=CP-${String(id).padStart(5, '0')}`);
    const row = page.getByRole('grid', { name: 'Purchase requests' }).getByRole('row', { name: new RegExp(`CP-${String(id).padStart(5, '0')}`) });
    await row.getByText('Closed', { exact: true }).waitFor();
    await row.getByRole('link', { name: `CP-${String(id).padStart(5, '0')}` }).click();
    await page.waitForURL(`**/companypurchase/edit/${id}`);
    await status(page, 'Closed');
    await page.close();
  });
});
