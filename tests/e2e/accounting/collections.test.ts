import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { formatDate } from '../../../src/domain/format';
import { launchBrowser, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_customers', 'excede_employees', 'excede_ar_open_items', 'excede_ar_receipts']);
}, 300_000);
afterAll(() => browser?.close());

const PAST_DUE = 'Past-due accounts';
const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/** The text of one column of the grid's body rows, by its header. */
async function column(page: Page, name: string, header: string): Promise<string[]> {
  const headers = await grid(page, name).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim().startsWith(header));
  return grid(page, name)
    .locator('tr[data-row-index]')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[i]?.textContent ?? ''), index);
}
const rowOf = (page: Page, customer: string) => grid(page, PAST_DUE).locator('tr[data-row-index]').filter({ has: page.getByRole('link', { name: customer, exact: true }) });
const kpi = async (page: Page, name: string) => (await page.getByRole('group', { name, exact: true }).locator('p').first().textContent()) ?? '';
const money = (text: string) => Number(text.replace(/[$,]/g, '').replace(/^\((.*)\)$/, '-$1'));

/** Norcross's past-due accounts, most past due first; the customer of row `index`. */
async function pastDueCustomer(page: Page, index: number): Promise<string> {
  await page.goto('/ar/cashandcreditcollections?tab=pastdue&brnId=101');
  await page.getByRole('heading', { level: 1, name: 'Cash and Credit Collections' }).waitFor();
  await expect.poll(async () => (await column(page, PAST_DUE, 'Customer')).length).toBeGreaterThan(index);
  return (await column(page, PAST_DUE, 'Customer'))[index]!;
}

