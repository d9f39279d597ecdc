import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CALLBACK_NEEDED } from '../../../src/domain/accounting/wireAuthorization';
import type { WireBeneficiary, WireDetail } from '../../../src/domain/accounting/wireAuthorizationViews';
import { addDays, isBusinessDay, newYorkDay } from '../../../src/domain/businessDays';
import { callAs, makeApprover } from '../approvers';
import { launchBrowser, signedIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function nextBusinessDay(): string {
  let day = addDays(newYorkDay(new Date()), 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

const ACCOUNTING = 'accounting@demo.local';
const wireNow = async (id: number) => (await callAs(ACCOUNTING, `accounting/wires/${id}`)).body as unknown as WireDetail;
const status = (page: Page, name: string) => page.getByText(name, { exact: true }).first().waitFor();

/** An approved $4,000.00 wire of its own at Norcross to a beneficiary of its own whose call-back is recorded, made through the API. */
async function approvedWire(run: string) {
  const approver = `wire.documents.approver.${run}@demo.local`;
  await makeApprover({ email: approver, name: `Wire Documents Approver ${run}`, kind: 'wire', landingPage: '/wireauthorization' });
  const b = (await callAs(ACCOUNTING, 'accounting/wire-beneficiaries', {
    json: { brnId: '101', name: `Cobb County Trailer ${run}`, bankName: 'Regions Bank', routingNumber: '062005690', accountNumber: '0045512280', phone: '(770) 555-0123' },
  })).body as unknown as WireBeneficiary;
  expect((await callAs(ACCOUNTING, `accounting/wire-beneficiaries/${b.id}/callback`, { json: { version: b.version, phone: '(770) 555-0123' } })).status).toBe(200);
  let wire = (await callAs(ACCOUNTING, 'accounting/wires', { json: { brnId: '101', beneficiaryId: b.id, amount: '4,000.00', valueDate: nextBusinessDay(), purpose: 'Trailer payoff', reference: `Stock T${run.slice(-5)}` } }))
    .body as unknown as WireDetail;
  wire = (await callAs(ACCOUNTING, `accounting/wires/${wire.wire.id}/submit`, { json: { version: wire.wire.version } })).body as unknown as WireDetail;
  wire = (await callAs(approver, `accounting/wires/${wire.wire.id}/approve`, { json: { version: wire.wire.version } })).body as unknown as WireDetail;
  expect(wire.wire.status).toBe('Approved');
  return { id: wire.wire.id, approver };
}

describe('A wire’s documents and its beneficiary’s bank details in Chromium', () => {
  it('attaches an invoice PDF, lists and opens it; a change of bank details resets the approval and release waits for the new call-back', async () => {
    const run = String(Date.now());
    const { id, approver } = await approvedWire(run);
    const page = await signedIn(browser, ACCOUNTING);
    await page.goto(`/wireauthorization/edit/${id}`);
    await status(page, 'Approved');

    // An invoice PDF, attached with what it is, listed with who attached it, and opened.
    await page.getByRole('combobox', { name: 'What it is' }).selectOption({ label: 'Invoice' });
    await page.locator('input[type="file"]').setInputFiles({ name: `Invoice ${run}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: 'Attach document' }).click();
    await page.getByText(new RegExp(`Invoice · Invoice ${run}\\.pdf .* attached by Casey Accounting`)).waitFor();
    const [opened] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Open Invoice ${run}.pdf` }).click()]);
    await opened.waitForURL((url) => url.protocol === 'blob:');
    await opened.close();
    expect((await wireNow(id)).attachments).toEqual([expect.objectContaining({ kind: 'Invoice', fileName: `Invoice ${run}.pdf`, mimeType: 'application/pdf' })]);

    // New bank details: the beneficiary waits for a call-back and the approval is reset.
    await page.getByRole('button', { name: 'Change bank details', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Change bank details of Cobb County Trailer ${run}` });
    await dialog.getByRole('textbox', { name: 'Routing number (ABA)' }).fill('062005691');
    await dialog.getByRole('button', { name: 'Save bank details' }).click();
    await dialog.getByText(/check digit does not match/).waitFor();
    await dialog.getByRole('textbox', { name: 'Routing number (ABA)' }).fill('061000104');
    await dialog.getByRole('textbox', { name: 'Account number' }).fill('5566778899');
    await dialog.getByRole('button', { name: 'Save bank details' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await status(page, 'Submitted');
    await page.getByText(/Not confirmed yet: call \(770\) 555-0123/).waitFor();
    await page.getByText(/Reset by Casey Accounting/).waitFor();

    // Approved again, release is refused until the call-back is recorded.
    const submitted = await wireNow(id);
    expect((await callAs(approver, `accounting/wires/${id}/approve`, { json: { version: submitted.wire.version } })).status).toBe(200);
    await page.reload();
    await status(page, 'Approved');
    await page.getByText(CALLBACK_NEEDED).waitFor();
    expect(await page.getByRole('button', { name: 'Mark released' }).isDisabled()).toBe(true);
    const early = await callAs(ACCOUNTING, `accounting/wires/${id}/release`, { json: { version: (await wireNow(id)).wire.version, bankReference: 'FED-EARLY' } });
    expect([early.status, early.body.message]).toEqual([409, CALLBACK_NEEDED]);
    await page.getByRole('button', { name: 'Record call-back' }).click();
    const callback = page.getByRole('dialog', { name: 'Record the call-back' });
    await callback.getByRole('textbox', { name: 'Number called' }).fill('770-555-0123');
    await callback.getByRole('button', { name: 'Record call-back' }).click();
    await callback.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Mark released' }).isDisabled()).toBe(false);
    await page.close();
  });
});
