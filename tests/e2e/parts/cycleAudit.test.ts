import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_PREFERENCE_KEY } from '../../../src/domain/constants';
import type { CycleDetail, CycleLineRow } from '../../../src/domain/parts/cycleCountsList';
import { callAs } from '../approvers';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now();
let browser: Browser;

/** A counter of Norcross with the Parts role, made by the administrator, who signs in with demo1234. */
async function makeCounter(email: string) {
  const roles = (await callAs('admin@demo.local', 'role/list')).body.content as { id: number; name: string }[];
  const branches = (await callAs('admin@demo.local', 'branch/list')).body.content as { id: number; code: string }[];
  const made = await callAs('admin@demo.local', 'users/create', {
    json: { name: email, email, excedeId: '', roleIds: [roles.find((r) => r.name === 'Parts')!.id], permissionIds: [], branchIds: [branches.find((b) => b.code === '101')!.id], landingPage: null, active: true, temporaryPassword: 'demo1234' },
  });
  expect(made.status).toBe(201);
  expect((await callAs(email, 'user/preference', { json: { key: BRANCH_PREFERENCE_KEY, value: '101 - Norcross' } })).status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_part_master', 'excede_part_branches', 'excede_part_bins']);
}, 300_000);
afterAll(() => browser?.close());

describe('/cycleAuditDrill: a blind count, a recount by someone else, the parts manager’s approval', () => {
  it('counts blind, refuses the adjustment until another user recounts, and parts@ approves it', async () => {
    const [first, second] = [`e2e.count.${run}.${Math.random().toString(36).slice(2, 6)}@demo.local`, `e2e.recount.${run}.${Math.random().toString(36).slice(2, 6)}@demo.local`];
    await makeCounter(first);
    await makeCounter(second);
    // A cycle of class A at Norcross on a day of this attempt alone.
    const stamp = Date.now();
    const sdate = `2025-${String((stamp % 12) + 1).padStart(2, '0')}-${String((Math.floor(stamp / 12) % 28) + 1).padStart(2, '0')}`;
    const made = await callAs('parts@demo.local', 'parts/cycle-counts', { json: { brnId: '101', cycle: 'A', startDate: sdate } });
    expect(made.status).toBe(201);
    const drill = `/cycleAuditDrill/101/A/${sdate}/true/all`;

    const counter = await signedIn(browser, first);
    await counter.goto(`${drill}?mode=count`);
    const sheet = counter.getByRole('list', { name: 'Count sheet' });
    await sheet.waitFor();
    await expect(sheet.textContent()).resolves.not.toMatch(/system/i);
    const field = sheet.getByRole('textbox').first();
    const partNo = (await sheet.getByRole('listitem').first().locator('strong').textContent()) ?? '';
    await field.fill('999');
    await field.press('Enter');
    await expect.poll(async () => (await counter.getByRole('list', { name: 'Count sheet' }).getByRole('textbox').first().inputValue())).toBe('999');
    // The first counter has nothing to recount: the recount is someone else's.
    await counter.goto(`${drill}?mode=recount`);
    await counter.getByText('No line waits for a recount by you.').waitFor();
    await counter.context().close();

    const manager = await signedIn(browser, 'parts@demo.local');
    await manager.goto(drill);
    await manager.getByRole('button', { name: 'Finish counting' }).click();
    // The counter counted one part of the class: finishing leaves the rest uncounted, and says so first.
    await manager.getByRole('alertdialog', { name: 'Finish counting with parts not counted?' }).getByRole('button', { name: 'Finish with them uncounted' }).click();
    const decisions = manager.getByRole('list', { name: 'Adjustments to decide' });
    await decisions.getByText(/someone other than the first counter must recount it/).waitFor();
    await manager.context().close();

    const recounter = await signedIn(browser, second);
    await recounter.goto(`${drill}?mode=recount`);
    const recount = recounter.getByRole('textbox', { name: `Quantity of ${partNo}` });
    await recount.fill('998');
    await recount.press('Enter');
    await recounter.getByText('No line waits for a recount by you.').waitFor();
    await recounter.context().close();

    const approver = await signedIn(browser, 'parts@demo.local');
    await approver.goto(drill);
    const list = approver.getByRole('list', { name: 'Adjustments to decide' });
    // React Aria's check box is its label (the input itself is visually hidden).
    await list.getByRole('listitem').filter({ hasText: `${partNo} (bin` }).locator('label').click();
    await approver.getByRole('button', { name: 'Approve selected' }).click();
    await approver.getByRole('grid', { name: 'Cycle count lines' }).getByText('Approved').first().waitFor();

    const read = await readApiAs('parts@demo.local');
    const cycle = await read<CycleDetail>(`parts/cycle-counts/cycle?brnId=101&cycle=A&sdate=${sdate}`);
    expect(cycle.status).toBe('Review');
    const lines = await read<{ rows: CycleLineRow[] }>(`parts/cycle-counts/lines?brnId=101&cycle=A&sdate=${sdate}&incInvalid=true&type=variance`);
    expect(lines.rows.find((r) => r.partNo === partNo)).toMatchObject({ count1Qty: 999, recountQty: 998, finalQty: 998, adjustmentStatus: 'Approved' });
  });
});
