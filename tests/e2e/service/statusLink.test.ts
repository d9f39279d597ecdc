import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDay } from '../../../src/domain/businessDays';
import type { SchedulerBoard } from '../../../src/domain/service/schedulerBoard';
import type { StatusLinkCreated } from '../../../src/domain/service/statusLinks';
import { callAs } from '../approvers';
import { launchBrowser, newPage, readApiAs } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The page reads the RO, its unit, jobs and punches: Excede's, which the e2e server imports on no schedule.
  await importExcedeTables(['excede_customers', 'excede_units', 'excede_repair_orders', 'excede_ro_jobs', 'excede_tech_time']);
}, 300_000);
afterAll(() => browser?.close());

/** An open repair order of Norcross, as service staff find one: a job of it waiting on the scheduler board's queue. */
async function openRoOfNorcross(): Promise<string> {
  const read = await readApiAs('service@demo.local');
  const board = await read<SchedulerBoard>(`service/scheduler?brnId=101&view=week&day=${newYorkDay(new Date())}`);
  const job = board.queue.map((key) => board.jobs[key]!)[0];
  if (!job) throw new Error('no open repair order of Norcross on the scheduler board');
  return job.slsId;
}

describe('a repair status link', () => {
  it('made by service@demo.local for an open RO of Norcross opens signed out on a phone: the timeline and the unit by the last 6 of its VIN', async () => {
    const slsId = await openRoOfNorcross();
    const made = await callAs('service@demo.local', 'service/status-links', { json: { slsId } });
    expect(made.status).toBe(201);
    const { url } = made.body as unknown as StatusLinkCreated;
    const note = await callAs('service@demo.local', 'service/status-links/notes', { json: { slsId, text: `Checked over on ${newYorkDay(new Date())}: all good so far.` } });
    expect(note.status).toBe(201);

    const phone = await newPage(browser, { width: 360, height: 740 });
    await phone.goto(new URL(url).pathname);
    await phone.getByRole('heading', { name: 'Progress' }).waitFor();
    const timeline = phone.locator('ol');
    expect(await timeline.getByRole('listitem').count()).toBe(7);
    expect(await timeline.textContent()).toMatch(/Checked in.*Diagnosing.*Awaiting approval.*Awaiting parts.*In repair.*Final check.*Ready/);
    expect(await phone.getByText(/VIN …[A-HJ-NPR-Z0-9]{6}$/).count()).toBe(1);
    expect(await phone.getByText(/\(now\)|Ready for pickup/).count()).toBeGreaterThan(0);
    await phone.getByText('all good so far.', { exact: false }).waitFor();
    // Nothing of an account: no shell, no sign-in asked for, nothing in storage.
    expect(new URL(phone.url()).pathname).toBe(new URL(url).pathname);
    expect(await phone.getByRole('button', { name: 'Account', exact: true }).count()).toBe(0);
    expect(await phone.evaluate(() => localStorage.length)).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.context().close();
  });

  it('a made-up token shows the neutral not-found page', async () => {
    const phone = await newPage(browser, { width: 360, height: 740 });
    await phone.goto('/customermobile/made-up-token-0000000000000000');
    await phone.getByRole('heading', { name: 'Link not valid' }).waitFor();
    expect(await phone.getByRole('list').count()).toBe(0);
    await phone.context().close();
  });
});
