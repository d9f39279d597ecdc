import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CashClearingDay, CashClearingDetail } from '../../../src/domain/accounting/cashClearing';
import { formatDate } from '../../../src/domain/format';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { centsOf } from '../../../src/domain/money';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_gl_accounts', 'excede_gl_lines', 'excede_ar_receipts', 'excede_customers']);
}, 300_000);
afterAll(() => browser?.close());

const NOVEMBER = 'brnId=101&from=2026-11-01&to=2026-11-30';

/**
 * A Norcross day of the demo's November that its own lines can clear: not zero, with one deposit that the
 * receipts shown beside it make to the cent (a check banked a day late, in this day's deposit).
 */
async function matchableDay(): Promise<CashClearingDay> {
  const read = await readApiAs('accounting@demo.local');
  const open = await read<ListAnswer<CashClearingDay>>(`accounting/cash-clearing?${NOVEMBER}&f.status=Not zero&f.status=Exception&sort=postedOn`);
  for (const day of open.rows) {
    const { lines } = await read<CashClearingDetail>(`accounting/cash-clearing/detail?brnId=101&date=${day.postedOn}`);
    const deposits = lines.filter((l) => centsOf(l.credit)! > 0);
    const receipts = lines.reduce((sum, l) => sum + centsOf(l.debit)!, 0);
    if (deposits.length === 1 && receipts === centsOf(deposits[0]!.credit) && lines.every((l) => l.matchId === null)) return day;
  }
  throw new Error('The demo has no Norcross day in November that its lines clear.');
}

/** Undoes the matches of a Norcross day, so a retry (and the next run on this database) finds the day as it was. */
async function unmatchDay(date: string) {
  const headers = { authorization: `Bearer ${await tokenOf('accounting@demo.local')}`, 'content-type': 'application/json' };
  const url = `${baseURL()}/api/accounting/cash-clearing`;
  const { matches } = (await (await fetch(`${url}/detail?brnId=101&date=${date}`, { headers })).json()) as CashClearingDetail;
  for (const match of matches) {
    const answer = await fetch(`${url}/matches/${match.id}/unmatch`, { method: 'POST', headers, body: JSON.stringify({ version: match.version }) });
    if (!answer.ok) throw new Error(`could not unmatch match ${match.id}: ${answer.status}`);
  }
}

/** Clears the open flags of a Norcross day and removes its note, so the next run finds it unflagged and without one. */
async function clearDayFlagsAndNote(date: string) {
  const headers = { authorization: `Bearer ${await tokenOf('accounting@demo.local')}`, 'content-type': 'application/json' };
  const url = `${baseURL()}/api/accounting/cash-clearing`;
  const { flags, dayNote } = (await (await fetch(`${url}/detail?brnId=101&date=${date}`, { headers })).json()) as CashClearingDetail;
  for (const flag of flags.filter((f) => !f.clearedAt)) {
    const answer = await fetch(`${url}/flags/${flag.id}/clear`, { method: 'POST', headers, body: JSON.stringify({ version: flag.version }) });
    if (!answer.ok) throw new Error(`could not clear flag ${flag.id}: ${answer.status}`);
  }
  if (!dayNote) return;
  const removed = await fetch(`${url}/day-notes/${dayNote.id}`, { method: 'DELETE', headers, body: JSON.stringify({ version: dayNote.version }) });
  if (!removed.ok) throw new Error(`could not remove day note ${dayNote.id}: ${removed.status}`);
}

