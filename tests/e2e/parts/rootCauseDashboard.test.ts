import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartSearch } from '../../../src/domain/parts/partsResearch';
import type { RootCauseDashboard } from '../../../src/domain/parts/rootCauseDashboard';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now().toString(36);
let browser: Browser;
/** A part no lost sale at the user's branches names yet. */
let fresh: string;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_part_master', 'excede_part_branches', 'excede_parts_invoices', 'excede_parts_invoice_lines']);
  const read = await readApiAs('parts@demo.local');
  const { topParts } = await read<RootCauseDashboard>('parts/root-cause-dashboard');
  const { matches } = await read<PartSearch>('parts/research/search?q=belt');
  fresh = matches.map((m) => m.partNo).find((partNo) => !topParts.some((p) => p.partNo === partNo))!;
  expect(fresh).toBeDefined();
}, 300_000);
afterAll(() => browser?.close());

const lostLines = async (page: Page) => Number((await page.getByRole('group', { name: 'Lost-sale lines' }).locator('p').first().textContent())?.replace(/,/g, ''));

describe('/root-cause-dashboard as parts@demo.local', () => {
  it('counts a lost sale logged on /parts-research: the lost lines tile moves by one and the part leads the top parts', async () => {
    const page = await signedIn(browser, 'parts@demo.local');
    await page.goto('/root-cause-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Root Cause Dashboard' }).waitFor();
    await page.getByRole('group', { name: 'Lost-sale lines' }).getByText(/^Prior period/).waitFor();
    const before = await lostLines(page);
    expect(Number.isInteger(before)).toBe(true);
    const top = page.getByRole('grid', { name: 'Top parts by lost demand' });
    await expect.poll(async () => (await top.getByRole('link').allTextContents()).includes(fresh)).toBe(false);

    await page.goto(`/parts-research?SearchValue=${encodeURIComponent(fresh)}&part=${encodeURIComponent(fresh)}`);
    await page.getByRole('heading', { name: new RegExp(`^${fresh} · `) }).waitFor();
    await page.getByRole('button', { name: 'Log lost sale' }).click();
    const dialog = page.getByRole('dialog');
    // More than any other part was gone without, so it leads the top 25.
    await dialog.getByRole('textbox', { name: 'Quantity asked for' }).fill('9999');
    await dialog.getByLabel('Customer').fill(`Fleet ${run}`);
    await dialog.getByRole('textbox', { name: /Why it was lost/ }).fill('Not on the shelf, bought elsewhere');
    await dialog.getByRole('button', { name: 'Log lost sale' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/root-cause-dashboard');
    await page.reload();
    await page.getByRole('group', { name: 'Lost-sale lines' }).getByText(/^Prior period/).waitFor();
    expect(await lostLines(page)).toBe(before + 1);
    await expect.poll(async () => top.getByRole('link').first().textContent()).toBe(fresh);
    await expect.poll(async () => top.getByRole('row').nth(1).textContent()).toContain('9,999');
    await page.context().close();
  });

  it('refuses the viewer the screen and the API', async () => {
    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto('/root-cause-dashboard');
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();
    const answer = await fetch(`${baseURL()}/api/parts/root-cause-dashboard`, { headers: { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` } });
    expect(answer.status).toBe(403);
  });
});
