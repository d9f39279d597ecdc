import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClock } from '../../../src/domain/format';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { instantOf } from '../../../src/domain/service/availability';
import type { BoardEntry, BoardJob, BoardTechnician } from '../../../src/domain/service/schedulerBoard';
import type { TimeOffDetail } from '../../../src/domain/service/timeOff';
import { callAs } from '../approvers';
import { baseURL, launchBrowser, signedIn, tokenOf } from '../browser';
import { importExcedeTables } from '../excede';
import { addHoliday, boardOf, castBoard, entryOf, nextWorkdays, removeHoliday, sendBack, type BoardCast } from './schedulerBoardSetup';

const run = Date.now().toString(36);
/** The day view's track: 07:00 AM to 03:30 PM in quarter hours. */
const SLOTS = 34;
/** Wide enough for the day's whole track beside the menu and the queue. */
const WIDE = { width: 1600, height: 900 };
const slotAt = (hhmm: string) => (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) - 7 * 60) / 15;

let browser: Browser;
let day: string;
let holidayDay: string;
let holidayId: number;
const holidayName = `Board e2e ${run}`;
let cast: BoardCast;
const placed: BoardEntry[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_employees', 'excede_repair_orders', 'excede_ro_jobs']);
  [day, holidayDay] = (await nextWorkdays(2)) as [string, string];
  holidayId = await addHoliday(holidayDay, holidayName);
  cast = await castBoard(day, 1);
}, 300_000);

afterAll(async () => {
  await sendBack(placed, day).catch(() => undefined);
  await removeHoliday(holidayId, holidayDay.slice(0, 4)).catch(() => undefined);
  await browser?.close();
});

async function openBoard(page: Page, onDay: string) {
  await page.goto('/servicescheduler');
  await page.getByRole('heading', { level: 1, name: 'Service Scheduler' }).waitFor();
  await showDay(page, onDay);
}

/** Types the day into the Day field and waits for that day's board (its queue may be empty). */
async function showDay(page: Page, onDay: string) {
  const read = page.waitForResponse((r) => r.url().includes('/api/service/scheduler?') && r.url().includes(`day=${onDay}`) && r.ok());
  await page.getByLabel('Day', { exact: true }).and(page.locator('input[type="date"]')).fill(onDay);
  await read;
  await page.getByRole('heading', { name: /^Unscheduled jobs/ }).waitFor();
}

const queued = (page: Page, job: BoardJob) => page.getByRole('list', { name: 'Unscheduled jobs' }).getByRole('button', { name: new RegExp(`^RO ${job.slsId} ${job.laborOp}`) }).first();
const blockOf = (page: Page, job: BoardJob) => page.getByRole('button', { name: new RegExp(`^RO ${job.slsId} ${job.laborOp} .*, .+, \\d\\d:\\d\\d [AP]M to \\d\\d:\\d\\d [AP]M$`) });
const blockAt = (page: Page, job: BoardJob, tech: BoardTechnician, from: string) =>
  page.getByRole('button', { name: new RegExp(`^RO ${job.slsId} ${job.laborOp} .*, ${tech.name}, ${from} to `) });

/** Presses on a queue job or a block and drops it on the technician's track at a time of the day (hh:mm). */
async function drag(page: Page, what: Locator, tech: BoardTechnician, at: string, grabbedAt?: string) {
  const track = (await page.locator(`[data-emp-id="${tech.empId}"]`).boundingBox())!;
  const box = (await what.boundingBox())!;
  // a block is held where its start is (so its start lands where it is dropped); a queue job anywhere
  const x0 = grabbedAt ? track.x + (slotAt(grabbedAt) / SLOTS) * track.width + 2 : box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0, y0 + 6, { steps: 3 });
  await page.mouse.move(track.x + (slotAt(at) / SLOTS) * track.width + (grabbedAt ? 2 : 0), track.y + track.height / 2, { steps: 12 });
  await page.mouse.up();
}


