import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CardDayRow, CardFileDetail, CardFileRow } from '../../../src/domain/accounting/cardSettlementViews';
import type { GlLine } from '../../../src/domain/accounting/glLines';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { centsOf } from '../../../src/domain/money';
import { settlementCsv, type CardReceipt } from '../../../server/excede/demo/cardSettlements';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines', 'excede_ar_receipts', 'excede_customers']);
}, 300_000);
afterAll(() => browser?.close());

/**
 * A Norcross card batch of the demo's November with no settlement file yet and no chargeback, and its card
 * receipts as Excede posted them to card clearing (1060): the processor's file of it is the demo's.
 */
async function unsettledBatch(): Promise<{ batch: CardDayRow; receipts: CardReceipt[] }> {
  const read = await readApiAs('accounting@demo.local');
  const days = await read<ListAnswer<CardDayRow>>('accounting/card-settlements/days?brnId=101&from=2026-11-01&to=2026-11-30&f.status=No file&sort=batchOn');
  for (const batch of days.rows) {
    if (batch.deposit === null) continue;
    const lines = await read<ListAnswer<GlLine>>(`accounting/gl-lines?brnId=101&from=${batch.batchOn}&to=${batch.batchOn}&f.acctId=1060&f.source=AR receipt&pageSize=500`);
    const receipts = lines.rows.map((l) => ({ receiptId: /receipt (\d+) -/.exec(l.description ?? '')![1]!, brnId: '101', receivedOn: l.postedOn, amount: l.debit, xref: l.xref ?? '', depositId: batch.batchId }));
    if (receipts.length && receipts.reduce((sum, r) => sum + centsOf(r.amount)!, 0) === centsOf(batch.receipts)) return { batch, receipts };
  }
  throw new Error('The demo has no Norcross card batch in November without a chargeback.');
}

/** Unmatches and deletes the settlement files of a batch, so a retry (and the next run on this database) finds the batch with no file. */
async function deleteBatchFiles(batch: CardDayRow) {
  const headers = { authorization: `Bearer ${await tokenOf('accounting@demo.local')}`, 'content-type': 'application/json' };
  const api = `${baseURL()}/api/accounting/card-settlements`;
  const files = (await (await fetch(`${api}/files?brnId=101&from=${batch.batchOn}&to=${batch.batchOn}&pageSize=100`, { headers })).json()) as ListAnswer<CardFileRow>;
  for (const { id } of files.rows.filter((f) => f.fileName === `settlement-${batch.batchId}.csv`)) {
    const detail = (await (await fetch(`${api}/files/${id}`, { headers })).json()) as CardFileDetail;
    for (const line of detail.lines.filter((l) => l.receiptId)) {
      const answer = await fetch(`${api}/lines/${line.id}/unmatch`, { method: 'POST', headers, body: JSON.stringify({ version: line.version }) });
      if (!answer.ok) throw new Error(`could not unmatch line ${line.id}: ${answer.status}`);
    }
    const deleted = await fetch(`${api}/files/${id}`, { method: 'DELETE', headers, body: JSON.stringify({ version: detail.file.version }) });
    if (!deleted.ok) throw new Error(`could not delete file ${id}: ${deleted.status}`);
  }
}

describe('Credit Card Collections in Chromium (accounting@)', () => {
  it('uploads a card settlement file, auto-matches it, classifies the fee, sees the batch reconcile, reads the file again and finds it from the day', async () => {
    const { batch, receipts } = await unsettledBatch();
    onTestFinished(() => deleteBatchFiles(batch));
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/creditcardcollections/files');
    await page.getByRole('heading', { level: 1, name: 'Credit Card Collections' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: `settlement-${batch.batchId}.csv`, mimeType: 'text/csv', buffer: Buffer.from(settlementCsv('101', receipts)) });
    await page.getByRole('button', { name: 'Upload and match' }).click();
    await page.waitForURL((url) => /^\/ar\/creditcardcollections\/filebyid\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: /^Credit Card File \d+$/ }).waitFor();

    // Every sale matched its receipt on upload; the per-item fees wait to be classified.
    const lines = page.getByRole('grid', { name: 'Settlement lines' });
    await lines.locator('tr[data-row-index]').first().waitFor();
    await expect.poll(() => lines.getByText('unmatched', { exact: false }).count()).toBe(1);
    const batches = page.getByRole('grid', { name: 'Batches' });
    await batches.getByText('Open items').waitFor();
    await page.getByRole('button', { name: 'Auto-match' }).click();

    const feeLine = receipts.length + 2;
    await lines.getByRole('button', { name: `Classify line ${feeLine} as fee` }).click();
    await batches.getByText('Reconciled').waitFor();
    await page.getByText('Reconciled', { exact: true }).first().waitFor();

    // Read again (as after a reader fix): the classification stays on its line, so the batch still reconciles.
    const fileUrl = page.url();
    await page.getByRole('button', { name: 'Read file again…' }).click();
    await page.getByRole('alertdialog', { name: 'Read this settlement file again?' }).getByRole('button', { name: 'Read again' }).click();
    await page.getByText('The settlement file is read again.').waitFor();
    await batches.getByText('Reconciled').waitFor();
    await lines.getByRole('button', { name: `Clear the classification of line ${feeLine}` }).waitFor();

    // The day reads Reconciled beside Excede's receipts and the deposit.
    await page.goto(`/ar/creditcardcollections/files?brnId=101`);
    await expect.poll(() => page.getByRole('grid', { name: 'Settlement files' }).textContent(), { timeout: 10_000 }).toContain('Reconciled');

    // The per-day grid charts the fee rate and opens the day's file with the branch and the day in the address.
    await page.goto(`/ar/creditcardcollections/gridview/details?brnId=101&from=${batch.batchOn}&to=${batch.batchOn}`);
    await page.getByRole('img', { name: 'Effective fee rate by branch and month (fees ÷ gross)' }).waitFor();
    await page.getByRole('grid', { name: 'Card batches by day' }).getByRole('link', { name: batch.batchId }).click();
    await page.waitForURL((url) => url.pathname === '/ar/creditcardcollections/files' && url.searchParams.get('brnId') === '101' && url.searchParams.get('from') === batch.batchOn && url.searchParams.get('to') === batch.batchOn);
    const files = page.getByRole('grid', { name: 'Settlement files' });
    await files.getByText(`settlement-${batch.batchId}.csv`).waitFor();
    await files.getByRole('link', { name: `#${fileUrl.split('/').at(-1)}` }).waitFor();
    await page.context().close();
  });
});
