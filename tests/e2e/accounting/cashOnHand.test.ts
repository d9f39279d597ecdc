import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CashFundDetail, CashOnHandSummary } from '../../../src/domain/accounting/cashOnHandData';
import { baseURL, launchBrowser, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_ar_receipts']);
}, 300_000);
afterAll(() => browser?.close());

/** A fund of this run's own at Macon, which no other test counts. */
const FUND = `E2E change fund ${Date.now().toString(36)}`;
const awaiting = (page: Page) => page.getByRole('list', { name: 'Counts awaiting sign-off' }).getByRole('listitem', { name: `105 ${FUND}, short $7.00` });

async function apiGet<T>(email: string, path: string): Promise<T> {
  const answer = await fetch(`${baseURL()}/api/accounting/cash-on-hand/${path}`, { headers: { authorization: `Bearer ${await tokenOf(email)}` } });
  return (await answer.json()) as T;
}

describe('Cash on Hand in Chromium', () => {
  it('records a count $7 short that waits for a sign-off the counter may not give; a manager with the authority gives it', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/cashonhand?brnId=105');
    await page.getByRole('heading', { level: 1, name: 'Cash on Hand' }).waitFor();
    await page.getByRole('group', { name: '105 - Macon' }).getByText(/^\$/).waitFor();

    // A change fund of $200.00 at Macon.
    await page.getByRole('button', { name: 'Add fund' }).click();
    const add = page.getByRole('dialog', { name: 'Add a cash fund' });
    await add.getByRole('combobox', { name: 'Branch' }).selectOption({ label: '105 - Macon' });
    await add.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Change fund' });
    await add.getByRole('textbox', { name: 'Name' }).fill(FUND);
    await add.getByRole('textbox', { name: 'Custodian' }).fill('Jennifer Martin');
    await add.getByRole('textbox', { name: 'Authorized float' }).fill('200');
    await add.getByRole('button', { name: 'Add fund' }).click();
    await add.waitFor({ state: 'detached' });

    // Open it from the grid: it should hold its float.
    const grid = page.getByRole('grid', { name: 'Cash funds' });
    await grid.getByText(FUND).click();
    const panel = page.getByRole('dialog', { name: `105 · ${FUND}` });
    await panel.getByRole('row', { name: 'Expected now $200.00' }).waitFor();

    // Count it by denominations: $193.00, seven dollars short.
    await panel.getByRole('button', { name: 'Record count' }).click();
    const count = page.getByRole('dialog', { name: `Count 105 · ${FUND}` });
    for (const [label, pieces] of [['$100 bills', '1'], ['$50 bills', '1'], ['$20 bills', '2'], ['$1 bills', '3']] as const) {
      await count.getByRole('textbox', { name: label, exact: true }).fill(pieces);
    }
    await count.getByRole('textbox', { name: 'Note' }).focus();
    await count.getByText('Counted: $193.00').waitFor();
    await count.getByRole('button', { name: 'Record count' }).click();
    await count.getByText("The count is short by $7.00: it waits for a manager's sign-off.").waitFor();
    expect(await count.getByText('Awaiting sign-off').count()).toBe(1);
    await count.getByRole('button', { name: 'Done' }).click();
    await panel.getByRole('table', { name: 'Last counts' }).getByText('Awaiting sign-off').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    // It waits among the counts for a sign-off; the counter reads why they may not give it, and the server refuses them.
    const mine = awaiting(page);
    await mine.getByText('You recorded this count: someone else must sign it off.').waitFor();
    expect(await mine.getByRole('button', { name: 'Sign off' }).count()).toBe(0);
    const summary = await apiGet<CashOnHandSummary>('accounting@demo.local', 'summary?brnId=105');
    const waiting = summary.awaiting.find((a) => a.fundName === FUND)!;
    expect(waiting).toMatchObject({ expected: '200.00', counted: '193.00', overShort: '-7.00', countedBy: 'Casey Accounting' });
    const refused = await fetch(`${baseURL()}/api/accounting/cash-on-hand/counts/${waiting.id}/sign-off`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf('accounting@demo.local')}` },
      body: JSON.stringify({ version: waiting.version }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('You recorded this count: someone else must sign it off.');

    // The administrator holds the authority: signs it off, with a note.
    const manager = await signedIn(browser, 'admin@demo.local');
    await manager.goto('/ar/cashonhand?brnId=105');
    await awaiting(manager).getByRole('button', { name: 'Sign off' }).click();
    const decision = manager.getByRole('dialog', { name: 'Sign off this count' });
    await decision.getByRole('textbox', { name: 'Note' }).fill('Change given twice; ticket found');
    await decision.getByRole('button', { name: 'Sign off' }).click();
    await decision.waitFor({ state: 'detached' });
    await expect.poll(() => awaiting(manager).count()).toBe(0);

    const detail = await apiGet<CashFundDetail>('accounting@demo.local', `funds/${summary.awaiting.find((a) => a.fundName === FUND)!.fundId}`);
    expect(detail.counts[0]).toMatchObject({ status: 'Signed off', decidedBy: 'Alex Admin', decisionNote: 'Change given twice; ticket found', overShort: '-7.00' });
    // The counter sees it signed off.
    await page.reload();
    await grid.getByText(FUND).waitFor();
    await grid.getByRole('row').filter({ hasText: FUND }).getByText('Signed off').waitFor();
    await manager.context().close();
    await page.context().close();
  });

  it('replenishes a petty-cash fund by a check, prints its count sheet, and refuses a deposit run with nothing to deposit', async () => {
    const token = await tokenOf('accounting@demo.local');
    const call = (path: string, init: RequestInit) => fetch(`${baseURL()}/api/accounting/cash-on-hand/${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
    // Petty cash of this run's own at Macon, $12.50 paid out of it.
    const name = `E2E petty cash ${Date.now().toString(36)}`;
    const created = await call('funds', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brnId: '105', kind: 'Petty cash', name, custodian: 'Jennifer Martin', float: '100' }) });
    const { fund } = (await created.json()) as CashFundDetail;
    const form = new FormData();
    for (const [k, v] of Object.entries({ amount: '12.50', paidTo: 'Corner store', note: 'Shop towels' })) form.set(k, v);
    form.set('receipt', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])], { type: 'image/png' }), 'receipt.png');
    expect((await call(`funds/${fund.id}/paid-outs`, { method: 'POST', body: form })).status).toBe(201);

    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/ar/cashonhand?brnId=105');
    await page.getByRole('grid', { name: 'Cash funds' }).getByText(name).click();
    const panel = page.getByRole('dialog', { name: `105 · ${name}` });
    await panel.getByRole('row', { name: 'Expected now $87.50' }).waitFor();
    await panel.getByRole('button', { name: 'Replenish' }).click();
    const replenish = page.getByRole('dialog', { name: `Replenish 105 · ${name}` });
    await replenish.getByRole('textbox', { name: 'Check number' }).fill('5001');
    await replenish.getByRole('button', { name: 'Replenish $12.50' }).click();
    await replenish.waitFor({ state: 'detached' });
    await panel.getByRole('row', { name: 'Expected now $100.00' }).waitFor();
    await panel.getByText(/by Casey Accounting, check 5001$/).waitFor();
    expect(await panel.getByRole('button', { name: 'Replenish' }).isDisabled()).toBe(true);

    // The count sheet opens as a PDF in a tab of its own.
    const [sheet] = await Promise.all([page.context().waitForEvent('page'), panel.getByRole('button', { name: 'Print count sheet' }).click()]);
    expect(sheet.url()).toMatch(/^blob:/);
    await sheet.close();
    await panel.getByRole('button', { name: 'Close' }).click();

    // A deposit run takes all of a branch's undeposited cash. The demo's funds were counted at the last close and
    // nothing was taken since (the tests pin the demo's now), so Augusta has none: the run is refused, nothing written.
    const augusta = (await apiGet<CashOnHandSummary>('accounting@demo.local', 'summary?brnId=106')).branches[0]!;
    expect(augusta).toMatchObject({ undeposited: '0.00', oldestUndeposited: null });
    await page.goto('/ar/cashonhand?brnId=106');
    await page.getByRole('button', { name: 'Record deposit run' }).click();
    const run = page.getByRole('dialog', { name: 'Record deposit run' });
    await run.getByText(/^Undeposited cash: \$0\.00\./).waitFor();
    await run.getByRole('textbox', { name: /Amount in the bag/ }).fill('25.00');
    await run.getByRole('textbox', { name: /Bag number/ }).fill('E2E-BAG-1');
    await run.getByRole('button', { name: 'Record deposit run' }).click();
    await run.getByText('The branch has no undeposited cash to take to the bank.').waitFor();
    await run.getByRole('button', { name: 'Cancel' }).click();
    const refused = await call('deposit-runs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brnId: '106', lastRunId: augusta.lastDepositRun?.id ?? null, amount: '25.00', bagNumber: 'E2E-BAG-1' }),
    });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([400, 'amount: The branch has no undeposited cash to take to the bank.']);
    expect((await apiGet<CashOnHandSummary>('accounting@demo.local', 'summary?brnId=106')).branches[0]!.lastDepositRun).toEqual(augusta.lastDepositRun);
    await page.context().close();
  });
});
