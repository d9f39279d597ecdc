import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines']);
}, 300_000);
afterAll(() => browser?.close());

const grid = (page: Page) => page.getByRole('grid', { name: 'GL lines' });
/** The text of one column of the grid's rows, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim().startsWith(header));
  // The body's rows: not the header, nor the totals row under them.
  return grid(page)
    .locator('tr[data-row-index]')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[i]?.textContent ?? ''), index);
}
const kpi = async (page: Page, name: string) => (await page.getByRole('group', { name, exact: true }).locator('p').first().textContent()) ?? '';
const money = (text: string) => Number(text.replace(/[$,]/g, '').replace(/^\((.*)\)$/, '-$1'));

describe('Transaction Detail in Chromium (the report kit on the list protocol)', () => {
  it('filters by branch and days, sorts, pages, keeps it all in the address, and exports every matching line', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/transactiondetail');
    await page.getByRole('heading', { level: 1, name: 'Transaction Detail' }).waitFor();
    await page.getByText(/^Excede data as of \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/).waitFor();

    // Branches: from whatever the working branch is, to Norcross alone.
    await page.getByRole('button', { name: /^Branches/ }).click();
    await page.getByRole('option', { name: 'All my branches' }).click();
    await page.getByRole('option', { name: '101 - Norcross' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: /^Branches/ }).textContent()).toBe('101 - Norcross');

    // Days: October 2026, typed as custom dates.
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom' });
    const dates = page.getByRole('group', { name: 'Dates' });
    await dates.getByLabel('Start date').fill('2026-10-01');
    await dates.getByLabel('End date').fill('2026-10-31');
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-10-01' && url.searchParams.get('to') === '2026-10-31');
    expect(new URL(page.url()).searchParams.getAll('brnId')).toEqual(['101']);

    await expect.poll(async () => (await column(page, 'Date')).length).toBeGreaterThan(10);
    const lines = Number((await kpi(page, 'Lines')).replace(/,/g, ''));
    expect(lines).toBeGreaterThan(50);
    expect(new Set(await column(page, 'Branch'))).toEqual(new Set(['101']));
    for (const day of await column(page, 'Date')) expect(day).toMatch(/^10\/\d\d\/2026$/);
    // The totals row sums every matching line to the cent, as the tiles do to the dollar, and they balance.
    const [debits, credits] = (await grid(page).locator('tfoot [role="gridcell"]').allTextContents()).slice(-2).map(money);
    expect(Math.round(debits!)).toBe(money(await kpi(page, 'Debits')));
    expect(Math.round(credits!)).toBe(money(await kpi(page, 'Credits')));
    expect(debits).toBe(credits);

    // Sort by debit, largest first, and go to the second page: the server does both.
    const debit = grid(page).getByRole('button', { name: /^Debit/ });
    await debit.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'debit');
    await debit.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'debit.desc');
    await expect.poll(async () => money((await column(page, 'Debit'))[0] ?? '0')).toBeGreaterThan(0);
    const firstPage = (await column(page, 'Debit')).map(money);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(/^Page 2 of \d+/).waitFor();
    await expect.poll(async () => money((await column(page, 'Debit'))[0] ?? '0')).toBeLessThanOrEqual(firstPage.at(-1)!);

    // A reload opens the same rows: the address is the report.
    const address = page.url();
    await page.reload();
    await page.getByText(/^Page 2 of \d+/).waitFor();
    expect(page.url()).toBe(address);
    expect(await kpi(page, 'Lines')).toBe(lines.toLocaleString('en-US'));

    // CSV of every matching line, not only the page, in the grid's order.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gl-lines-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(csv[0]).toBe('Date,Branch,Entry,Line,Account,Account name,Department,Source,Xref,Description,Debit,Credit');
    expect(csv).toHaveLength(lines + 1);
    const rows = csv.slice(1).map((line) => line.split(','));
    expect(rows.every((r) => r[1] === '101' && /^10\/\d\d\/2026$/.test(r[0]!))).toBe(true);
    await page.context().close();
  });

  it("shows the server's 403 for a branch the user lacks, named in the address, and no data", async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/transactiondetail?brnId=201');
    const alert = page.getByRole('alert').filter({ hasText: 'The report could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('You do not have access to branch 201.');
    expect(await grid(page).count()).toBe(0);
    expect(await page.getByText(/Excede data as of/).count()).toBe(0);
    await page.context().close();
  });
});
