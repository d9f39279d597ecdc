import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, signedIn, signIn, tokenOf } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Opens the account menu's Profile: the signed-in user's own /profile. */
async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
}

/** A session of its own, through the API. */
async function saveName(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByText('Your name has been saved.').waitFor();
}

describe('each user\'s own profile in Chromium', () => {
  it('a user without any permission opens Profile from the account menu, renames themself and uploads a picture', async () => {
    const stamp = Date.now();
    const page = await signedIn(browser, 'viewer@demo.local');
    await openProfile(page);
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText('viewer@demo.local').waitFor();
    await account.getByText('101 - Norcross').waitFor();
    const original = await page.getByRole('textbox', { name: 'Name' }).inputValue();

    const renamed = `Vic Renamed ${stamp}`;
    await saveName(page, renamed);
    // The header's account menu carries the new name at once, and the next page greets it.
    await page.locator(`[title="${renamed}"]`).getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.goto('/gettingstarted');
    await page.getByText(`Welcome, ${renamed}`, { exact: false }).waitFor();

    await openProfile(page);
    await page.getByText('No profile image yet.').or(page.getByRole('img', { name: `Profile image of ${renamed}` })).first().waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('The profile image has been updated.').first().waitFor();
    const image = page.getByRole('img', { name: `Profile image of ${renamed}` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // The e2e database is shared: the viewer gets their name back.
    await saveName(page, original);
    await page.context().close();
  });

  it('a user changes their password: other sessions end, this one stays, and the next sign-in needs the new one', async () => {
    const stamp = Date.now();
    const email = `e2e.own.profile.${stamp}@demo.local`;
    const admin = await tokenOf('admin@demo.local', 'demo1234');
    const auth = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const branches = ((await (await fetch(`${baseURL()}/api/branch/list`, { headers: auth })).json()) as { content: { id: number; label: string }[] }).content;
    // An account of this test alone (the other files sign in as the demo accounts with demo1234), in one branch.
    const created = await fetch(`${baseURL()}/api/users/create`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: `Owen Own ${stamp}`, email, temporaryPassword: 'temporary-pass', branchIds: [branches.find((b) => b.label === '101 - Norcross')!.id] }),
    });
    expect(created.status).toBe(201);
    const otherToken = await tokenOf(email, 'temporary-pass');
    // Its working branch is chosen already, so no 'Branch Required' question stands in the way.
    const branch = await fetch(`${baseURL()}/api/user/preference`, {
      method: 'POST',
      headers: { authorization: `Bearer ${otherToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'branch', value: '101 - Norcross' }),
    });
    expect(branch.status).toBe(200);

    const page = await newPage(browser);
    await signIn(page, email, 'temporary-pass');
    await page.waitForURL('**/gettingstarted');
    await openProfile(page);

    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
    await page.getByLabel('Repeat the new password').fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct.').waitFor();
    expect(await page.getByLabel('Current password', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByLabel('Current password', { exact: true }).fill('temporary-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    expect(await page.getByLabel('Current password', { exact: true }).inputValue()).toBe('');

    // The other session knew the old password: it has ended. This one goes on.
    const refreshed = await fetch(`${baseURL()}/api/user/refresh`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(refreshed.status).toBe(401);
    await page.goto('/gettingstarted');
    await page.getByRole('heading', { level: 1, name: 'My Open Issues' }).waitFor();

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login?reason=signedout');
    await signIn(page, email, 'temporary-pass');
    await page.getByText('The email or password is not correct.').waitFor();
    await signIn(page, email, 'a-brand-new-pass');
    await page.waitForURL('**/gettingstarted');
    await page.getByRole('heading', { level: 1, name: 'My Open Issues' }).waitFor();
    await page.context().close();
  });
});
