import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CALLBACK_NEEDED } from '../../../src/domain/accounting/wireAuthorization';
import type { WireDetail } from '../../../src/domain/accounting/wireAuthorizationViews';
import { addDays, isBusinessDay, newYorkDay } from '../../../src/domain/businessDays';
import { callAs, makeApprover } from '../approvers';
import { launchBrowser, signedIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Two approvers made by the administrator through the API, each with a wire authority without a limit. */
async function makeApprovers(run: string): Promise<string[]> {
  const emails = [`wire.approver.one.${run}@demo.local`, `wire.approver.two.${run}@demo.local`];
  for (const [i, email] of emails.entries()) {
    await makeApprover({ email, name: `Wire Approver ${i + 1} ${run}`, kind: 'wire', landingPage: '/wireauthorization' });
  }
  return emails;
}

/** The next business day in New York: a value date the bank sends on. */
function nextBusinessDay(): string {
  let day = addDays(newYorkDay(new Date()), 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The wire's status badge (the trail says 'Submitted by …', never the status alone). */
const status = (page: Page, name: string) => page.getByText(name, { exact: true }).first().waitFor();

async function approveAs(email: string, id: number, expected: string) {
  const page = await signedIn(browser, email);
  // An approver finds the wire in the list and opens it from its request number, as staff do.
  const requestNo = `W-${String(id).padStart(5, '0')}`;
  await page.goto(`/wireauthorization?f.requestNo=${requestNo}`);
  await page.getByRole('grid', { name: 'Wires' }).getByRole('link', { name: requestNo }).click();
  await page.waitForURL(`**/wireauthorization/edit/${id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await status(page, expected);
  await page.close();
}

describe('Wire Authorization in Chromium', () => {
  it('a $60,000 wire to a new beneficiary: its requester cannot approve it, two others do, release waits for the call-back, an edit resets both approvals, then it is released', async () => {
    const run = String(Date.now());
    const approvers = await makeApprovers(run);
    const page = await signedIn(browser, 'accounting@demo.local');
    await page.goto('/wireauthorization');
    await page.getByRole('heading', { level: 1, name: 'Wire Authorization' }).waitFor();
    await page.getByRole('link', { name: 'New wire' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Wire Authorization' }).waitFor();

    await page.getByRole('combobox', { name: 'Beneficiary' }).selectOption({ label: 'New beneficiary…' });
    await page.getByRole('textbox', { name: 'Beneficiary name' }).fill(`Gwinnett Trailer Sales ${run}`);
    await page.getByRole('textbox', { name: 'Bank name' }).fill('Regions Bank');
    await page.getByRole('textbox', { name: 'Routing number (ABA)' }).fill('062005690');
    await page.getByRole('textbox', { name: 'Account number' }).fill('0093317752');
    await page.getByRole('textbox', { name: 'Phone on file' }).fill('(678) 555-0110');
    await page.getByRole('textbox', { name: 'Amount' }).fill('60,000.00');
    await page.getByLabel('Value date').fill(nextBusinessDay());
    await page.getByRole('textbox', { name: 'Purpose' }).fill('Used truck purchase');
    await page.getByRole('textbox', { name: 'Reference' }).fill('Stock U24410');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL((url) => /^\/wireauthorization\/edit\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await status(page, 'Draft');

    // Submitted: its requester is refused the approval, on the screen and by the server.
    await page.getByRole('button', { name: 'Submit' }).click();
    await status(page, 'Submitted');
    await page.getByText('You recorded this wire: someone else must approve it.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    let wire = (await callAs('accounting@demo.local', `accounting/wires/${id}`)).body as unknown as WireDetail;
    const own = await callAs('accounting@demo.local', `accounting/wires/${id}/approve`, { json: { version: wire.wire.version } });
    expect([own.status, own.body.message]).toEqual([403, 'You recorded this wire: someone else must approve it.']);

    // Two other approvers.
    await approveAs(approvers[0]!, id, 'Approved 1 of 2');
    await approveAs(approvers[1]!, id, 'Approved');

    // Release waits for the call-back to the number on file.
    await page.reload();
    await status(page, 'Approved');
    await page.getByText(CALLBACK_NEEDED).waitFor();
    expect(await page.getByRole('button', { name: 'Mark released' }).isDisabled()).toBe(true);
    wire = (await callAs('accounting@demo.local', `accounting/wires/${id}`)).body as unknown as WireDetail;
    const early = await callAs('accounting@demo.local', `accounting/wires/${id}/release`, { json: { version: wire.wire.version, bankReference: 'FED-EARLY' } });
    expect([early.status, early.body.message]).toEqual([409, CALLBACK_NEEDED]);
    await page.getByRole('button', { name: 'Record call-back' }).click();
    const callback = page.getByRole('dialog', { name: 'Record the call-back' });
    await callback.getByRole('textbox', { name: 'Number called' }).fill('678-555-0110');
    await callback.getByRole('textbox', { name: 'Who confirmed what' }).fill('Their controller read back the routing and account numbers.');
    await callback.getByRole('button', { name: 'Record call-back' }).click();
    await callback.waitFor({ state: 'hidden' });
    await page.getByText(/Bank details confirmed by Casey Accounting/).waitFor();

    // An edit after the approvals resets both: kept in the trail, back to Submitted.
    await page.getByRole('textbox', { name: 'Amount' }).fill('60,500.00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await status(page, 'Submitted');
    await page.getByText(/Reset by Casey Accounting/).waitFor();
    expect(await page.getByText(/Approved by Wire Approver \d .*\(reset /).count()).toBe(2);

    // Approved again by both, then released with the bank's reference and confirmed.
    await approveAs(approvers[0]!, id, 'Approved 1 of 2');
    await approveAs(approvers[1]!, id, 'Approved');
    await page.reload();
    await page.getByRole('button', { name: 'Mark released' }).click();
    const release = page.getByRole('dialog', { name: 'Release this wire' });
    await release.getByRole('textbox', { name: 'Bank reference' }).fill(`FED-${run}`);
    await release.getByRole('button', { name: 'Mark released' }).click();
    await release.waitFor({ state: 'hidden' });
    await status(page, 'Released');
    const done = (await callAs('accounting@demo.local', `accounting/wires/${id}`)).body as unknown as WireDetail;
    expect(done.wire).toMatchObject({ status: 'Released', amount: '60500.00', bankReference: `FED-${run}`, approvals: 2 });
    expect(done.trail.map((t) => t.kind)).toEqual(['Submitted', 'Approved', 'Approved', 'Reset', 'Approved', 'Approved', 'Released']);
    await page.close();
  });
});
