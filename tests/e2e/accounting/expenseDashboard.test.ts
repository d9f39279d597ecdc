import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ExpenseAccountRow } from '../../../src/domain/accounting/expenseDashboardFields';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { callAs } from '../approvers';
import { baseURL, launchBrowser, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
/** Norcross's account furthest over budget in September, and one within it. */
let over: ExpenseAccountRow;
let within: ExpenseAccountRow;

const PERIOD = '2026-09';
const money = (text: string) => Number(text.replace(/[$,]/g, '').replace(/^\((.*)\)$/, '-$1'));

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines']);
  // September's budgets of Norcross's two largest expense accounts, from their actuals: the first far under it, the second just over it.
  const answer = await callAs('accounting@demo.local', `accounting/expense-dashboard/accounts?period=${PERIOD}&brnId=101&sort=actual.desc&pageSize=2`);
  const [first, second] = (answer.body as unknown as ListAnswer<ExpenseAccountRow>).rows;
  expect(money(first!.actual)).toBeGreaterThan(5_000);
  const csv = `brnId,acctId,month,amount\n101,${first!.acctId},${PERIOD},${(money(first!.actual) / 2).toFixed(2)}\n101,${second!.acctId},${PERIOD},${(money(second!.actual) + 1).toFixed(2)}\n`;
  const upload = await fetch(`${baseURL()}/api/accounting/budgets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf('accounting@demo.local')}`, 'content-type': 'text/csv' },
    body: csv,
  });
  expect(upload.status).toBe(200);
  [over, within] = [first!, second!];
}, 300_000);
afterAll(() => browser?.close());

describe('the expense dashboard in Chromium', () => {
  it('shows a month at Norcross with an overrun badged, filters by category and drills an account to the GL lines of its actual', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto(`/expense-dashboard?brnId=101&period=${PERIOD}`);
    await page.getByRole('heading', { level: 1, name: 'Expense Dashboard' }).waitFor();
    const month = page.getByRole('group', { name: 'Expenses this month', exact: true });
    await expect.poll(async () => money((await month.locator('p').first().textContent()) ?? '')).toBeGreaterThan(0);
    await expect.poll(() => month.textContent()).toMatch(/of the \$[\d,]+ budget/);
    // The demo's own budgets may hold a larger overrun than ours.
    await expect.poll(() => page.getByRole('group', { name: 'Largest overrun', exact: true }).textContent()).toMatch(/\d{4} .+ at 101, [\d.]+% over$/);
    for (const chart of ['Expenses by category and branch, September 2026', 'Expenses against budget, the 12 months to September 2026', 'The 20 accounts furthest over budget, September 2026']) {
      await page.getByRole('img', { name: chart }).waitFor({ state: 'attached' });
    }
    expect(await page.locator('svg [data-mark="bar"]').count()).toBeGreaterThan(3);

    const grid = page.getByRole('grid', { name: 'Expense accounts' });
    const rowOf = (account: ExpenseAccountRow) => grid.getByRole('row').filter({ has: page.getByRole('link', { name: `${account.acctId} ${account.description} at 101: GL lines` }) });
    await expect.poll(() => rowOf(over).textContent()).toContain('Over budget');
    expect(await rowOf(within).textContent()).not.toContain('Over budget');

    await page.getByRole('combobox', { name: 'Category' }).selectOption(over.category);
    await page.waitForURL((url) => url.searchParams.get('category') === over.category);
    await expect.poll(() => grid.getByRole('row').filter({ hasText: /Personnel|Semi-fixed|Fixed/ }).allTextContents()).toSatisfy((rows: string[]) =>
      rows.length > 0 && rows.every((row) => row.includes(over.category)),
    );

    await rowOf(over).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/ar/transactiondetail');
    const asked = new URL(page.url()).searchParams;
    expect([asked.getAll('brnId'), asked.get('from'), asked.get('to'), asked.getAll('f.acctId')]).toEqual([['101'], '2026-09-01', '2026-09-30', [over.acctId]]);
    const net = page.getByRole('group', { name: 'Debits less credits', exact: true }).locator('p').first();
    await expect.poll(async () => money((await net.textContent()) ?? '')).toBe(Math.round(money(over.actual)));
  });
});
