import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { scannedTiff } from '../../../src/demo/scannedTiff';
import type { FiledDocument } from '../../../src/domain/accounting/scannedDocumentsArchive';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables([
    'excede_gl_accounts',
    'excede_gl_lines',
    'excede_customers',
    'excede_parts_invoices',
    'excede_parts_invoice_lines',
    'excede_repair_orders',
    'excede_ar_receipts',
    'excede_ar_open_items',
    'excede_deals',
  ]);
}, 300_000);
afterAll(() => browser?.close());

/** The page pdf.js drew: once drawn, how big it is on screen and how many of its pixels are ink. */
async function drawn(page: Page, name: RegExp): Promise<{ sheet: Locator; width: number; height: number; ink: number }> {
  const sheet = page.getByRole('img', { name });
  await expect.poll(() => sheet.getAttribute('data-state'), { timeout: 30_000 }).toBe('drawn');
  const box = (await sheet.boundingBox())!;
  const ink = await sheet.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
    return dark;
  });
  return { sheet, width: box.width, height: box.height, ink };
}

describe('a transaction and its document in Chromium', () => {
  it('opens a parts invoice from Transaction Detail, its header and distribution, then its printed invoice in the viewer', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/transactiondetail?brnId=101&from=2026-10-01&to=2026-10-31&f.source=Parts+invoice');
    const lines = page.getByRole('grid', { name: 'GL lines' });
    const entry = lines.locator('tr[data-row-index]').first().getByRole('link').first();
    await entry.waitFor();
    const jeId = (await entry.textContent())!;
    await entry.click();

    // The entry as a transaction: its header, and its lines alone below it.
    await page.waitForURL((url) => url.searchParams.get('jeId') === jeId);
    const header = page.getByRole('region', { name: /^Parts invoice \d+$/ });
    await header.waitFor();
    const xref = (await header.getByRole('heading').textContent())!.replace('Parts invoice ', '');
    expect(await header.getByText('101 - Norcross').count()).toBe(1);
    expect(await header.getByRole('link', { name: new RegExp(`^Entry ${jeId}:`) }).count()).toBe(1);
    const distribution = page.getByRole('grid', { name: 'GL distribution' });
    await expect.poll(() => distribution.locator('tr[data-row-index]').count()).toBeGreaterThanOrEqual(2);
    const entries = await distribution.locator('tr[data-row-index]').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[2]?.textContent));
    expect(new Set(entries)).toEqual(new Set([jeId]));
    const [debits, credits] = await distribution.locator('tfoot [role="gridcell"]').allTextContents().then((cells) => cells.slice(-2));
    expect(debits).toBe(credits);

    // Its documents: the printed invoice first, drawn by pdf.js.
    await header.getByRole('link', { name: 'View documents' }).click();
    await page.waitForURL((url) => url.pathname === '/ar/documentviewer' && url.searchParams.get('xref') === xref);
    await page.getByRole('heading', { level: 1, name: 'Document Viewer' }).waitFor();
    const first = await drawn(page, new RegExp(`^Parts invoice ${xref}, page 1$`));
    expect(first.ink).toBeGreaterThan(1000);
    expect(first.height).toBeGreaterThan(first.width);
    expect(await page.getByRole('complementary', { name: 'Linked records' }).getByRole('link', { name: new RegExp(`^Entry ${jeId}:`) }).count()).toBe(1);

    // A quarter turn: Letter on its side. Then a step of zoom: larger.
    await page.getByRole('button', { name: 'Rotate right' }).click();
    const turned = await drawn(page, /, page 1, turned 90°$/);
    expect(turned.width).toBeGreaterThan(turned.height);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await turned.sheet.boundingBox())!.width).toBeGreaterThan(turned.width);
    expect((await drawn(page, /, page 1, turned 90°$/)).ink).toBeGreaterThan(1000);

    // Downloaded, it is the PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`Parts invoice ${xref}.pdf`);
    await page.context().close();
  });

  it("opens a quick link's key: the record it names above the lines its search finds", async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/transactiondetail?brnId=101&from=2026-10-01&to=2026-10-31&f.source=Deposit');
    const xref = (await page.getByRole('grid', { name: 'GL lines' }).locator('tr[data-row-index]').first().getByRole('link', { name: /^D101-/ }).textContent())!;
    await page.goto(`/ar/transactiondetail?${new URLSearchParams({ via: 'Quick Link', SearchValue: xref })}`);
    await page.getByRole('region', { name: `Deposit ${xref}` }).waitFor();
    const lines = page.getByRole('grid', { name: 'GL distribution' });
    await expect.poll(() => lines.locator('tr[data-row-index]').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('searchbox').or(page.getByLabel('Search')).first().inputValue()).toBe(xref);
    await page.context().close();
  });

  it("refuses another branch's document with the server's words", async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/documentviewer?brnId=201&xref=D201-20261015');
    await page.getByText('You do not have access to branch 201.').waitFor();
    expect(await page.getByRole('img').count()).toBe(0);
    await page.context().close();
  });

  /** A scan's pages are decoded and drawn as images before they print: seconds under the whole suite's load. */
  const PRINTING = { timeout: 15_000 };

  it('attaches a scanned TIFF to a deposit, draws and turns it, prints the printed slip in a frame the CSP allows, and removes the scan', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.context().addInitScript(() => {
      window.print = () => {
        const top = window.top as Window & { printed?: number };
        top.printed = (top.printed ?? 0) + 1;
      };
    });
    const refusals: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && refusals.push(message.text()));
    // A September deposit: no other test opens one.
    await page.goto('/ar/transactiondetail?brnId=101&from=2026-09-01&to=2026-09-30&f.source=Deposit');
    const xref = (await page.getByRole('grid', { name: 'GL lines' }).locator('tr[data-row-index]').first().getByRole('link', { name: /^D101-/ }).textContent())!;
    await page.goto(`/ar/documentviewer?brnId=101&xref=${xref}`);
    await drawn(page, new RegExp(`^Deposit slip ${xref}, page 1$`));
    const documents = page.getByRole('region', { name: `Documents of xref ${xref}` }).getByRole('listitem');
    const before = await documents.allTextContents();

    // The printed slip goes to the browser's print in a hidden frame of a blob: URL, which the CSP lets load
    // (the print dialog itself, which headless Chromium cannot show, is stubbed in every frame).
    await page.getByRole('button', { name: 'Print' }).click();
    const frame = page.locator('iframe[title="Document to print"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed ?? 0), PRINTING).toBe(1);
    expect(refusals).toEqual([]);

    // The scan goes up and is drawn from its TIFF: two pages, turned a quarter.
    // Named per attempt: a retried attempt must not meet the scan of one that failed before removing it.
    const name = `Scan ${xref} ${crypto.randomUUID().slice(0, 8)}.tif`;
    const tiff = scannedTiff([['Deposit slip', `Xref ${xref}`, 'Stamped'], ['Bag receipt', 'Signed']]);
    await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/tiff', buffer: Buffer.from(tiff) });
    await page.getByRole('button', { name: 'Attach scan' }).click();
    await page.waitForURL((url) => url.searchParams.has('docId'));
    const scan = await drawn(page, new RegExp(`^Scanned ${name.replaceAll('.', '\\.')}, page 1$`));
    expect(scan.ink).toBeGreaterThan(1000);
    expect(scan.width).toBeGreaterThan(scan.height);
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Rotate right' }).click();
    const turned = await drawn(page, /, page 1, turned 90°$/);
    expect(turned.height).toBeGreaterThan(turned.width);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    // Printed, its pages go as images in a frame of their own.
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed ?? 0), PRINTING).toBe(2);
    const pages = page.frameLocator('iframe[title="Document to print"] >> nth=-1').locator('img');
    await expect.poll(() => pages.count(), PRINTING).toBe(2);

    // Removed, the deposit's documents are as they were.
    await page.getByRole('button', { name: 'Remove scan' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this scan?' }).getByRole('button', { name: 'Remove scan' }).click();
    await page.waitForURL((url) => url.searchParams.get('xref') === xref);
    await drawn(page, new RegExp(`^Deposit slip ${xref}, page 1$`));
    expect(await page.getByRole('complementary', { name: 'Linked records' }).getByText(`Scanned ${name}`).count()).toBe(0);
    await expect.poll(() => documents.allTextContents()).toEqual(before);
    expect(refusals).toEqual([]);
    await page.context().close();
  });

  it('offers no removal of a scan filed from the scanned documents inbox, and says the archive keeps it', async () => {
    const read = await readApiAs('accounting@demo.local');
    const archive = await read<ListAnswer<FiledDocument>>('accounting/scanned-documents?brnId=101&f.docType=Deposit%20slip');
    const filed = archive.rows.find((row) => row.documentId !== null);
    expect(filed, 'the demo files deposit slips of Norcross').toBeDefined();
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto(`/ar/documentviewer?docId=${filed!.documentId}`);
    await drawn(page, /^Scanned .+, page 1$/);
    await page.getByText('Filed from the scanned documents inbox: kept in the archive.').waitFor();
    expect(await page.getByRole('button', { name: 'Remove scan' }).count()).toBe(0);
    await page.context().close();
  });
});
