import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const menuHrefs = (page: Page) =>
  page.locator('nav[aria-label="Main menu"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const menuGroups = (page: Page) =>
  page.locator('nav[aria-label="Main menu"] h2 button').evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));

describe('users and roles in Chromium', () => {
  it('a new role with two permissions, a user holding it sees exactly those entries, and deactivation ends their session', async () => {
    const stamp = Date.now();
    const roleName = `E2E bins ${stamp}`;
    const email = `e2e.user.${stamp}@demo.local`;
    const admin = await newPage(browser);
    await signIn(admin, 'admin@demo.local');
    await admin.waitForURL('**/gettingstarted');

    await admin.goto('/roles/create');
    await admin.getByRole('textbox', { name: 'Role name' }).fill(roleName);
    await admin.getByRole('checkbox', { name: 'can view waiting list' }).check({ force: true });
    await admin.getByRole('checkbox', { name: 'can view bin verification' }).check({ force: true });
    await admin.getByRole('button', { name: 'Create role' }).click();
    await admin.waitForURL(/\/roles$/);
    await admin.getByRole('grid', { name: 'Roles' }).getByText(roleName).waitFor();

    await admin.goto('/users/create');
    await admin.getByRole('textbox', { name: 'Name' }).fill('Erin Endtoend');
    await admin.getByRole('textbox', { name: 'Email' }).fill(email);
    await admin.getByLabel('Temporary password').fill('temporary-pass');
    await admin.getByRole('checkbox', { name: roleName }).check({ force: true });
    await admin.getByRole('checkbox', { name: '101 - Norcross' }).check({ force: true });
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.waitForURL(/\/users$/);

    const user = await newPage(browser);
    await signIn(user, email, 'temporary-pass');
    await user.waitForURL('**/gettingstarted');
    await user.getByRole('heading', { level: 1, name: 'My Open Issues' }).waitFor();
    expect(await menuGroups(user)).toEqual(['Home', 'Parts', 'Administration']);
    expect((await menuHrefs(user)).sort()).toEqual(
      ['/gettingstarted', '/flowiq', '/customdashboard', '/displaytickets', '/binverification', '/suggestions'].sort(),
    );

    // The administrator deactivates the user: their very next navigation is refused.
    await admin.getByRole('searchbox', { name: 'Search' }).fill(email);
    await admin.getByRole('grid', { name: 'Users' }).getByText(email).click();
    await admin.waitForURL(/\/users\/edit\/\d+$/);
    await admin.getByRole('switch', { name: 'Active' }).click({ force: true });
    await admin.getByText('ends every session of this user at once').waitFor();
    await admin.getByRole('button', { name: 'Save user' }).click();
    await admin.waitForURL(/\/users$/);

    await user.goto('/displaytickets');
    await user.waitForURL(/\/login/, { timeout: 15_000 });
    expect(await user.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
    await admin.context().close();
    await user.context().close();
  });

  it('an administrator assumes the parts user and sees the parts menu', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.local');
    await page.waitForURL('**/gettingstarted');
    const originalToken = await page.evaluate(() => localStorage.getItem('api_token'));
    await page.goto('/assumeuser');
    await page.getByRole('combobox', { name: 'User' }).fill('parts@');
    await page.getByRole('option', { name: 'Pat Parts (parts@demo.local)' }).click();
    await page.getByRole('button', { name: 'Assume' }).click();
    await page.waitForURL('**/gettingstarted');
    await page.getByText('Welcome, Pat Parts', { exact: false }).waitFor();
    expect(await menuGroups(page)).toEqual(expect.arrayContaining(['Home', 'Parts']));
    expect(await menuGroups(page)).not.toContain('Users');
    expect(await menuHrefs(page)).toContain('/displaytickets');
    expect(await page.evaluate(() => localStorage.getItem('original_api_token'))).toBe(originalToken);
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).not.toBe(originalToken);
    await page.context().close();
  });
});
