import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { GlLine } from '../../../src/domain/accounting/glLines';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { baseURL, launchBrowser, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines', 'excede_ar_receipts', 'excede_parts_invoices', 'excede_repair_orders', 'excede_ar_open_items']);
}, 300_000);
afterAll(() => browser?.close());

/** Norcross's oldest deposit of the demo: a record no other test files a scan to. */
async function oldestDeposit(): Promise<string> {
  const token = await tokenOf('accounting@demo.local');
  const answer = await fetch(`${baseURL()}/api/accounting/gl-lines?brnId=101&f.source=Deposit&sort=postedOn.asc&pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as ListAnswer<GlLine>).rows[0]!.xref!;
}

async function scannedPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText(text, { x: 60, y: 700, size: 18, font });
  return Buffer.from(await pdf.save());
}

describe('scanned documents in Chromium', () => {
  it('uploads a scanned PDF, categorizes and links it, files it, finds it in the archive and opens it in the document viewer', async () => {
    const xref = await oldestDeposit();
    const name = `E2E deposit ${xref}.pdf`;
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/uncategorizedscanned');
    await page.getByRole('heading', { level: 1, name: 'Uncategorized Scanned Documents' }).waitFor();
    await page.getByRole('combobox', { name: 'Uploads go to' }).selectOption('101');
    await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: await scannedPdf(`Deposit slip  Xref ${xref}`) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    // In the inbox with what it looks like: a deposit slip of that xref.
    const inbox = page.getByRole('grid', { name: 'Inbox' });
    const row = inbox.locator('tr[data-row-index]', { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Deposit slip · Xref ${xref}`);

    // Typed with the others chosen, then opened: the suggestion fills the record.
    await row.getByRole('checkbox').check();
    await page.getByRole('combobox', { name: 'Type for the chosen' }).selectOption('Deposit slip');
    await page.getByRole('button', { name: 'Categorize 1 chosen' }).click();
    await expect.poll(() => row.textContent()).toContain('Deposit slip');
    await row.getByText(name).click();
    const form = page.getByRole('form', { name: `Type and record of ${name}` });
    await expect.poll(() => form.getByRole('textbox', { name: 'Record key' }).inputValue()).toBe(xref);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.textContent()).toContain(`xref ${xref}`);
    await page.getByRole('form', { name: `Type and record of ${name}` }).getByRole('button', { name: 'File' }).click();
    const opened = page.getByRole('link', { name: 'Open it in the document viewer' });
    await opened.waitFor();
    await expect.poll(() => inbox.locator('tr[data-row-index]', { hasText: name }).count()).toBe(0);

    // In the archive, found by its xref; it opens in the document viewer.
    await page.goto(`/categorizedscanned?brnId=101&period=all&f.linkValue=${encodeURIComponent(xref)}`);
    const filed = page.getByRole('grid', { name: 'Filed documents' });
    const link = filed.getByRole('link', { name });
    await link.waitFor();
    expect(await filed.locator('tr[data-row-index]', { hasText: name }).textContent()).toContain('Casey Accounting');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/ar/documentviewer' && url.searchParams.has('docId'));
    await page.getByRole('heading', { level: 1, name: 'Document Viewer' }).waitFor();
    const sheet = page.getByRole('img', { name: new RegExp(`^Scanned ${name.replace(/\./g, '\\.')}, page 1$`) });
    await expect.poll(() => sheet.getAttribute('data-state'), { timeout: 30_000 }).toBe('drawn');
  });
});
