import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newYorkDay } from '../../../src/domain/businessDays';
import { formatDateTime } from '../../../src/domain/format';
import { SLOT_TAKEN_MESSAGE } from '../../../src/domain/service/fordBooking';
import { vinCheckDigit } from '../../../src/domain/vin';
import { baseURL, launchBrowser, newPage, readApiAs, signedIn, tokenOf } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DRAFT_VIN = '1FTBW3XM0HKA12345';
const GOOD_VIN = `${DRAFT_VIN.slice(0, 8)}${vinCheckDigit(DRAFT_VIN)}${DRAFT_VIN.slice(9)}`;
const BAD_VIN = `${GOOD_VIN.slice(0, 8)}${GOOD_VIN[8] === '1' ? '2' : '1'}${GOOD_VIN.slice(9)}`;

/** A phone's form at Forest Park's Express lane, with the time picked and the customer's fields filled. */
async function filledForm(slot: string, phone: string, vin = GOOD_VIN): Promise<Page> {
  const page = await newPage(browser, { width: 390, height: 844 });
  await page.goto('/fordservicescheduler');
  await page.getByRole('heading', { name: 'Book Ford commercial service' }).waitFor();
  await page.getByLabel('Branch').selectOption({ label: 'Forest Park' });
  const day = newYorkDay(slot);
  const label = `${new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))} ${day.slice(5, 7)}/${day.slice(8, 10)}`;
  await page.getByRole('group', { name: 'Day' }).getByRole('button', { name: label }).click();
  await page.getByRole('radio', { name: formatDateTime(slot).slice(11) }).click();
  await page.getByLabel('Company').fill('Ruiz Courier');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Email').fill('dispatch@ruizcourier.example');
  await page.getByLabel('VIN').fill(vin);
  await page.getByRole('checkbox', { name: 'PM' }).check();
  return page;
}

describe('Ford service booking in Chromium, signed out', () => {
  it('gives the last Express time of a day to one of two customers booking at once; the other is told it was just taken', async () => {
    const answer = await fetch(`${baseURL()}/api/public/ford/slots?brnId=102&lane=Express&from=${newYorkDay(Date.now())}`);
    const { slots } = (await answer.json()) as { slots: string[] };
    const day = newYorkDay(slots[0]!);
    const last = slots.filter((s) => newYorkDay(s) === day).at(-1)!;
    const stamp = String(Date.now()).slice(-4);
    const pages = await Promise.all([filledForm(last, `770-555-${stamp}`), filledForm(last, `404-555-${stamp}`)]);
    await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Request this time' }).click()));
    const outcomes = await Promise.all(
      pages.map((p) =>
        Promise.race([
          p.getByRole('heading', { name: 'Request received' }).waitFor().then(() => 'taken'),
          p.getByText(SLOT_TAKEN_MESSAGE).waitFor().then(() => 'refused'),
        ]),
      ),
    );
    expect(outcomes.sort()).toEqual(['refused', 'taken']);
    const winner = pages[outcomes.indexOf('taken')]!;
    expect(await winner.getByText(/^F[A-Z2-9]{7}$/).textContent()).toMatch(/^F[A-Z2-9]{7}$/);
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it('refuses a VIN whose check digit is wrong', async () => {
    const answer = await fetch(`${baseURL()}/api/public/ford/slots?brnId=102&lane=Express&from=${newYorkDay(Date.now())}`);
    const { slots } = (await answer.json()) as { slots: string[] };
    const page = await filledForm(slots[0]!, '678-555-0199', BAD_VIN);
    await page.getByRole('button', { name: 'Request this time' }).click();
    await page.getByText('That VIN does not check out: look at it again.').waitFor();
    expect(await page.getByRole('heading', { name: 'Request received' }).count()).toBe(0);
    await page.context().close();
  });

  it('service@ books a truck at the drive on a tablet, Confirmed in the book; the viewer is refused the screen and the API', async () => {
    const open = await fetch(`${baseURL()}/api/public/ford/slots?brnId=101&lane=Medium-duty&from=${newYorkDay(Date.now())}`);
    const day = newYorkDay(((await open.json()) as { slots: string[] }).slots[0]!);
    const page = await signedIn(browser, 'service@demo.local', { width: 820, height: 1180 });
    await page.goto('/serviceSchedulerFord/create');
    await page.getByRole('heading', { name: 'New Ford appointment' }).waitFor();
    expect(await page.getByLabel('Branch').locator('option').allTextContents()).toEqual(['Norcross']);
    await page.getByRole('group', { name: 'Lane' }).getByRole('button', { name: 'Medium-duty' }).click();
    await page.getByRole('radiogroup').getByRole('radio').first().click();
    await page.getByLabel('Name').fill('Walk-in driver');
    await page.getByLabel('Phone').fill('770-555-0188');
    await page.getByLabel('Email').fill('fleet@gwinnetttowing.example');
    await page.getByLabel('Year').fill('2020');
    await page.getByLabel('Model').fill('F-750');
    await page.getByRole('checkbox', { name: 'Brakes' }).check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByRole('heading', { name: 'Appointment booked' }).waitFor();
    const confirmation = (await page.getByText(/^F[A-Z2-9]{7}$/).textContent())!;
    await page.context().close();

    const read = await readApiAs('service@demo.local');
    const { bookings } = await read<{ bookings: { confirmation: string; status: string; source: string; lane: string }[] }>(`service/ford-bookings?brnId=101&day=${day}`);
    expect(bookings.find((b) => b.confirmation === confirmation)).toMatchObject({ status: 'Confirmed', source: 'Staff', lane: 'Medium-duty' });

    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto('/serviceSchedulerFord/create');
    expect(await viewer.getByRole('heading', { name: 'New Ford appointment' }).count()).toBe(0);
    const refused = await fetch(`${baseURL()}/api/service/ford-bookings?brnId=101&day=${day}`, { headers: { authorization: `Bearer ${await tokenOf('viewer@demo.local')}` } });
    expect(refused.status).toBe(403);
    await viewer.context().close();
  });
});
