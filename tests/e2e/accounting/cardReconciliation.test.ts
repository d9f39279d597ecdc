import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CardDayRow } from '../../../src/domain/accounting/cardSettlementViews';
import type { GlLine } from '../../../src/domain/accounting/glLines';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { centsOf } from '../../../src/domain/money';
import { settlementCsv, type CardReceipt } from '../../../server/excede/demo/cardSettlements';
import { baseURL, launchBrowser, signedIn, tokenOf } from '../browser';
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
  const headers = { authorization: `Bearer ${await tokenOf('accounting@demo.local')}` };
  const read = async <T>(path: string) => (await (await fetch(`${baseURL()}/api/${path}`, { headers })).json()) as T;
  const days = await read<ListAnswer<CardDayRow>>('accounting/card-settlements/days?brnId=101&from=2026-11-01&to=2026-11-30&f.status=No file&sort=batchOn');
  for (const batch of days.rows) {
    if (batch.deposit === null) continue;
    const lines = await read<ListAnswer<GlLine>>(`accounting/gl-lines?brnId=101&from=${batch.batchOn}&to=${batch.batchOn}&f.acctId=1060&f.source=AR receipt&pageSize=500`);
    const receipts = lines.rows.map((l) => ({ receiptId: /receipt (\d+) -/.exec(l.description ?? '')![1]!, brnId: '101', receivedOn: l.postedOn, amount: l.debit, xref: l.xref ?? '', depositId: batch.batchId }));
    if (receipts.length && receipts.reduce((sum, r) => sum + centsOf(r.amount)!, 0) === centsOf(batch.receipts)) return { batch, receipts };
  }
  throw new Error('The demo has no Norcross card batch in November without a chargeback.');
}

describe('Credit Card Collections in Chromium (accounting@)', () => {
  it('uploads a card settlement file, auto-matches it, classifies the fee and sees the batch reconcile', async () => {
    const { batch, receipts } = await unsettledBatch();
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

    // The day reads Reconciled beside Excede's receipts and the deposit.
    await page.goto(`/ar/creditcardcollections/files`);
    await expect.poll(() => page.getByRole('grid', { name: 'Settlement files' }).textContent()).toContain('Reconciled');
  });
});
