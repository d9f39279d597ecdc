import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRANCH_PREFERENCE_KEY } from '../../../src/domain/constants';
import { newYorkDay } from '../../../src/domain/businessDays';
import { centsOf, moneyText } from '../../../src/domain/money';
import type { CountSheet, CycleDetail } from '../../../src/domain/parts/cycleCountsList';
import type { CycleTieOutRow } from '../../../src/domain/parts/cycleDetail';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { DEMO_NOW } from '../../../src/demo/now';
import { callAs } from '../approvers';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now();
let browser: Browser;
const today = newYorkDay(new Date());
const month = today.slice(0, 7);
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A counter of Birmingham with the Parts role, made by the administrator. */
async function makeCounter(email: string) {
  const roles = (await callAs('admin@demo.local', 'role/list')).body.content as { id: number; name: string }[];
  const branches = (await callAs('admin@demo.local', 'branch/list')).body.content as { id: number; code: string }[];
  const made = await callAs('admin@demo.local', 'users/create', {
    json: { name: email, email, excedeId: '', roleIds: [roles.find((r) => r.name === 'Parts')!.id], permissionIds: [], branchIds: [branches.find((b) => b.code === '201')!.id], landingPage: null, active: true, temporaryPassword: 'demo1234' },
  });
  expect(made.status).toBe(201);
  expect((await callAs(email, 'user/preference', { json: { key: BRANCH_PREFERENCE_KEY, value: '201 - Birmingham' } })).status).toBe(200);
}

/**
 * Excede posting a branch's adjustments as it would: an entry of account 5490 against 1400 appended to the GL
 * export, then imported. A gain (positive) debits parts inventory and credits the adjustment account.
 */
async function postAdjustmentToGl(brnId: string, cents: number, xref: string) {
  const jeId = String(9_800_000 + (run % 100_000));
  const size = moneyText(Math.abs(cents));
  const [inventoryDebit, inventoryCredit] = cents > 0 ? [size, '0.00'] : ['0.00', size];
  const line = (no: number, acct: string, debit: string, credit: string) => `${jeId}|${no}|${acct}|${brnId}|Parts|${usDay(today)}|${debit}|${credit}|${xref}|IC|Cycle count adjustments ${xref}|\n`;
  appendFileSync(path.join(inject('dataDir'), 'db', 'excede-exports', 'GLJEITM.unl'), line(1, '1400', inventoryDebit, inventoryCredit) + line(2, '5490', inventoryCredit, inventoryDebit));
  await importExcedeTables(['excede_gl_lines']);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_part_master', 'excede_part_branches', 'excede_part_bins', 'excede_gl_lines']);
}, 300_000);
afterAll(() => browser?.close());

describe('/CycleDetailReport: approved adjustments tie out to GL 5490', () => {
  it('shows "Ties" for Birmingham this month once Excede posts the adjustment parts@ approved, and the demo month that does not tie shows its difference', async () => {
    const counter = `e2e.detail.${run}@demo.local`;
    await makeCounter(counter);
    // A cycle of class C at Birmingham on a day of this attempt alone; one part counted far off, recounted by the administrator.
    const sdate = `2024-${String((run % 12) + 1).padStart(2, '0')}-${String((Math.floor(run / 12) % 28) + 1).padStart(2, '0')}`;
    const made = await callAs('parts@demo.local', 'parts/cycle-counts', { json: { brnId: '201', cycle: 'C', startDate: sdate } });
    expect(made.status).toBe(201);
    const cycleId = (made.body as unknown as CycleDetail).id;
    // Three parts counted far off (the sheet is blind: a part may cost nothing), recounted by the administrator, approved by parts@.
    const sheet = ((await callAs(counter, `parts/cycle-counts/${cycleId}/sheet?mode=count`)).body as unknown as CountSheet).lines.slice(0, 3);
    for (const { id, version } of sheet) expect((await callAs(counter, `parts/cycle-counts/${cycleId}/lines/${id}/count`, { json: { qty: 999, version } })).status).toBe(200);
    const counting = (await callAs('parts@demo.local', `parts/cycle-counts/cycle?brnId=201&cycle=C&sdate=${sdate}`)).body as unknown as CycleDetail;
    expect((await callAs('parts@demo.local', `parts/cycle-counts/${cycleId}/status`, { json: { status: 'Review', version: counting.version, leaveUncounted: true } })).status).toBe(200);
    const recounts = ((await callAs('admin@demo.local', `parts/cycle-counts/${cycleId}/sheet?mode=recount`)).body as unknown as CountSheet).lines;
    for (const { id, version } of recounts) expect((await callAs('admin@demo.local', `parts/cycle-counts/${cycleId}/lines/${id}/recount`, { json: { qty: 998, version } })).status).toBe(200);
    const review = (await callAs('parts@demo.local', `parts/cycle-counts/cycle?brnId=201&cycle=C&sdate=${sdate}`)).body as unknown as CycleDetail;
    expect(review.decisions).toHaveLength(3);
    expect(review.decisions.every((d) => d.refusal === null)).toBe(true);
    expect((await callAs('parts@demo.local', `parts/cycle-counts/${cycleId}/decisions`, { json: { decision: 'approve', lines: review.decisions.map(({ id, version }) => ({ id, version })) } })).status).toBe(200);
    const { partNo } = sheet[0]!;

    // Until Excede posts it, this month at Birmingham differs by what was approved; Excede then posts the month's difference.
    const read = await readApiAs('parts@demo.local');
    const before = (await read<ListAnswer<CycleTieOutRow>>(`parts/cycle-detail/tie-out?brnId=201&from=${month}-01&to=${today}`)).rows.find((r) => r.month === month)!;
    expect(before.status).toBe('Differs');
    await postAdjustmentToGl('201', centsOf(before.difference)!, `CC201C${sdate.replaceAll('-', '')}`);

    const page = await signedIn(browser, 'parts@demo.local');
    await page.goto(`/CycleDetailReport?brnId=201&from=${month}-01&to=${today}&f.partNo=${encodeURIComponent(partNo)}`);
    const lines = page.getByRole('grid', { name: 'Cycle count lines' });
    await lines.getByRole('link', { name: partNo }).first().waitFor();
    await expect(lines.getByRole('row').filter({ hasText: 'Approved adjustment' }).first().textContent()).resolves.toContain('Pat Parts');

    await page.getByRole('tab', { name: 'Tie-out to GL 5490' }).click();
    const tieOut = page.getByRole('grid', { name: 'Tie-out by branch and month' });
    const thisMonth = tieOut.getByRole('row').filter({ hasText: month });
    await thisMonth.first().waitFor();
    await expect(thisMonth.first().textContent()).resolves.toContain('Ties');

    // The demo's Birmingham books hold a manual shrink entry to 5490 three months before the demo's end (pinned to
    // DEMO_NOW in the tests, whatever day they run) that no count explains.
    const [year, m] = newYorkDay(DEMO_NOW).slice(0, 7).split('-').map(Number) as [number, number];
    const untied = new Date(Date.UTC(year, m - 1 - 3, 1)).toISOString().slice(0, 7);
    await page.goto(`/CycleDetailReport?tab=tie-out&brnId=201&from=${untied}-01&to=${untied}-28`);
    const row = page.getByRole('grid', { name: 'Tie-out by branch and month' }).getByRole('row').filter({ hasText: untied });
    await row.first().waitFor();
    await expect(row.first().textContent()).resolves.toMatch(/\$[\d,]+\.\d{2}/);
    await expect(row.first().textContent()).resolves.not.toContain('Ties');
    await page.context().close();
  });
});
