import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { formatPercent } from '../../../src/domain/format';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { ThroughputReport, ThroughputRoRow } from '../../../src/domain/service/throughputReport';
import { baseURL, launchBrowser, readApiAs, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;
const to = newYorkDay(new Date());
const from = addDays(to, -83);
const PERIOD = `from=${from}&to=${to}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_employees', 'excede_customers', 'excede_units', 'excede_repair_orders', 'excede_ro_jobs', 'excede_ro_lines', 'excede_tech_time']);
}, 300_000);
afterAll(() => browser?.close());

describe('/service-throughput as service@demo.local', () => {
  it('shows Norcross’s figures as the API gives them, and a figure drills to its ROs and on to the customer', async () => {
    const read = await readApiAs('service@demo.local');
    const report = await read<ThroughputReport>(`service/throughput/101?${PERIOD}&roType=all`);
    const invoiced = await read<ListAnswer<ThroughputRoRow>>(`service/throughput/ros?drill=invoiced&brnId=101&${PERIOD}&sort=openedAt`);
    expect(report.figures.invoicedRos).toBe(invoiced.total);
    expect(invoiced.total).toBeGreaterThan(0);
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto(`/service-throughput/101?brnId=101&${PERIOD}`);
    await page.getByRole('heading', { level: 1, name: 'Service Throughput: Branch 101' }).waitFor();
    await page.getByRole('group', { name: 'Efficiency' }).getByText(formatPercent(report.figures.efficiency! * 100), { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Productivity' }).getByText(formatPercent(report.figures.productivity! * 100), { exact: true }).waitFor();
    const techs = page.getByRole('grid', { name: 'Throughput by technician' });
    for (const t of report.technicians!.slice(0, 3)) await techs.getByText(t.name).first().waitFor();

    await page.getByRole('button', { name: 'ROs invoiced in the period' }).click();
    const ros = page.getByRole('grid', { name: 'ROs invoiced in the period' });
    const first = invoiced.rows[0]!;
    await ros.getByText(first.slsId, { exact: true }).waitFor();
    await ros.getByRole('link', { name: `${first.customer}: customer history` }).first().click();
    await page.waitForURL(new RegExp(`/customer-history\\?cusId=${first.cusId}`));
    await page.context().close();
  });

  it('refuses Forest Park (102), which service@demo.local does not hold', async () => {
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto(`/service-throughput/102?${PERIOD}`);
    await page.getByRole('alert').getByText('You do not have access to branch 102.').waitFor();
    await page.context().close();
  });

  it('refuses the viewer on the screen and the API', async () => {
    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto('/service-throughput');
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();
    const headers = { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` };
    for (const path of [`service/throughput?${PERIOD}`, `service/throughput/101?${PERIOD}`, 'service/throughput/ros?drill=open']) {
      expect((await fetch(`${baseURL()}/api/${path}`, { headers })).status, path).toBe(403);
    }
  });
});
