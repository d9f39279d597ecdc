import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { payPeriodOf, type TechnicianRateDetail, type TechnicianRateRow } from '../../../src/domain/service/technicianRates';
import { apiAs, baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now().toString(36);
const period = payPeriodOf(newYorkDay(Date.now()));
const nextPeriod = addDays(period.end, 1);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_employees']);
}, 300_000);
afterAll(() => browser?.close());

const rowsAt101 = async () => (await (await readApiAs('service@demo.local'))<ListAnswer<TechnicianRateRow>>('service/technician-rates?brnId=101&pageSize=200')).rows;
const isOpen = (row: TechnicianRateRow) => row.status === 'Draft' || row.status === 'Pending';

/** Opens a technician of the grid in its dialog. */
async function openTechnician(page: Page, name: string) {
  await page.getByRole('grid', { name: 'Technician rates' }).getByText(name, { exact: true }).first().click();
  return page.getByRole('dialog', { name: `${name}’s rate` });
}

async function ratesPage(email: string) {
  const page = await signedIn(browser, email);
  await page.goto('/automatetechnicianrate?brnId=101');
  await page.getByRole('heading', { level: 1, name: 'Technician Rates' }).waitFor();
  return page;
}

describe('/automatetechnicianrate as service@demo.local, with admin@demo.local as general manager', () => {
  let raised: TechnicianRateRow[];

  it('approves in the screen a raise admin@ submitted, as the service manager', async () => {
    const tech = (await rowsAt101()).find((r) => r.currentRate !== null && !isOpen(r))!;
    const asAdmin = await apiAs('admin@demo.local');
    const proposed = ((Math.round(Number(tech.currentRate) * 100) + 100) / 100).toFixed(2);
    const made = await asAdmin('service/technician-rates', { empId: tech.empId, proposedRate: proposed, effectiveOn: nextPeriod, reason: `Brake certification ${run}` });
    expect(made.status).toBe(201);
    const { change } = JSON.parse(made.body) as TechnicianRateDetail;
    expect((await asAdmin('service/technician-rates/submit', { changes: [{ id: change!.id, version: change!.version }] })).status).toBe(200);
    const page = await ratesPage('service@demo.local');
    const dialog = await openTechnician(page, tech.technician);
    await dialog.getByText(`Brake certification ${run}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Approved', { exact: true }).waitFor();
    const read = await readApiAs('service@demo.local');
    expect((await read<TechnicianRateDetail>(`service/technician-rates/technicians/${tech.empId}`)).change).toMatchObject({ status: 'Approved', decidedBy: 'Sam Service', proposedRate: proposed });
    await page.context().close();
  });

  it('raises a grade at Norcross by $1.50 by a rule (A when there is one): a back-dated day is refused, then previewed, made and submitted', async () => {
    const free = (await rowsAt101()).filter((r) => r.currentRate !== null && !isOpen(r));
    const grade = free.some((r) => r.grade === 'A') ? 'A' : free[0]!.grade!;
    raised = free.filter((r) => r.grade === grade);
    const page = await ratesPage('service@demo.local');
    await page.getByRole('button', { name: 'Change by rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change rates by rule' });
    await dialog.getByRole('combobox', { name: /Grade/ }).selectOption(grade);
    await dialog.getByRole('textbox', { name: /Change/ }).fill('1.50');
    await dialog.getByLabel('Effective', { exact: true }).fill(addDays(period.start, -1));
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(`Market adjustment ${run}`);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText(/The effective date cannot be before the open pay period/).first().waitFor();
    await dialog.getByLabel('Effective', { exact: true }).fill(nextPeriod);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('table', { name: 'Proposed rates' });
    for (const r of raised) await preview.getByText(r.technician).waitFor();
    await dialog.getByRole('button', { name: /^Create \d+ draft/ }).click();
    await dialog.getByText(new RegExp(`^${raised.length} draft`)).waitFor();
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await rowsAt101();
    for (const r of raised) {
      const row = after.find((a) => a.empId === r.empId)!;
      expect(row).toMatchObject({ status: 'Pending', submittedBy: 'Sam Service', effectiveOn: nextPeriod });
      expect(Math.round(Number(row.proposedRate) * 100) - Math.round(Number(r.currentRate) * 100)).toBe(150);
    }
    const own = await openTechnician(page, raised[0]!.technician);
    await own.getByText('You recorded this rate change: someone else must approve it.').waitFor();
    expect(await own.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.context().close();
  });

  it('is approved by admin@ in the screen', async () => {
    const page = await ratesPage('admin@demo.local');
    for (const r of raised) {
      const dialog = await openTechnician(page, r.technician);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.getByText('Approved', { exact: true }).waitFor();
      await page.keyboard.press('Escape');
    }
    const after = await rowsAt101();
    for (const r of raised) expect(after.find((a) => a.empId === r.empId)).toMatchObject({ status: 'Approved', decidedBy: 'Alex Admin' });
    await page.context().close();
  });

  it('a 10% raise service@ proposes and submits is approved by the general manager', async () => {
    const tech = raised[0]!;
    const current = Math.round(Number(tech.currentRate) * 100);
    const proposed = (Math.round(current * 1.1) / 100).toFixed(2);
    const page = await ratesPage('service@demo.local');
    const dialog = await openTechnician(page, tech.technician);
    await dialog.getByRole('textbox', { name: /Proposed rate/ }).fill(proposed);
    await dialog.getByLabel('Effective', { exact: true }).fill(nextPeriod);
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(`Lead technician ${run}`);
    await dialog.getByRole('button', { name: 'Propose as draft' }).click();
    await dialog.getByText('Draft', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    await dialog.getByText('An increase over 5% is approved by the general manager.').waitFor();
    await page.context().close();

    const gm = await ratesPage('admin@demo.local');
    const approving = await openTechnician(gm, tech.technician);
    await approving.getByText('An increase over 5% is approved by the general manager.').waitFor();
    await approving.getByRole('button', { name: 'Approve' }).click();
    await approving.getByText('Approved', { exact: true }).waitFor();
    const after = (await rowsAt101()).find((r) => r.empId === tech.empId)!;
    expect(after).toMatchObject({ status: 'Approved', proposedRate: proposed, changePercent: 10, decidedBy: 'Alex Admin' });
    await gm.context().close();
  });

  it('refuses the viewer on the screen and the API', async () => {
    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto('/automatetechnicianrate');
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();
    const answer = await fetch(`${baseURL()}/api/service/technician-rates`, { headers: { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` } });
    expect(answer.status).toBe(403);
  });
});
