import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines']);
}, 300_000);
afterAll(() => browser?.close());

const money = (text: string) => Number(text.replace(/[$,]/g, '').replace(/^\((.*)\)$/, '-$1'));

describe('the financial reports in Chromium', () => {
  it("opens a month's statement, and a figure drills to the GL lines that add up to it", async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/financial-report?brnId=101&period=2026-10');
    await page.getByRole('heading', { level: 1, name: 'Financial Report' }).waitFor();
    const statement = page.getByRole('table', { name: 'Financial statement, October 2026' });
    const partsGross = statement.locator('[data-line="gross-parts"]').getByRole('link').first();
    await partsGross.waitFor();
    const figure = money((await partsGross.textContent()) ?? '');
    expect(figure).toBeGreaterThan(0);
    expect(await page.getByRole('group', { name: 'Fixed absorption', exact: true }).textContent()).toMatch(/\d+\.\d\d%/);

    await partsGross.click();
    await page.waitForURL((url) => url.pathname === '/ar/transactiondetail');
    const asked = new URL(page.url()).searchParams;
    expect([asked.getAll('brnId'), asked.get('from'), asked.get('to')]).toEqual([['101'], '2026-10-01', '2026-10-31']);
    expect(asked.getAll('f.acctId').every((a) => /^(44|54)\d\d$/.test(a))).toBe(true);
    // Gross is credits less debits: the lines' debits less credits are the figure, negated.
    const net = page.getByRole('group', { name: 'Debits less credits', exact: true }).locator('p').first();
    await expect.poll(async () => money((await net.textContent()) ?? '')).toBe(-figure);
  });

  it("opens 13 months' trend, a sparkline a line, and a month's figure drills to the GL lines that add up to it", async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/financial-report-trend?brnId=101&to=2026-10&months=13');
    await page.getByRole('heading', { level: 1, name: 'Financial Report Trend' }).waitFor();
    const statement = page.getByRole('table', { name: 'Financial statement by month, October 2025 to October 2026' });
    await statement.locator('[data-line="net"]').waitFor();
    const headers = await statement.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Line', 'Trend', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026']);
    const lines = await statement.locator('tbody tr').count();
    expect(await statement.getByRole('img').count()).toBe(lines);
    await expect.poll(() => statement.locator('[data-line="sales"]').getByRole('img').getAttribute('aria-label')).toMatch(/^Total sales: first \$[\d,]+, last \$[\d,]+, least \$[\d,]+, most \$[\d,]+$/);

    const serviceGross = statement.locator('[data-line="gross-service"]').getByRole('link', { name: /, Jun 2026: / });
    const figure = money((await serviceGross.textContent()) ?? '');
    expect(figure).toBeGreaterThan(0);
    await serviceGross.click();
    await page.waitForURL((url) => url.pathname === '/ar/transactiondetail');
    const asked = new URL(page.url()).searchParams;
    expect([asked.getAll('brnId'), asked.get('from'), asked.get('to')]).toEqual([['101'], '2026-06-01', '2026-06-30']);
    expect(asked.getAll('f.acctId').every((a) => /^(45|55)\d\d$/.test(a))).toBe(true);
    const net = page.getByRole('group', { name: 'Debits less credits', exact: true }).locator('p').first();
    await expect.poll(async () => money((await net.textContent()) ?? '')).toBe(-figure);
  });

  it('compares two branches with the waterfall from one net profit to the other', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/plcomparison?brnId=101&brnId=102&period=2026-10');
    await page.getByRole('heading', { level: 1, name: 'P&L Comparison' }).waitFor();
    const bridge = page.getByRole('table', { name: 'Net profit, 101 to 102' });
    await bridge.waitFor({ state: 'attached' });
    const rows = await bridge.getByRole('row').allTextContents();
    expect(rows.length).toBeGreaterThan(5);
    const net = page.getByRole('table', { name: 'P&L comparison, October 2026' }).locator('[data-line="net"]');
    const [first, , second] = (await net.getByRole('cell').allTextContents()).map(money);
    expect(rows.at(1)).toContain('101');
    expect(money(rows.at(1)!.replace(/^101/, '').match(/^\(?\$[\d,]+\)?/)![0])).toBe(first);
    expect(rows.at(-1)).toContain(`102`);
    expect(second).not.toBeNaN();
    expect(await page.locator('svg [data-mark="bar"]').count()).toBe(rows.length - 1);
  });
});
