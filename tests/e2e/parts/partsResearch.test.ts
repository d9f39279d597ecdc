import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartPage, PartSearch } from '../../../src/domain/parts/partsResearch';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now().toString(36);
let browser: Browser;
/** Two characters of a demo part number, and which of their matches is a part stocked at Norcross and elsewhere. */
let typed: string;
let chosen: { index: number; page: PartPage };

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables([
    'excede_vendors',
    'excede_part_master',
    'excede_part_branches',
    'excede_part_bins',
    'excede_supersessions',
    'excede_parts_invoices',
    'excede_parts_invoice_lines',
    'excede_repair_orders',
    'excede_ro_lines',
  ]);
  const read = await readApiAs('parts@demo.local');
  typed = 'LF';
  const { matches } = await read<PartSearch>(`parts/research/search?q=${typed}`);
  for (const [index, match] of matches.entries()) {
    const page = await read<PartPage>(`parts/research/${encodeURIComponent(match.partNo)}`);
    if (page.branches.some((b) => b.brnId === '101') && page.branches.some((b) => !b.mine)) {
      chosen = { index, page };
      break;
    }
  }
  expect(chosen).toBeDefined();
});
afterAll(() => browser?.close());

describe('/parts-research as the parts counter', () => {
  it('finds a part from two typed characters, shows its stock at every branch (mine first) and logs a lost sale', async () => {
    const page = await signedIn(browser, 'parts@demo.local');
    await page.goto('/parts-research');
    const box = page.getByRole('combobox', { name: 'Part number, description or bin' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.pressSequentially(typed);
    const options = page.getByRole('listbox', { name: 'Matching parts' }).getByRole('option');
    await options.first().waitFor();
    await page.waitForURL(/SearchValue=LF/);
    for (let i = 0; i < chosen.index; i++) await box.press('ArrowDown');
    await box.press('Enter');
    const { partNo, description } = chosen.page;
    await page.getByRole('heading', { name: `${partNo} · ${description}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('part')).toBe(partNo);

    const rows = page.getByRole('table', { name: 'Stock at every branch' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(chosen.page.branches.length + 1);
    const branches = (await rows.allTextContents()).slice(1);
    const mine = branches.filter((b) => b.includes('(mine)')).length;
    expect(mine).toBeGreaterThan(0);
    expect(branches.slice(0, mine).every((b) => b.includes('(mine)'))).toBe(true);
    expect(branches.length).toBeGreaterThan(mine);

    const lost = page.getByRole('tab', { name: /^Lost sales/ });
    const before = Number(/\((\d+)\)/.exec((await lost.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'Log lost sale' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Customer').fill(`Walk-in ${run}`);
    await dialog.getByRole('textbox', { name: /Why it was lost/ }).fill('Out of stock, went to a competitor');
    await dialog.getByRole('button', { name: 'Log lost sale' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => lost.textContent()).toBe(`Lost sales (${before + 1})`);
    await lost.click();
    await page.getByRole('table', { name: 'Lost sales' }).getByText(`Walk-in ${run}`).waitFor();
    await page.context().close();
  });

  it('lands from the header’s quick link with the value and opens the part it names', async () => {
    const page = await signedIn(browser, 'parts@demo.local');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { partNo } = chosen.page;
    await page.evaluate((key) => navigator.clipboard.writeText(`1013\t${key}\r\n`), partNo);
    await page.getByRole('button', { name: 'Quick link' }).click();
    await page.waitForURL(/\/parts-research\?via=Quick(\+|%20)Link&SearchValue=/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Part number, description or bin' }).inputValue()).toBe(partNo);
    await page.getByRole('heading', { name: new RegExp(`^${partNo} · `) }).waitFor();
    await page.context().close();
  });
});
