import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { formatPercent } from '../../../src/domain/format';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { AltecRfqDetail, AltecRfqSummary } from '../../../src/domain/sales/altecRfqsList';
import type { VehicleSalesDealRow } from '../../../src/domain/sales/vehicleSalesFields';
import { apiAs, baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // A won RFQ names a deal of its branch.
  await importExcedeTables(['excede_deals', 'excede_customers', 'excede_employees']);
}, 300_000);
afterAll(() => browser?.close());

const today = newYorkDay(new Date());
const rfqOf = (rfqNo: string) => ({
  brnId: '201',
  rfqNo,
  receivedOn: addDays(today, -3),
  plant: 'Birmingham, AL',
  contact: 'Dana Whitfield',
  endCustomer: 'Alabama Power',
  model: 'F-550',
  cab: 'Regular cab',
  wheelbase: 165,
  cabToAxle: 84,
  gvwr: 19500,
  drivetrain: '4x4',
  qty: 2,
  dueOn: addDays(today, 5),
  salesperson: 'Sandy Sales',
});

describe('/altec_sales as sales@demo.local', () => {
  it('records a new RFQ, quotes it while Pending, sets it Won linked to a deal, attaches its PDF and sees the win rate change', async () => {
    const run = String(Date.now()).slice(-6);
    const post = await apiAs('sales@demo.local');
    const read = await readApiAs('sales@demo.local');
    // One lost beforehand, so the win rate moves whatever RFQs earlier runs left.
    const lost = JSON.parse((await post('sales/altec-rfqs', rfqOf(`ALT-E2E-L${run}`))).body) as AltecRfqDetail;
    expect((await post(`sales/altec-rfqs/${lost.id}/outcome`, { version: lost.version, outcome: 'Lost', reason: 'Price' })).status).toBe(200);
    const deal = (await read<ListAnswer<VehicleSalesDealRow>>('sales/vehicle-sales/deals?period=2026-10&groupBy=branch&value=201&brnId=201&pageSize=1')).rows[0]!;
    const before = await read<AltecRfqSummary>('sales/altec-rfqs/summary?brnId=201');

    const page = await signedIn(browser, 'sales@demo.local');
    await page.goto('/altec_sales?brnId=201');
    await page.getByRole('heading', { level: 1, name: 'Altec RFQ Report' }).waitFor();
    const winRate = page.getByRole('group', { name: 'Win rate' });
    await expect.poll(() => winRate.textContent()).toContain(formatPercent(before.winRate));

    // The RFQ as Altec sent it, recorded on the screen: it opens once recorded.
    const rfq = rfqOf(`ALT-E2E-${run}`);
    await page.getByRole('button', { name: 'New RFQ' }).click();
    const made = page.getByRole('form', { name: 'New Altec RFQ' });
    await made.getByRole('textbox', { name: 'RFQ no.' }).fill(rfq.rfqNo);
    await made.getByRole('combobox', { name: 'Branch' }).selectOption('201');
    await made.getByLabel('Received').fill(rfq.receivedOn);
    await made.getByLabel('Due').fill(rfq.dueOn);
    await made.getByRole('textbox', { name: 'Altec contact' }).fill(rfq.contact);
    await made.getByRole('textbox', { name: 'Salesperson' }).fill(rfq.salesperson);
    await made.getByRole('combobox', { name: 'Chassis' }).selectOption(rfq.model);
    await made.getByRole('combobox', { name: 'Cab' }).selectOption(rfq.cab);
    await made.getByRole('combobox', { name: 'Drive' }).selectOption(rfq.drivetrain);
    await made.getByRole('textbox', { name: 'Quantity' }).fill(String(rfq.qty));
    await made.getByRole('textbox', { name: 'Wheelbase (in)' }).fill(String(rfq.wheelbase));
    await made.getByRole('textbox', { name: 'Cab to axle (in)' }).fill(String(rfq.cabToAxle));
    await made.getByRole('textbox', { name: 'GVWR (lb)' }).fill(String(rfq.gvwr));
    await made.getByRole('button', { name: 'Record RFQ' }).click();
    const dialog = page.getByRole('dialog', { name: `RFQ ${rfq.rfqNo}` });
    await dialog.getByRole('form', { name: 'Record our quote' }).waitFor();

    // Our quote.
    const quote = dialog.getByRole('form', { name: 'Record our quote' });
    await quote.getByRole('textbox', { name: 'Quote no.' }).fill(`Q-201-${run}`);
    await quote.getByLabel('Quoted on').fill(today);
    await quote.getByRole('textbox', { name: 'Unit price' }).fill('64,250.00');
    await quote.getByRole('button', { name: 'Record quote' }).click();
    await dialog.getByText(`Q-201-${run}, `).waitFor();

    // Won, linked to the branch's deal.
    const outcome = dialog.getByRole('form', { name: 'Set the outcome' });
    await outcome.getByRole('combobox', { name: 'Outcome' }).selectOption('Won');
    await outcome.getByRole('textbox', { name: 'Deal' }).fill(deal.dealId);
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await dialog.getByText(`Deal ${deal.dealId}`).waitFor();

    // Our quote's PDF.
    await dialog.getByRole('combobox', { name: 'What it is' }).selectOption({ label: 'Our quote' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: `Q-201-${run}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await dialog.getByRole('button', { name: 'Attach PDF' }).click();
    await dialog.getByRole('button', { name: `Download Q-201-${run}.pdf` }).waitFor();

    const after = await read<AltecRfqSummary>('sales/altec-rfqs/summary?brnId=201');
    expect(after.won).toBe(before.won + 1);
    expect(after.winRate).not.toBe(before.winRate);
    await page.keyboard.press('Escape');
    await expect.poll(() => winRate.textContent()).toContain(formatPercent(after.winRate));
    const listed = await read<ListAnswer<{ id: number; rfqNo: string }>>(`sales/altec-rfqs?brnId=201&q=${rfq.rfqNo}`);
    const saved = await read<AltecRfqDetail>(`sales/altec-rfqs/${listed.rows.find((r) => r.rfqNo === rfq.rfqNo)!.id}`);
    expect(saved).toMatchObject({ outcome: 'Won', dealId: deal.dealId, quoteNo: `Q-201-${run}`, unitPrice: '64250.00', files: [expect.objectContaining({ kind: 'Quote' })] });
    await page.context().close();
  });

  it('refuses the viewer the page and the API', async () => {
    const page = await signedIn(browser, 'viewer@demo.local');
    await page.goto('/altec_sales');
    await page.waitForURL(/\/pages\/accessdenied/);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.context().close();
    const headers = { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` };
    for (const path of ['sales/altec-rfqs', 'sales/altec-rfqs/summary']) expect((await fetch(`${baseURL()}/api/${path}`, { headers })).status, path).toBe(403);
  });
});