async function openAction(page: Page, customer: string, action: string) {
  await rowOf(page, customer).getByRole('button', { name: `Actions for ${customer}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('Cash and Credit Collections in Chromium', () => {
  it('logs a call on a past-due account with a promise to pay, and the row shows both, also after a reload', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    const customer = await pastDueCustomer(page, 0);
    expect(await page.getByRole('tab', { name: 'Past due' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('group', { name: 'Days sales outstanding', exact: true }).waitFor();

    const promisedOn = addDays(newYorkDay(new Date()), 7);
    await openAction(page, customer, 'Log a call');
    const dialog = page.getByRole('dialog', { name: 'Log a call' });
    await dialog.getByRole('combobox', { name: 'Outcome' }).selectOption('Promised to pay');
    await dialog.getByLabel('Promise date').fill(promisedOn);
    await dialog.getByRole('textbox', { name: 'Amount promised' }).fill('250.00');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Accounts payable will cut a check next week.');
    await dialog.getByRole('button', { name: 'Log call' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = rowOf(page, customer);
    const promise = `${formatDate(promisedOn, { timeZone: 'UTC' })} pending`;
    await row.getByText(promise).waitFor();
    await row.getByText('Promised to pay', { exact: true }).waitFor();
    await row.getByText('Accounts payable will cut a check next week.').waitFor();

    // The tab and the branch are in the address: a reload opens the same rows.
    await page.reload();
    await rowOf(page, customer).getByText(promise).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('pastdue');
    await page.context().close();
  });

  it('shows a promise whose date has passed without the payment as missed, in red', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    const customer = await pastDueCustomer(page, 1);
    const promisedOn = addDays(newYorkDay(new Date()), -3);
    await openAction(page, customer, 'Set promise to pay');
    const dialog = page.getByRole('dialog', { name: 'Promise to pay' });
    await dialog.getByLabel('Promise date').fill(promisedOn);
    await dialog.getByRole('textbox', { name: 'Amount promised' }).fill('100.00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const missed = rowOf(page, customer).getByText(`${formatDate(promisedOn, { timeZone: 'UTC' })} missed`);
    await missed.waitFor();
    // Red: the critical tone's colour, not the pending one's.
    const colour = await missed.evaluate((badge) => getComputedStyle(badge).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    await page.context().close();
  });

  it('refers an account to legal, asks its release, which only an AR manager other than the asker records done in Excede, and emails its statement', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    const customer = await pastDueCustomer(page, 2);
    const row = rowOf(page, customer);
    const status = async () => (await column(page, PAST_DUE, 'Status'))[(await column(page, PAST_DUE, 'Customer')).indexOf(customer)]!;
    const before = await status();

    await openAction(page, customer, 'Refer to legal');
    const legal = page.getByRole('dialog', { name: 'Refer to legal' });
    await legal.getByRole('textbox', { name: 'Reason' }).fill('Ninety days late; three calls unanswered.');
    await legal.getByRole('button', { name: 'Send request' }).click();
    await legal.waitFor({ state: 'detached' });
    await row.getByText('Legal requested').waitFor();
    await openAction(page, customer, 'Decide the legal request');
    const done = page.getByRole('dialog', { name: 'Decide: Legal' });
    await done.getByRole('button', { name: 'Record decision' }).click();
    await done.waitFor({ state: 'detached' });
    await expect.poll(status).toMatch(/^Legal/);

    // The release: the asker may not record it done; the administrator, an AR manager, may.
    await openAction(page, customer, 'Request release');
    const release = page.getByRole('dialog', { name: 'Request release' });
    await release.getByRole('textbox', { name: 'Reason' }).fill('Settled with the attorney.');
    await release.getByRole('button', { name: 'Send request' }).click();
    await release.waitFor({ state: 'detached' });
    await openAction(page, customer, 'Decide the release request');
    const refused = page.getByRole('dialog', { name: 'Decide: Release' });
    await refused.getByRole('button', { name: 'Record decision' }).click();
    await refused.getByRole('alert').getByText('You recorded this request: someone else must decide it.').waitFor();
    await refused.getByRole('button', { name: 'Cancel' }).click();

    const manager = await signedIn(browser, 'admin@demo.local');
    await manager.goto('/ar/cashandcreditcollections?tab=pastdue&brnId=101');
    await openAction(manager, customer, 'Decide the release request');
    const decision = manager.getByRole('dialog', { name: 'Decide: Release' });
    await decision.getByRole('textbox', { name: 'Note' }).fill('Released in Excede');
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await decision.waitFor({ state: 'detached' });
    await manager.context().close();
    // Back to what Excede says of it.
    await page.reload();
    await expect.poll(status).toBe(before);

    // Its statement, to the address Excede has on file.
    await openAction(page, customer, 'Email statement');
    const statement = page.getByRole('dialog', { name: 'Email statement' });
    await statement.getByRole('button', { name: 'Email statement' }).click();
    await statement.waitFor({ state: 'detached' });
    await rowOf(page, customer).getByText(/^accounts@.+\.example$/).waitFor();
    await page.context().close();
  });

  it('lists what was collected by one method, and its total is what it lists', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/cashandcreditcollections?tab=pastdue&brnId=101');
    await page.getByRole('tab', { name: 'Collected' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'collected');
    // The demo's receipts end on its last day (November 20, 2026): the two weeks before it, every row on one page.
    await page.goto('/ar/cashandcreditcollections?tab=collected&brnId=101&from=2026-11-06&to=2026-11-20&pageSize=500');
    await page.getByRole('img', { name: 'Collections by method and day' }).waitFor();
    await page.getByRole('combobox', { name: 'Method' }).selectOption('Check');
    await page.waitForURL((url) => url.searchParams.get('f.method') === 'Check');

    await expect.poll(async () => new Set(await column(page, 'Receipts', 'Method'))).toEqual(new Set(['Check']));
    const amounts = (await column(page, 'Receipts', 'Amount')).map(money);
    expect(amounts.length).toBe(Number((await kpi(page, 'Receipts')).replace(/,/g, '')));
    const listed = amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
    const totals = await grid(page, 'Receipts').locator('tfoot [role="gridcell"]').allTextContents();
    expect(totals.map(money)).toContain(listed / 100);
    expect(money(await kpi(page, 'Collected'))).toBe(Math.round(listed / 100));
    for (const day of await column(page, 'Receipts', 'Received')) expect(day).toMatch(/^11\/(0[6-9]|1\d|20)\/2026/);

    // A receipt opens the document it paid in Transaction Detail, at its branch.
    const [document] = await column(page, 'Receipts', 'Applied to');
    await grid(page, 'Receipts').getByRole('link', { name: document, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/ar/transactiondetail' && url.searchParams.get('xref') === document && url.searchParams.get('brnId') === '101');
    await page.context().close();
  });
});
