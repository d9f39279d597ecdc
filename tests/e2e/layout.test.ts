import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, signedIn } from './browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedIn(browser, 'admin@demo.local', { width: 1400, height: 900 });
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The box of an element's card body: the nearest section (a Card) it sits in. */
const cardOf = (locator: Locator) => locator.locator('xpath=ancestor::section[1]');

describe('layout at 1400 px as the administrator', () => {
  it.each(['/users', '/flagerror/list', '/usermanagement', '/newfeatures', '/createduser'])('%s: the grid fits, every column in view', async (path) => {
    await page.goto(path);
    const grid = page.getByRole('grid').first();
    await grid.locator('tbody tr').first().waitFor();
    const overflow = await grid.evaluate((table) => {
      let scroller: HTMLElement | null = table as HTMLElement;
      while (scroller && getComputedStyle(scroller).overflowX !== 'auto') scroller = scroller.parentElement;
      return scroller ? scroller.scrollWidth - scroller.clientWidth : -1;
    });
    expect(overflow).toBe(0);
  });

  it('/assumeuser: the Assume button sits level with the user field', async () => {
    await page.goto('/assumeuser');
    const field = page.getByRole('combobox', { name: 'User' });
    const button = page.getByRole('button', { name: 'Assume' });
    await field.waitFor();
    expect(Math.abs((await box(field)).y + (await box(field)).height - ((await box(button)).y + (await box(button)).height))).toBeLessThanOrEqual(2);
  });

  it('/permissions-sharing and the user profile: the grid and the drop zone reach their card’s edge', async () => {
    await page.goto('/permissions-sharing');
    const grid = page.getByRole('grid', { name: 'Target users' });
    await grid.locator('tbody tr').first().waitFor();
    const card = await box(cardOf(grid));
    const gridBox = await box(grid);
    expect(card.x + card.width - (gridBox.x + gridBox.width)).toBeLessThanOrEqual(24);

    await page.goto('/users/userprofile/1');
    const zone = page.getByRole('group', { name: 'New profile image' });
    await zone.waitFor();
    const zoneBox = await box(zone);
    const profileCard = await box(cardOf(zone));
    expect(profileCard.x + profileCard.width - (zoneBox.x + zoneBox.width)).toBeLessThanOrEqual(24);
  });
});
