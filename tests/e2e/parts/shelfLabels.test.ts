import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShelfLabelSheet } from '../../../src/domain/parts/shelfLabels';
import { code128InPdf } from '../barcodeReader';
import { apiAs, launchBrowser, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
/** A few bins in a row at Norcross, one of them holding a replaced number. */
let range: { from: string; to: string; replaced: { partNo: string; replaces: string } };

/** Each aisle of Norcross previewed through the API until one holds a replaced number; the range is its bin and the next few. */
async function rangeWithReplacedNumber(): Promise<typeof range> {
  const post = await apiAs('parts@demo.local');
  for (const aisle of 'ABCDEFGHIJKLMNOP') {
    const answer = await post('parts/shelf-labels/preview', { brnId: '101', kind: 'bins', binFrom: `${aisle}00`, binTo: `${aisle}99`, template: 'avery-5160', copies: 1 });
    if (answer.status !== 200) continue;
    const { labels } = JSON.parse(answer.body) as ShelfLabelSheet;
    const at = labels.findIndex((l) => l.replaces !== null);
    if (at < 0) continue;
    const label = labels[at]!;
    return { from: label.bin, to: labels[Math.min(at + 6, labels.length - 1)]!.bin, replaced: { partNo: label.partNo, replaces: label.replaces! } };
  }
  throw new Error('no bin of 101 holds a replaced number');
}

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_part_master', 'excede_part_branches', 'excede_part_bins', 'excede_supersessions']);
  range = await rangeWithReplacedNumber();
}, 300_000);
afterAll(() => browser?.close());

describe('/shelflabelparts as parts@demo.local', () => {
  it('previews the labels of a bin range at 101 and downloads a PDF sheet whose barcodes read back as the part numbers shown, a replaced number as its current one', async () => {
    const page = await signedIn(browser, 'parts@demo.local');
    await page.goto('/shelflabelparts');
    await page.getByRole('heading', { level: 1, name: 'Shelf Label Parts' }).waitFor();
    await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: '101 - Norcross' });
    await page.getByRole('textbox', { name: 'First bin' }).fill(range.from.toLowerCase());
    await page.getByRole('textbox', { name: 'Last bin' }).fill(range.to);
    await page.getByRole('button', { name: 'Preview' }).click();

    const shown = page.getByRole('list', { name: 'Labels as they will print' }).getByRole('listitem');
    await shown.first().waitFor();
    const partNos = await shown.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')!.replace(/^Label /, '')));
    expect(partNos).toContain(range.replaced.partNo);
    expect(partNos).not.toContain(range.replaced.replaces);
    const replacedLabel = page.getByRole('listitem', { name: `Label ${range.replaced.partNo}` }).filter({ hasText: `Replaces ${range.replaced.replaces}` });
    await expect.poll(() => replacedLabel.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('img', { name: /^Barcode / }).count()).toBe(partNos.length);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF sheet' }).click()]);
    expect(download.suggestedFilename()).toBe('shelf-labels-101-avery-5160.pdf');
    const pdf = new Uint8Array(readFileSync((await download.path())!));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(await code128InPdf(pdf)).toEqual(partNos);
  });
});
