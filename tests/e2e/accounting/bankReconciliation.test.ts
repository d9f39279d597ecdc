import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { BankStatementDetail, BankStatementRow } from '../../../src/domain/accounting/bankReconciliationViews';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines']);
}, 300_000);
afterAll(() => browser?.close());

const read = async <T>(apiPath: string) => (await readApiAs('accounting@demo.local'))<T>(apiPath);

/** A demo statement (BAI2) the server wrote beside its Excede exports, of an accounting branch no statement has been uploaded for yet. */
async function freshStatement(): Promise<{ file: string; brnId: string }> {
  const dir = path.join(inject('dataDir'), 'db', 'bank-statements');
  for (const brnId of ['106', '105', '104']) {
    const file = readdirSync(dir).find((f) => f.startsWith(`statement-${brnId}-`));
    const loaded = await read<ListAnswer<BankStatementRow>>(`accounting/bank-statements?brnId=${brnId}`);
    if (file && loaded.rows.length === 0) return { file: path.join(dir, file), brnId };
  }
  throw new Error('Every demo statement of branches 104–106 is uploaded already.');
}

describe('Bank Reconciliation in Chromium', () => {
  it('uploads a BAI2 statement, auto-matches it, matches by hand, completes as accounting@, is refused approval as the same user, and is approved by the admin', async () => {
    const { file, brnId } = await freshStatement();
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/bankreconcillation');
    await page.getByRole('heading', { level: 1, name: 'Bank Reconciliation' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload and match' }).click();
    await page.waitForURL((url) => /^\/bankreconcillation\/filebyid\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { level: 1, name: `Bank Reconciliation File ${id}` }).waitFor();

    // Matched on upload: most lines, the bank's fee, interest and returned item marked as needing an entry.
    const running = page.getByRole('status', { name: 'Running difference' });
    await running.getByText('Difference $0.00').waitFor();
    // The check its last reconciliation before the portal left outstanding, over 90 days old.
    await page.getByRole('grid', { name: 'Ledger cash lines' }).getByText('Stale: over 90 days').waitFor();
    await page.getByRole('button', { name: 'Auto-match' }).click();
    await running.getByText('Difference $0.00').waitFor();

    // A paid check taken apart and matched again by hand.
    const detail = await read<BankStatementDetail>(`accounting/bank-statements/${id}`);
    const check = detail.bankLines.find((l) => l.baiType === '475' && l.matchId !== null)!;
    const [gl] = detail.bookLines.filter((l) => l.matchId === check.matchId);
    await page.getByRole('button', { name: `Unmatch match ${check.matchId}`, exact: true }).click();
    await expect.poll(() => running.textContent()).not.toContain('Difference $0.00');
    const bankRow = page.getByRole('grid', { name: 'Bank lines' }).locator('tr[data-row-index]', { hasText: check.text });
    await bankRow.getByRole('checkbox').check();
    const bookRow = page.getByRole('grid', { name: 'Ledger cash lines' }).locator('tr[data-row-index]', { has: page.getByRole('link', { name: gl!.jeId, exact: true }) });
    await bookRow.getByRole('checkbox').check();
    await running.getByRole('button', { name: 'Match selected' }).click();
    await running.getByText('Difference $0.00').waitFor();

    // Completed by its preparer, who may not approve it: the server says so.
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByText('Prepared by Casey Accounting.').waitFor();
    await page.getByText('You recorded this reconciliation: someone else must approve it.').first().waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alert').filter({ hasText: 'someone else must approve it' }).waitFor();
    expect((await read<BankStatementDetail>(`accounting/bank-statements/${id}`)).statement.status).toBe('Balanced');

    // Another user with the permission approves it.
    const admin = await signedIn(browser, 'admin@demo.local');
    await admin.goto(`/bankreconcillation/filebyid/${id}`);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Approved by Alex Admin.').waitFor();
    await page.goto(`/bankreconcillation?brnId=${brnId}`);
    await expect.poll(() => page.getByRole('grid', { name: 'Bank statements' }).textContent()).toContain('Approved');
  });
});