describe('/servicescheduler as service@demo.local', () => {
  it('refuses a booking on a company holiday with the holiday’s name', async () => {
    const { job, skilled } = cast;
    const page = await signedIn(browser, 'service@demo.local', WIDE);
    await openBoard(page, holidayDay);
    await page.locator(`[data-emp-id="${skilled[0]!.empId}"]`).getByText(holidayName).first().waitFor();
    await drag(page, queued(page, job), skilled[0]!, '09:00');
    await page.getByRole('alert').filter({ hasText: holidayName }).waitFor();
    await queued(page, job).waitFor();
    expect(await entryOf(holidayDay, job)).toBeUndefined();
    await page.context().close();
  });

  it('refuses a job to a technician who lacks the skill, with the reason, and places it on one who has it', async () => {
    const { job, lacking, skilled } = cast;
    const page = await signedIn(browser, 'service@demo.local', WIDE);
    await openBoard(page, day);

    await drag(page, queued(page, job), lacking, '08:00');
    await page.getByRole('alert').filter({ hasText: `${lacking.name} lacks` }).waitFor();
    await queued(page, job).waitFor();
    await expect.poll(() => blockOf(page, job).count()).toBe(0);

    await drag(page, queued(page, job), skilled[0]!, '08:00');
    await blockAt(page, job, skilled[0]!, formatClock('08:00')).waitFor();
    await expect.poll(async () => (await entryOf(day, job))?.empId).toBe(skilled[0]!.empId);
    const entry = (await entryOf(day, job))!;
    expect(entry.startAt).toBe(new Date(instantOf(day, '08:00')).toISOString());
    placed.push(entry);
    await page.reload();
    await showDay(page, day);
    await blockAt(page, job, skilled[0]!, formatClock('08:00')).waitFor();
    await page.context().close();
  });

  it('sends the job back to the queue, then makes the same placement from the keyboard alone', async () => {
    const { job, skilled } = cast;
    const tech = skilled[0]!;
    const page = await signedIn(browser, 'service@demo.local', WIDE);
    await openBoard(page, day);
    await page.getByRole('button', { name: `Actions for RO ${job.slsId} ${job.laborOp}` }).click();
    await page.getByRole('menuitem', { name: 'Send back to queue' }).click();
    await queued(page, job).waitFor();
    expect(await entryOf(day, job)).toBeUndefined();

    await queued(page, job).focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: `RO ${job.slsId} ${job.laborOp}` });
    await status.filter({ hasText: 'Picked up' }).waitFor();
    // it starts on the first row at 07:00 AM: down the rows to the technician, then an hour later
    const row = (await boardOf(day)).technicians.findIndex((t) => t.empId === tech.empId);
    for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await status.filter({ hasText: `${tech.name}, ${formatClock('08:00')} to ` }).waitFor();
    await page.keyboard.press('Enter');
    await blockAt(page, job, tech, formatClock('08:00')).waitFor();
    await expect.poll(async () => (await entryOf(day, job))?.empId).toBe(tech.empId);
    const entry = (await entryOf(day, job))!;
    expect(entry.startAt).toBe(new Date(instantOf(day, '08:00')).toISOString());
    placed.push(entry);
    await page.context().close();
  });

  it('two dispatchers move the same job: the second is told of the conflict and sees the first’s move; an open board follows live', async () => {
    const { job, skilled } = cast;
    const tech = skilled[0]!;
    const first = await signedIn(browser, 'service@demo.local', WIDE);
    const second = await signedIn(browser, 'service@demo.local', WIDE);
    // the second board hears nothing of the first's move until it moves the job itself
    await second.route('**/api/service/scheduler/live**', (route) => route.abort());
    await openBoard(first, day);
    await openBoard(second, day);
    await blockAt(second, job, tech, formatClock('08:00')).waitFor();

    await drag(first, blockAt(first, job, tech, formatClock('08:00')), tech, '09:00', '08:00');
    await blockAt(first, job, tech, formatClock('09:00')).waitFor();
    await expect.poll(async () => (await entryOf(day, job))?.startAt).toBe(new Date(instantOf(day, '09:00')).toISOString());

    await drag(second, blockAt(second, job, tech, formatClock('08:00')), tech, '10:00', '08:00');
    await second.getByRole('alert').filter({ hasText: RECORD_CHANGED_MESSAGE }).waitFor();
    await blockAt(second, job, tech, formatClock('09:00')).waitFor();
    expect((await entryOf(day, job))?.startAt).toBe(new Date(instantOf(day, '09:00')).toISOString());

    // the second board is up to date now: its move lands, and the first board shows it without a reload
    await drag(second, blockAt(second, job, tech, formatClock('09:00')), tech, '10:00', '09:00');
    await blockAt(second, job, tech, formatClock('10:00')).waitFor();
    await blockAt(first, job, tech, formatClock('10:00')).waitFor();
    await first.context().close();
    await second.context().close();
  });

  it('scrolls a schedule too narrow for the day while a block is held at its edge, so the afternoon is reachable', async () => {
    const { job, skilled } = cast;
    const tech = skilled[0]!;
    const page = await signedIn(browser, 'service@demo.local', { width: 1280, height: 800 });
    await openBoard(page, day);
    const schedule = page.locator('[data-board-scroller]');
    const edge = (await schedule.boundingBox())!;
    await blockAt(page, job, tech, formatClock('10:00')).scrollIntoViewIfNeeded();
    expect(await schedule.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    const block = (await blockAt(page, job, tech, formatClock('10:00')).boundingBox())!;
    await page.mouse.move(block.x + 4, block.y + block.height / 2);
    await page.mouse.down();
    await page.mouse.move(block.x + 4, block.y + block.height / 2 + 6, { steps: 3 });
    await page.mouse.move(edge.x + edge.width - 4, block.y + block.height / 2, { steps: 8 });
    // the pointer rests at the edge: the schedule scrolls on by itself until the end of the day is in view
    await expect.poll(() => schedule.evaluate((e) => e.scrollLeft + e.clientWidth >= e.scrollWidth - 1), { timeout: 15_000 }).toBe(true);
    const track = (await page.locator(`[data-emp-id="${tech.empId}"]`).boundingBox())!;
    await page.mouse.move(track.x + (slotAt('13:00') / SLOTS) * track.width + 2, track.y + track.height / 2, { steps: 6 });
    await page.mouse.up();
    await blockAt(page, job, tech, formatClock('13:00')).waitFor();
    await expect.poll(async () => (await entryOf(day, job))?.startAt).toBe(new Date(instantOf(day, '13:00')).toISOString());
    await page.context().close();
  });

  it('approves time off over a booked job and is shown the job to reassign', async () => {
    const { job, skilled } = cast;
    const tech = skilled[0]!;
    const entry = (await entryOf(day, job))!;
    const made = await callAs('admin@demo.local', 'service/time-off', { json: { empId: tech.empId, type: 'Training', fromAt: entry.startAt, toAt: entry.endAt, note: `Board e2e ${run}` } });
    expect(made.status).toBe(201);
    const request = made.body as unknown as TimeOffDetail;
    const page = await signedIn(browser, 'service@demo.local', WIDE);
    await page.goto(`/scheduletimeoff?from=${day}&to=${day}`);
    await page.getByRole('grid', { name: 'Time off' }).getByText(tech.name).first().click();
    const dialog = page.getByRole('dialog', { name: `Training for ${tech.name}` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('table', { name: 'Scheduled jobs to reassign' }).getByText(job.slsId).first().waitFor();
    expect((await callAs('service@demo.local', `service/time-off/${request.id}`)).body).toMatchObject({ status: 'Approved' });
    await page.context().close();
  });

  it('switches to bays, moves a block to another bay, and finds it kept there after a reload', async () => {
    // Two bays of the run, in a template of Norcross that is set inactive again at the end.
    const bays = [`E${run.slice(-5)}A`.toUpperCase(), `E${run.slice(-5)}B`.toUpperCase()] as const;
    const template = { brnId: '101', name: `Bays e2e ${run}`, weekdays: [1, 2, 3, 4, 5], shiftStart: '07:00', shiftEnd: '15:30', bays: [...bays] };
    const made = await callAs('service@demo.local', 'service/scheduler-templates', { json: template });
    expect(made.status).toBe(201);
    const shop = await callAs('service@demo.local', 'service/scheduler/entries', {
      json: { brnId: '101', job: null, scheduleType: 'SHOP', empId: null, bay: bays[0], startAt: new Date(instantOf(day, '13:00')).toISOString(), endAt: new Date(instantOf(day, '14:00')).toISOString() },
    });
    expect(shop.status).toBe(201);
    placed.push(shop.body as unknown as BoardEntry);
    try {
      const page = await signedIn(browser, 'service@demo.local', WIDE);
      await openBoard(page, day);
      await page.getByRole('radiogroup', { name: 'Rows' }).getByText('Bays', { exact: true }).click();
      await page.waitForURL('**/servicescheduler?rows=bays');
      const block = page.locator(`[data-bay="${bays[0]}"]`).getByRole('button', { name: `Shop time, No technician, ${formatClock('13:00')} to ${formatClock('14:00')}` });
      await block.waitFor();
      const target = (await page.locator(`[data-bay="${bays[1]}"]`).boundingBox())!;
      const box = (await block.boundingBox())!;
      await page.mouse.move(box.x + 4, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 4, box.y + box.height / 2 + 6, { steps: 3 });
      await page.mouse.move(box.x + 4, target.y + target.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect.poll(async () => (await boardOf(day)).entries.find((e) => e.id === shop.body.id)?.bay).toBe(bays[1]);

      await page.reload();
      await showDay(page, day);
      await expect.poll(() => page.getByRole('radio', { name: 'Bays' }).isChecked()).toBe(true);
      await page.locator(`[data-bay="${bays[1]}"]`).getByRole('button', { name: `Shop time, No technician, ${formatClock('13:00')} to ${formatClock('14:00')}` }).waitFor();
      await page.context().close();
    } finally {
      await callAs('service@demo.local', `service/scheduler-templates/${made.body.id}`, { method: 'PUT', json: { ...template, active: false, version: made.body.version } });
    }
  });

  it('shows service@ Norcross only, and refuses the viewer the screen and the API', async () => {
    expect((await boardOf(day)).brnId).toBe('101');
    expect((await callAs('service@demo.local', `service/scheduler?brnId=102&view=day&day=${day}`)).status).toBe(403);
    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto('/servicescheduler');
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();
    const answer = await fetch(`${baseURL()}/api/service/scheduler?brnId=101&view=day&day=${day}`, { headers: { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` } });
    expect(answer.status).toBe(403);
  });
});
