import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { BinVerificationRow } from '../../../src/domain/parts/binVerification';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_part_master', 'excede_part_branches', 'excede_part_bins']);
}, 300_000);
afterAll(() => browser?.close());

describe('/binverification as parts@demo.local', () => {
  it('checks a part on hand in NOLOC: scans the bin then the part into the scan field, records found in bin, marks it verified; the row shows verified after reload', async () => {
    const read = await readApiAs('parts@demo.local');
    // A part no one checked yet, under the second-person limit (a retry takes the next one).
    const open = await read<ListAnswer<BinVerificationRow>>('parts/bin-verifications?exception=noLocation&f.status=Not+checked&f.value.max=500&sort=partNo');
    const row = open.rows[0]!;
    expect(row.bins).toMatch(/^NOLOC \(\d+\)$/);

    const page = await signedIn(browser, 'parts@demo.local');
    await page.goto(`/binverification?tab=noLocation&brnId=${row.brnId}`);
    await page.getByRole('heading', { level: 1, name: 'Bin Verification' }).waitFor();
    await page.getByRole('tab', { name: /^On hand in NOLOC \(\d+\)$/, selected: true }).waitFor();
    const grid = page.getByRole('grid', { name: 'On hand in NOLOC' });
    await grid.getByText(row.partNo, { exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Check ${row.partNo} at ${row.brnId}` });
    const scan = dialog.getByRole('textbox', { name: 'Scan bin, then part' });
    // A wedge scanner types the code and presses Enter: the bin, then the part.
    await scan.pressSequentially('A01-1A');
    await scan.press('Enter');
    await dialog.getByRole('status').getByText('Bin A01-1A read. Now scan the part.').waitFor();
    await scan.pressSequentially(row.partNo);
    await scan.press('Enter');
    await dialog.getByRole('status').getByText(`${row.partNo} found in bin A01-1A.`).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Found in bin' }).inputValue()).toBe('A01-1A');
    await dialog.getByRole('button', { name: 'Record found in bin' }).click();
    await dialog.getByText('Found', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Mark verified' }).click();
    await dialog.getByText('Verified', { exact: true }).waitFor();

    await page.reload();
    const verified = page.getByRole('grid', { name: 'On hand in NOLOC' }).getByRole('row').filter({ hasText: row.partNo });
    await verified.getByText('Verified', { exact: true }).waitFor();
    expect(await verified.textContent()).toContain('A01-1A');
    expect(await verified.textContent()).toContain('Pat Parts');
  });
});
