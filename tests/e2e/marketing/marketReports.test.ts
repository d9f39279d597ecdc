import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPercent } from '../../../src/domain/format';
import type { HappyOrNotReport } from '../../../src/domain/marketing/happyOrNotReport';
import type { MarketReportAnswer } from '../../../src/domain/marketing/marketReportAnswers';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
const HON = `marketing/reports/${encodeURIComponent('Happy or Not')}?brnId=101`;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_market_metrics', 'excede_reviews']);
}, 300_000);
afterAll(() => browser?.close());

const pick = (page: Page, name: string, text: string) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('/marketreport as sales@demo.local', () => {
  it('opens Happy or Not from all the reports, takes an upload of figures and shows them; a bad file is refused naming its line', async () => {
    const read = await readApiAs('sales@demo.local');
    const before = await read<MarketReportAnswer>(HON);
    const { month } = before.figures as HappyOrNotReport;
    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto('/marketreport/all?brnId=101');
    await page.getByRole('heading', { level: 1, name: 'Market Reports' }).waitFor();
    await page.getByRole('link', { name: 'Open Happy or Not' }).click();
    await page.waitForURL((url) => url.pathname === '/marketreport/Happy%20or%20Not' && url.searchParams.get('brnId') === '101');
    await page.getByRole('heading', { level: 1, name: 'Happy or Not' }).waitFor();

    const monthText = `${month!.slice(5)}/${month!.slice(0, 4)}`;
    await pick(page, 'bad.csv', `month,brn_id,terminal,level,presses\n${monthText},101,Cashier,Happy,3\n${monthText},101,Cashier,Delighted,3\n`);
    await page.getByRole('button', { name: 'Upload figures' }).click();
    await page.getByText('line 3: level must be one of Very happy, Happy, Unhappy, Very unhappy.').waitFor();
    expect((await read<MarketReportAnswer>(HON)).source.upload?.id).toBe(before.source.upload?.id);

    await page.getByRole('button', { name: 'Remove bad.csv' }).click();
    // The Cashier at Norcross this month: 10 very happy and 90 very unhappy presses, so under the alert level.
    const levels = [['Very happy', 10], ['Happy', 0], ['Unhappy', 0], ['Very unhappy', 90]] as const;
    await pick(page, 'cashier.csv', `month,brn_id,terminal,level,presses\n${levels.map(([level, n]) => `${monthText},101,Cashier,${level},${n}`).join('\n')}\n`);
    await page.getByRole('button', { name: 'Upload figures' }).click();
    await page.getByText('Uploaded cashier.csv: 4 figures.').waitFor();
    const after = await read<MarketReportAnswer>(HON);
    const cashier = (after.figures as HappyOrNotReport).terminals.find((t) => t.terminal === 'Cashier')!;
    expect(cashier.presses).toEqual({ 'Very happy': 10, Happy: 0, Unhappy: 0, 'Very unhappy': 90 });
    await expect.poll(() => page.getByRole('group', { name: 'Cashier % positive' }).textContent()).toContain(formatPercent(10));
    await page.getByText(`Cashier at 101 (${formatPercent(10)})`).waitFor();
    await page.getByText(/Uploaded cashier\.csv by Sandy Sales/).waitFor();
  });

  it('refuses the viewer on the screens and the API', async () => {
    const viewer = await signedIn(browser, 'viewer@demo.local');
    for (const path of ['/marketreport/all', '/marketreport/Happy%20or%20Not']) {
      await viewer.goto(path);
      await viewer.waitForURL('**/pages/accessdenied**');
    }
    await viewer.context().close();
    const headers = { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` };
    for (const path of ['marketing/reports', HON]) expect((await fetch(`${baseURL()}/api/${path}`, { headers })).status, path).toBe(403);
  });
});
