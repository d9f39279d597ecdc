import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeOffDetail } from '../../../src/domain/service/timeOff';
import { apiAs, launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_employees', 'excede_repair_orders', 'excede_ro_jobs']);
}, 300_000);
afterAll(() => browser?.close());

describe('/companyholidays and /scheduletimeoff as service@demo.local', () => {
  it('adds a holiday of Norcross', async () => {
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto('/companyholidays');
    await page.getByRole('heading', { level: 1, name: 'Company Holidays' }).waitFor();
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'New holiday' });
    await dialog.getByLabel('Day', { exact: true }).fill(`${new Date().getFullYear()}-12-30`);
    await dialog.getByRole('textbox', { name: /Name/ }).fill(`Norcross count ${run}`);
    await dialog.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByRole('table', { name: /Holidays of/ }).getByText(`Norcross count ${run}`).waitFor();
  });

  it('approves a technician’s time off the administrator requested, and is told which booked jobs it meets', async () => {
    const read = await readApiAs('service@demo.local');
    const { technicians } = await read<{ technicians: { empId: string; name: string }[] }>('service/time-off/technicians');
    const technician = technicians[0]!;
    // A workday of next year this run alone asks for, so a rerun overlaps nothing.
    const from = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 4 + (Math.floor(Date.now() / 60_000) % 300), 12));
    while ([0, 6].includes(from.getUTCDay())) from.setUTCDate(from.getUTCDate() + 1);
    const asAdmin = await apiAs('admin@demo.local');
    const made = await asAdmin('service/time-off', { empId: technician.empId, type: 'Vacation', fromAt: from.toISOString(), toAt: new Date(from.getTime() + 8.5 * 3_600_000).toISOString(), note: `E2E ${run}` });
    expect(made.status).toBe(201);
    const request = JSON.parse(made.body) as TimeOffDetail;
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto(`/scheduletimeoff?from=${from.toISOString().slice(0, 10)}&to=${from.toISOString().slice(0, 10)}`);
    await page.getByRole('heading', { level: 1, name: 'Schedule Time Off' }).waitFor();
    await page.getByRole('grid', { name: 'Time off' }).getByText(technician.name).first().click();
    const dialog = page.getByRole('dialog', { name: `Vacation for ${technician.name}` });
    await dialog.getByRole('heading', { name: 'Scheduled jobs in this time' }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('heading', { name: 'Jobs to reassign' }).waitFor();
    const approved = await read<TimeOffDetail>(`service/time-off/${request.id}`);
    expect(approved).toMatchObject({ status: 'Approved', decidedBy: 'Sam Service' });
    for (const job of approved.conflicts) await dialog.getByRole('table', { name: 'Scheduled jobs to reassign' }).getByText(job.slsId!).first().waitFor();
  });
});
