import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, baseURL, launchBrowser, signedIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const branchButton = (page: Page, code: string) => page.getByRole('button', { name: /^Branch/ }).filter({ hasText: code });

/** The saved branch of an account, as the server answers it. */
async function savedBranch(email: string): Promise<unknown> {
  const login = await fetch(`${baseURL()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await login.json()) as { savedBranch: unknown }).savedBranch;
}

describe('the working branch in Chromium: one way to change it, always saved', () => {
  it('keeps the branch chosen with Proceed on a ?brnid= page for the next sign-in', async () => {
    const post = await apiAs('accounting@demo.local');
    expect((await post('user/preference', { key: 'branch', value: '101 - Norcross' })).status).toBe(200);
    const page = await signedIn(browser, 'accounting@demo.local');
    await branchButton(page, '101').waitFor();
    await page.goto('/gettingstarted?brnid=104');
    const question = page.getByRole('alertdialog', { name: 'Switch branch?' });
    await question.getByRole('button', { name: 'Proceed' }).click();
    await branchButton(page, '104').waitFor();
    await expect.poll(() => savedBranch('accounting@demo.local')).toBe('104 - Savannah');
    await page.context().close();

    const again = await signedIn(browser, 'accounting@demo.local');
    await branchButton(again, '104').waitFor();
    await again.context().close();
  });

  it('records the first page after sign-in with its branch', async () => {
    const page = await signedIn(browser, 'accounting@demo.local');
    const login = await fetch(`${baseURL()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
    });
    const admin = (await login.json()) as { token: string };
    const accountingId = await page.evaluate(() => Number(localStorage.getItem('id')));
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await expect
      .poll(async () => {
        const answer = await fetch(`${baseURL()}/api/user-logs?from=${today}&to=${today}&userId=${accountingId}`, {
          headers: { authorization: `Bearer ${admin.token}` },
        });
        const { rows } = (await answer.json()) as { rows: { branch: string | null }[] };
        return rows[0]?.branch;
      })
      .toBe('104 - Savannah');
    await page.context().close();
  });

  it("keeps 101 - Norcross after 'back to original user' for the next sign-in", async () => {
    const post = await apiAs('admin@demo.local');
    expect((await post('user/preference', { key: 'branch', value: '203 - Mobile' })).status).toBe(200);
    const page = await signedIn(browser, 'admin@demo.local');
    await branchButton(page, '203').waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Assume user' }).click();
    await page.getByRole('combobox', { name: 'User' }).fill('viewer@');
    await page.getByRole('option', { name: /viewer@demo\.local/ }).click();
    await page.getByRole('button', { name: 'Assume' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Back to original user' }).click();
    await branchButton(page, '101').waitFor();
    await expect.poll(() => savedBranch('admin@demo.local')).toBe('101 - Norcross');
    await page.context().close();
  });
});
