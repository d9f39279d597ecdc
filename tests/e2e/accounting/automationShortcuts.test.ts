import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AutomationRun } from '../../../src/domain/accounting/automationShortcutsViews';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines', 'excede_ar_receipts']);
}, 300_000);
afterAll(() => browser?.close());

const runs = async (job: string) => (await readApiAs('accounting@demo.local'))<ListAnswer<AutomationRun>>(`accounting/automation/runs?f.jobTitle=${encodeURIComponent(job)}&pageSize=5`);

// The jobs that only read and mail: no other test's records change.
describe('Automation Shortcuts in Chromium', () => {
  it('runs the cash-clearing exceptions for a branch and day as accounting@, shows its result and rows on its card and in the log', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/automationShortcuts?brnId=101');
    await page.getByRole('heading', { level: 1, name: 'Automation Shortcuts' }).waitFor();
    const card = page.getByRole('region', { name: 'Cash-clearing exceptions' });
    await card.getByRole('button', { name: 'Run now' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Run cash-clearing exceptions?').waitFor();
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const [run] = (await runs('Cash-clearing exceptions')).rows;
    expect(run).toMatchObject({ brnId: '101', startedBy: 'Casey Accounting' });
    expect(['OK', 'Warnings']).toContain(run!.result);
    await card.getByText(run!.result, { exact: true }).waitFor();
    await card.getByText(run!.summary).waitFor();
    const log = page.getByRole('grid', { name: 'Runs' });
    await log.getByText(run!.summary).first().waitFor();
  });
});