describe('Cash Clearing in Chromium (accounting@)', () => {
  it('finds a day that is not zero, matches its receipts to the deposit so it reads Zero, and opens a line’s transaction', async () => {
    const day = await matchableDay();
    onTestFinished(() => unmatchDay(day.postedOn));
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto(`/ar/cashclearing?${NOVEMBER}`);
    await page.getByRole('heading', { level: 1, name: 'Cash Clearing' }).waitFor();
    // The switch's label takes the click (its input is hidden), and waits for the quote of the day to be dismissed.
    await page.getByText('Not zero only', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('f.status').length === 2);
    const days = page.getByRole('grid', { name: 'Cash clearing days' });
    const row = days.getByRole('row').filter({ has: page.getByRole('link', { name: formatDate(day.postedOn), exact: true }) });
    await expect.poll(() => row.textContent()).toMatch(/Not zero|Exception/);
    expect(Number(await page.getByRole('group', { name: 'Days not zero' }).locator('p').first().textContent())).toBeGreaterThan(0);

    // Its detail: the day's lines and the receipt its deposit took from another day.
    await row.getByRole('link', { name: formatDate(day.postedOn) }).click();
    await page.waitForURL((url) => url.pathname === '/ar/cashclearing/detail' && url.searchParams.get('date') === day.postedOn);
    await page.getByRole('heading', { level: 1, name: 'Cash Clearing Detail' }).waitFor();
    const lines = page.getByRole('grid', { name: 'Cash clearing lines' });
    await lines.locator('tr[data-row-index]').first().waitFor();
    await lines.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Match to deposit…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Match receipts to a deposit' });
    await dialog.getByText('$0.00', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Check banked with the next deposit.');
    await dialog.getByRole('button', { name: 'Match' }).click();
    await page.getByText('The receipts are matched to the deposit.').waitFor();
    await page.getByText('Matched to zero', { exact: true }).waitFor();
    await page.getByText('Check banked with the next deposit.').waitFor();

    // The day flagged for a correcting entry, and a note on it.
    onTestFinished(() => clearDayFlagsAndNote(day.postedOn));
    await page.getByRole('button', { name: 'Flag day for a correcting entry…' }).click();
    const flagDialog = page.getByRole('alertdialog', { name: 'Flag the day for a correcting entry' });
    await flagDialog.getByRole('textbox', { name: 'What needs correcting' }).fill('Deposit slip keyed to the wrong day.');
    await flagDialog.getByRole('button', { name: 'Flag' }).click();
    await page.getByText('Flagged for a correcting entry.').waitFor();
    await page.getByText('Deposit slip keyed to the wrong day.').waitFor();
    await page.getByRole('button', { name: 'Write a note…' }).click();
    const noteDialog = page.getByRole('alertdialog', { name: 'Day note' });
    await noteDialog.getByRole('textbox', { name: 'Note' }).fill('Matched in the e2e run; flag cleared when done.');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('The day note is saved.').waitFor();
    await page.getByText('Matched in the e2e run; flag cleared when done.').waitFor();

    // Flagged only keeps the day, on the server's filter.
    await page.goto(`/ar/cashclearing?${NOVEMBER}`);
    await page.getByText('Flagged only', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('f.flags.min') === '1');
    const flagged = page.getByRole('grid', { name: 'Cash clearing days' }).getByRole('row').filter({ has: page.getByRole('link', { name: formatDate(day.postedOn), exact: true }) });
    await flagged.waitFor();

    // Cleared once the entry is posted.
    await flagged.getByRole('link', { name: formatDate(day.postedOn) }).click();
    await page.getByRole('button', { name: /^Clear flag #\d+$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear flag' }).click();
    await page.getByText('The flag is cleared.').waitFor();
    await page.getByText('Cleared', { exact: true }).first().waitFor();

    // The summary counts it Zero now.
    await page.goto(`/ar/cashclearing?${NOVEMBER}`);
    const again = page.getByRole('grid', { name: 'Cash clearing days' }).getByRole('row').filter({ has: page.getByRole('link', { name: formatDate(day.postedOn), exact: true }) });
    await expect.poll(() => again.textContent()).toContain('Zero');
    expect(await again.textContent()).not.toMatch(/Not zero|Exception/);

    // A line's entry opens that journal entry on Transaction Detail.
    await again.getByRole('link', { name: formatDate(day.postedOn) }).click();
    const deposit = page.getByRole('grid', { name: 'Cash clearing lines' }).locator('tr[data-row-index]').filter({ has: page.getByRole('gridcell', { name: 'Deposit', exact: true }) });
    const jeId = (await deposit.getByRole('link').first().textContent())!;
    await deposit.getByRole('link', { name: jeId }).click();
    await page.waitForURL((url) => url.pathname === '/ar/transactiondetail' && url.searchParams.get('jeId') === jeId);
    await page.getByRole('heading', { level: 1, name: 'Transaction Detail' }).waitFor();
    // The entry's header, and its lines as the grid of its distribution.
    await page.getByText(jeId, { exact: true }).first().waitFor();
    const entries = page.getByRole('grid', { name: 'GL distribution' }).locator('tr[data-row-index]');
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    for (const text of await entries.allTextContents()) expect(text).toContain(jeId);
    await page.context().close();
  });

  it('titles a cross-reference’s detail with it', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/cashclearing/detail?xref=D101-20261102');
    await page.getByRole('heading', { level: 1, name: 'Cash Clearing Detail D101-20261102' }).waitFor();
    await expect.poll(() => page.title()).toContain('Cash Clearing Detail D101-20261102');
    await page.context().close();
  });

  it("answers the server's 403 for a branch the user lacks, named in the address, and no lines", async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    for (const address of ['/ar/cashclearing/detail?brnId=201&date=2026-11-03', '/ar/cashclearing?brnId=201']) {
      await page.goto(address);
      const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('You do not have access to branch 201.');
      expect(await page.getByRole('grid').count()).toBe(0);
    }
    await page.context().close();
  });
});
