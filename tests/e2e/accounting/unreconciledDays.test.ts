import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { UnreconciledDay } from '../../../src/domain/accounting/unreconciledDays';
import { formatDate } from '../../../src/domain/format';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines', 'excede_ar_receipts', 'excede_customers']);
}, 300_000);
afterAll(() => browser?.close());

const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

/**
 * A day of the demo's November on cash clearing that nobody has worked yet, in a branch of accounting's that no
 * other test matches (Augusta first), with the fewest open items; a retry works another day.
 */
async function untouchedDay(): Promise<UnreconciledDay> {
  const read = await readApiAs('accounting@demo.local');
  for (const brnId of ['106', '105', '104', '103', '102']) {
    const answer = await read<ListAnswer<UnreconciledDay>>(`accounting/unreconciled-days/clearing?brnId=${brnId}&${NOVEMBER}&f.status=Open&sort=items`);
    const day = answer.rows.find((d) => d.owner === null && d.items <= 8);
    if (day) return day;
  }
  throw new Error('The demo has no untouched day on cash clearing in November.');
}

const detailsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Unreconciled Days Details' });

describe('Unreconciled Days in Chromium (accounting@, then admin@ to approve)', () => {
  it('opens the clearing stream, assigns a day, explains its items, is refused marking it reconciled until another user approves, then marks it', async () => {
    const day = await untouchedDay();
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto(`/ar/unreconcileddays/clearing?brnId=${day.brnId}&${NOVEMBER}`);
    await page.getByRole('heading', { level: 1, name: 'Unreconciled Days: Cash clearing' }).waitFor();
    await page.getByRole('table', { name: 'Unreconciled days in November 2026' }).waitFor();
    const days = page.getByRole('grid', { name: 'Unreconciled days' });
    const row = days.getByRole('row').filter({ has: page.getByRole('link', { name: formatDate(day.dayOn), exact: true }) });
    await expect.poll(() => row.textContent()).toContain('Open');

    // The day: its owner, then an explanation of each open item.
    await row.getByRole('link', { name: formatDate(day.dayOn) }).click();
    await page.waitForURL((url) => url.pathname === '/ar/unreconcileddays/clearing/details' && url.searchParams.get('date') === day.dayOn);
    await detailsHeading(page).waitFor();
    await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Casey Accounting (portal user)' });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText('The day has its owner.').waitFor();
    const items = page.getByRole('grid', { name: 'Items of the day' });
    await items.locator('tr[data-row-index]').first().waitFor();
    const explain = items.getByRole('button', { name: /^Explain / });
    await expect.poll(() => explain.count()).toBe(day.items);
    while ((await explain.count()) > 0) {
      await explain.first().click();
      const dialog = page.getByRole('dialog', { name: /^Explain / });
      await dialog.getByRole('textbox', { name: /Explanation/ }).fill('Banked with the next business day’s deposit (bank slip on file).');
      await dialog.getByRole('button', { name: 'Save explanation' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // Not yet: the explanations wait for someone else's approval.
    await page.getByRole('button', { name: 'Mark reconciled' }).click();
    await page.getByRole('alert').filter({ hasText: /waits? for approval/ }).waitFor();
    expect(await items.getByRole('button', { name: /^Approve / }).count()).toBe(0);

    // The administrator approves them.
    const approver = await signedIn(browser, 'admin@demo.local');
    await approver.goto(page.url());
    await detailsHeading(approver).waitFor();
    const toApprove = approver.getByRole('grid', { name: 'Items of the day' });
    await toApprove.locator('tr[data-row-index]').first().waitFor();
    const approve = toApprove.getByRole('button', { name: /^Approve the explanation/ });
    await expect.poll(() => approve.count()).toBe(day.items);
    for (let left = day.items; left > 0; left -= 1) {
      await approve.first().click();
      await expect.poll(() => approve.count()).toBe(left - 1);
    }
    await approver.close();

    // Now the day can be marked reconciled.
    await page.reload();
    await detailsHeading(page).waitFor();
    await page.getByRole('button', { name: 'Mark reconciled' }).click();
    await page.getByText('The day is marked reconciled.').waitFor();
    await page.getByText(/^Reconciled by Casey Accounting/).waitFor();
  }, 180_000);
});
