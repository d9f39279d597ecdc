import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickDetail } from '../../../src/domain/parts/picksList';
import type { PartPage, PartSearch } from '../../../src/domain/parts/partsResearch';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_customers', 'excede_part_master', 'excede_part_bins', 'excede_parts_invoices', 'excede_parts_invoice_lines']);
}, 300_000);
afterAll(() => browser?.close());

/** A counter invoice of Norcross that sold a part, found through Parts Research as the counter would. */
async function demoInvoice(): Promise<string> {
  const read = await readApiAs('parts@demo.local');
  for (const term of ['filter', 'brake', 'lamp', 'belt']) {
    for (const match of (await read<PartSearch>(`parts/research/search?q=${term}`)).matches) {
      const page = await read<PartPage>(`parts/research/${encodeURIComponent(match.partNo)}`);
      const sold = page.recent.find((r) => r.kind === 'Invoice' && r.brnId === '101' && r.qty > 0);
      if (sold) return sold.docId;
    }
  }
  throw new Error('no counter invoice of 101 found');
}

describe('/part-pick-status as parts@demo.local', () => {
  it('makes a pick list of a demo invoice, then picks it: assigned to me, lines picked, one short as a lost sale, staged, delivered; the lost sale is recorded', async () => {
    const invoice = await demoInvoice();
    const page = await signedIn(browser, 'parts@demo.local');
    await page.goto('/part-pick-status');
    await page.getByRole('heading', { level: 1, name: 'Parts Pick Status' }).waitFor();
    await page.getByRole('button', { name: 'New pick list' }).click();
    const making = page.getByRole('dialog', { name: 'New pick list' });
    await making.getByLabel('Invoice').fill(invoice);
    await making.getByLabel('Bay or truck').fill(`E2E ${run}`);
    await making.getByRole('button', { name: 'Make pick list' }).click();
    // The new pick opens at once; its lines are read back as the server keeps them.
    await page.getByRole('dialog', { name: /^Pick P-\d+$/ }).waitFor();
    const read = await readApiAs('parts@demo.local');
    // The newest pick of this run (a retry of this test makes another).
    const found = await read<{ rows: { id: number }[] }>(`parts/picks?brnId=101&f.bay=${encodeURIComponent(`E2E ${run}`)}&sort=requestedAt.desc`);
    const pick = await read<PickDetail>(`parts/picks/${found.rows[0]!.id}`);
    expect(pick).toMatchObject({ source: 'Counter', reference: invoice, bay: `E2E ${run}` });
    const dialog = page.getByRole('dialog', { name: `Pick ${pick.pickNo}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Assign me' }).click();
    await dialog.getByText(/picker Pat Parts/).waitFor();

    const [short, ...picked] = [...pick.lineItems].reverse();
    for (const line of picked) {
      await dialog.getByRole('button', { name: `Picked ${line.partNo}` }).click();
      await dialog.getByRole('listitem', { name: `Line ${line.partNo}` }).getByText('Picked', { exact: true }).last().waitFor();
    }
    await dialog.getByRole('button', { name: `Short ${short!.partNo}` }).click();
    await dialog.getByText('Lost sale', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Record short' }).click();
    await dialog.getByText('Staged', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Deliver' }).click();
    await dialog.getByText('Delivered', { exact: true }).first().waitFor();

    expect((await read<PickDetail>(`parts/picks/${pick.id}`)).status).toBe('Delivered');
    const research = await read<PartPage>(`parts/research/${encodeURIComponent(short!.partNo)}`);
    expect(research.lostSales.some((s) => s.reason === `Short on pick ${pick.pickNo}` && s.qty === short!.qtyRequested)).toBe(true);
  });
});
