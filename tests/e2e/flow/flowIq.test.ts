import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { FlowSummary } from '../../../src/domain/flow/flowItems';
import { FLOWS } from '../../../src/domain/flow/flows';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
// The demo's last 60 days at Norcross, asked the same way of the page and of the API.
const today = newYorkDay(new Date());
const PERIOD = `brnId=101&from=${addDays(today, -59)}&to=${today}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_customers', 'excede_repair_orders', 'excede_ro_lines', 'excede_parts_invoices', 'excede_tech_time', 'excede_ar_receipts', 'excede_ar_open_items']);
}, 300_000);
afterAll(() => browser?.close());

const statusOf = async (email: string, path: string) =>
  (await fetch(`${baseURL()}/api/${path}`, { headers: { authorization: `Bearer ${await tokenOf(email)}` } })).status;

describe('/flowiq', () => {
  it("as service@demo.local: the RO flow at 101 with the API's counts, the slowest step highlighted, and a drill to its repair orders", async () => {
    const summary = await (await readApiAs('service@demo.local'))<FlowSummary>(`flow/ro?${PERIOD}`);
    expect(summary.items).toBeGreaterThan(0);
    const slowest = FLOWS.ro.steps.find((s) => s.id === summary.slowestStep)!;
    expect(slowest).toBeDefined();

    const page = await signedIn(browser, 'service@demo.local');
    await page.goto(`/flowiq?${PERIOD}`);
    await page.getByRole('heading', { level: 1, name: 'FlowIQ' }).waitFor();
    const table = page.getByRole('table', { name: /Each step of the repair orders flow/ });
    for (const [i, step] of FLOWS.ro.steps.entries()) {
      const cells = table.getByRole('row', { name: new RegExp(`^Show the items of ${step.label}`) }).getByRole('cell');
      await expect.poll(() => cells.nth(0).textContent()).toBe(summary.steps[i]!.passed.toLocaleString('en-US'));
      expect(await cells.nth(1).textContent()).toBe(summary.steps[i]!.inStep.toLocaleString('en-US'));
    }
    expect(await page.locator('[data-slowest]').getAttribute('data-step')).toBe(slowest.id);
    await expect.poll(() => table.getByRole('row', { name: new RegExp(`^Show the items of ${slowest.label}`) }).textContent()).toContain('Slowest');

    const drilled = FLOWS.ro.steps.find((_, i) => i > 0 && summary.steps[i]!.passed + summary.steps[i]!.inStep > 0)!;
    await page.getByRole('button', { name: `Show the items of ${drilled.label}` }).click();
    const grid = page.getByRole('grid', { name: `Items of ${drilled.label}` });
    await grid.waitFor();
    const link = grid.getByRole('link').first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/customer-history\?cusId=/);
    expect(page.url()).toContain(`step=${drilled.id}`);
  });

  it('as accounting@demo.local: the AP flow is offered and shown, the RO flow is not', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/flowiq?brnId=101');
    await page.getByRole('table', { name: /Each step of the vendor invoices flow/ }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Flow' });
    expect(await picker.locator('option').allTextContents()).toEqual(['Vendor invoices']);
    expect(await statusOf('accounting@demo.local', 'flow/ap?brnId=101')).toBe(200);
    expect(await statusOf('accounting@demo.local', 'flow/ro?brnId=101')).toBe(403);
  });

  it('as viewer@demo.local: no flow to show, and the API refuses every flow', async () => {
    const page = await signedIn(browser, 'viewer@demo.local');
    await page.goto('/flowiq');
    await page.getByText('No flow to show').waitFor();
    for (const flow of ['ro', 'parts', 'ap']) expect(await statusOf('viewer@demo.local', `flow/${flow}`)).toBe(403);
  });
});
