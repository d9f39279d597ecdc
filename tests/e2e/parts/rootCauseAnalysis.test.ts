import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartSearch } from '../../../src/domain/parts/partsResearch';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { MissRow } from '../../../src/domain/parts/rootCauseAnalysis';
import { apiAs, launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now().toString(36);
const customer = `Root Cause ${run}`;
let browser: Browser;
let partNo: string;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_part_master', 'excede_part_branches', 'excede_part_bins', 'excede_supersessions', 'excede_parts_invoices', 'excede_parts_invoice_lines']);
  const read = await readApiAs('parts@demo.local');
  partNo = (await read<PartSearch>('parts/research/search?q=LF')).matches[0]!.partNo;
  // The counter logs a lost sale on the part's page at Norcross (Parts Research's own test drives that dialog).
  const post = await apiAs('parts@demo.local');
  const logged = await post(`parts/research/${encodeURIComponent(partNo)}/lost-sale`, { brnId: '101', qty: 2, source: 'Counter', customer, reason: 'Went to another dealer' });
  expect(logged.status).toBe(201);
});
afterAll(() => browser?.close());

describe('/root-cause-analysis as the parts manager', () => {
  it('shows a lost sale from the counter as New, gives it a reason and an action, closes it, and opens its part’s story', async () => {
    const page = await signedIn(browser, 'parts@demo.local');
    await page.goto(`/root-cause-analysis?brnId=101&f.customer=${encodeURIComponent(customer)}`);
    const grid = page.getByRole('grid', { name: 'Misses' });
    const row = grid.getByRole('row').filter({ hasText: customer });
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByRole('checkbox').check();
    await page.getByText('1 chosen').waitFor();

    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close 1 miss' });
    // Closing without a reason is refused on the Reason field, and nothing changes.
    await dialog.getByLabel('Assigned to').selectOption({ label: 'Pat Parts' });
    await dialog.getByLabel('Action').selectOption({ label: 'ADDSTK - Add to stock' });
    await dialog.getByRole('button', { name: 'Close misses' }).click();
    await dialog.getByText('Give the miss a reason code before it is closed.').waitFor();
    await dialog.getByLabel('Reason').selectOption({ label: 'OOS - Out of stock' });
    await dialog.getByRole('button', { name: 'Close misses' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Closed', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('OOS');

    const read = await readApiAs('parts@demo.local');
    const answer = await read<ListAnswer<MissRow>>(`parts/root-cause-analysis?brnId=101&f.customer=${encodeURIComponent(customer)}`);
    expect(answer.rows).toHaveLength(1);
    expect(answer.rows[0]).toMatchObject({ status: 'Closed', reasonCode: 'OOS', actionCode: 'ADDSTK', assignedTo: 'Pat Parts', partNo });

    await row.getByRole('link', { name: partNo }).click();
    await page.getByRole('heading', { name: `Root Cause Detail · ${partNo}` }).waitFor();
    await page.getByText(new RegExp(`Pat Parts on miss ${answer.rows[0]!.id}: Status: New → Closed`)).waitFor();
    await page.context().close();
  });
});
