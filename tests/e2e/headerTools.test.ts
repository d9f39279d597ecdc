import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, setQuoteAcknowledged, signIn, signedIn as signedInAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const signedIn = (email: string, options: { keepQuote?: boolean } = {}) => signedInAs(browser, email, undefined, options);

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the header tools in Chromium', () => {
  it('changes the branch: stored, and the page reloads in it', async () => {
    const page = await signedIn('parts@demo.local');
    await page.getByRole('button', { name: /^Branch/ }).click();
    await page.getByRole('menuitemradio', { name: /201 - Birmingham/ }).or(page.getByRole('menuitem', { name: /201 - Birmingham/ })).click();
    await page.waitForFunction(() => localStorage.getItem('excede_branch_id') === '201 - Birmingham');
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: /^Branch/ }).filter({ hasText: '201' }).waitFor();
    await page.context().close();
  });

  it('refuses a light theme colour with the spec message and keeps the default', async () => {
    const page = await signedIn('viewer@demo.local');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await page.getByLabel('Custom colour').fill('#f0f0f0');
    await page.getByText('Light color is not allowed. Resetting to default.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme-bg'))).toBe('#119eaf');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await page.getByRole('radio', { name: /Navy/ }).or(page.getByRole('button', { name: /Navy/ })).first().click();
    await page.waitForFunction(() => localStorage.getItem('theme-bg') === '#1f3a68');
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem('theme-bg') === '#1f3a68');
    await page.context().close();
  });

  it('shows the quote of the day until acknowledged, then not again that day', async () => {
    // Other files sign this account in too (and acknowledge the quote): start its day over.
    await setQuoteAcknowledged('accounting@demo.local', 'never');
    const page = await signedIn('accounting@demo.local', { keepQuote: true });
    const quote = page.getByRole('dialog', { name: 'Quote of the day' });
    await quote.waitFor();
    await quote.getByRole('button', { name: 'Got it' }).click();
    await quote.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Open Issues' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await quote.count()).toBe(0);
    await page.context().close();
  });

  it('follows a quick link from a tab-separated clipboard to Parts Research', async () => {
    const page = await signedIn('parts@demo.local');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('1013\tPN-1001\r\n'));
    await page.getByRole('button', { name: 'Quick link' }).click();
    await page.waitForURL(/\/parts-research\?via=Quick(\+|%20)Link&SearchValue=PN-1001/);
    await page.getByRole('heading', { level: 1, name: 'Parts Research' }).waitFor();
    await page.context().close();
  });

  it('says when the clipboard is not an Excede object', async () => {
    const page = await signedIn('parts@demo.local');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('hello world'));
    await page.getByRole('button', { name: 'Quick link' }).click();
    await page.getByText('Clipboard isn’t a supported Excede object (yet).').waitFor();
    await page.context().close();
  });

  it('flags an error with a PNG', async () => {
    const page = await signedIn('parts@demo.local');
    await page.getByRole('button', { name: 'Flag an error' }).click();
    const dialog = page.getByRole('dialog', { name: /Flag an error/ });
    await dialog.getByLabel('Description').fill('The waiting list did not refresh after a pick.');
    await dialog.getByLabel('Priority').selectOption('High');
    await dialog.getByLabel('Category').selectOption('Bug');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your error has been successfully flagged. The concerned team will review it shortly.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('assumes the parts user from the account menu and comes back', async () => {
    const page = await signedIn('admin@demo.local');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Assume user' }).click();
    await page.waitForURL('**/assumeuser');
    await page.getByRole('combobox', { name: 'User' }).fill('parts@');
    await page.getByRole('option', { name: 'Pat Parts (parts@demo.local)' }).click();
    await page.getByRole('button', { name: 'Assume' }).click();
    await page.getByText('Welcome, Pat Parts', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Assume user' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Back to original user' }).click();
    await page.getByText('Welcome, Alex Admin', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('excede_branch_id'))).toBe('101 - Norcross');
    expect(await page.evaluate(() => localStorage.getItem('original_api_token'))).toBeNull();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Assume user' }).waitFor();
    await page.context().close();
  });

  it('answers /callback/microsoft on a server without the token flow with a message, and no failed request', async () => {
    const page = await signedIn('admin@demo.local');
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    await page.goto('/callback/microsoft?code=abc&state=def');
    await page.getByText('The Microsoft API token is not configured on this server.').waitFor();
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it('sets a landing page, and the next sign-in lands there', async () => {
    const page = await signedIn('accounting@demo.local');
    await page.goto('/ar/cashonhand');
    await page.getByRole('heading', { level: 1, name: 'Cash on Hand' }).waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Set as landing page' }).click();
    await page.getByText('Landing page has been updated.').waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Set as landing page' }).click();
    await page.getByText('This page is alredy set as landing page.').waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login?reason=signedout');
    await signIn(page, 'accounting@demo.local');
    await page.waitForURL('**/ar/cashonhand');
    // Back to the usual landing page, for the other tests on this database.
    await page.goto('/gettingstarted');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Set as landing page' }).click();
    await page.getByText('Landing page has been updated.').waitFor();
    await page.context().close();
  });
});
