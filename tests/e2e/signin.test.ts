import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sign-in in Chromium against npm start', () => {
  it.each(['admin@demo.local', 'parts@demo.local', 'accounting@demo.local', 'viewer@demo.local'])(
    '%s signs in, stays signed in across a reload, signs out, and the token is refused afterwards',
    async (email) => {
      const page = await newPage(browser);
      await signIn(page, email);
      await page.waitForURL('**/gettingstarted');
      await page.getByRole('heading', { level: 1, name: 'My Open Issues' }).waitFor();
      const token = await page.evaluate(() => localStorage.getItem('api_token'));
      expect(token).toBeTruthy();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'My Open Issues' }).waitFor();
      expect(page.url()).toMatch(/\/gettingstarted$/);

      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL('**/login?reason=signedout');
      expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
      const refused = await fetch(`${baseURL()}/api/user/refresh`, { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status).toBe(401);
      await page.context().close();
    },
  );

  it('shows one message for wrong credentials', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.local', 'wrong-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('The email or password is not correct.');
    await page.context().close();
  });

  it('signs in with one click on /logindemo', async () => {
    const page = await newPage(browser);
    await page.goto('/logindemo');
    await page.getByRole('button', { name: 'Sign in as Pat Parts' }).click();
    await page.waitForURL('**/gettingstarted');
    await page.getByText('Welcome, Pat Parts', { exact: false }).waitFor();
    await page.context().close();
  });

  it('sends a signed-out deep link to /login and back after signing in', async () => {
    const page = await newPage(browser);
    await page.goto('/gettingstarted');
    await page.waitForURL(/\/login\?next=%2Fgettingstarted/);
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/gettingstarted');
    await page.context().close();
  });
});
