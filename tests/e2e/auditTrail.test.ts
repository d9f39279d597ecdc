import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account', exact: true }).click();

/** Opens a page and sets it as the signed-in user's landing page: an audited change. */
async function setLandingPage(page: Page, path: string) {
  await page.goto(path);
  await accountMenu(page);
  await page.getByRole('menuitem', { name: 'Set as landing page' }).click();
  await page.getByText('Landing page has been updated.').waitFor();
}

/** Every /api/audit request the page makes, to show that those without the permission make none. */
function auditRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/audit')) urls.push(request.url());
  });
  return urls;
}

describe('the audit trail in Chromium', () => {
  it('an administrator working as the parts user is named with them on each entry of the Audit tab', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.local');
    await page.waitForURL('**/gettingstarted');
    await page.goto('/assumeuser');
    await page.getByRole('combobox', { name: 'User' }).fill('parts@');
    await page.getByRole('option', { name: 'Pat Parts (parts@demo.local)' }).click();
    await page.getByRole('button', { name: 'Assume' }).click();
    await page.getByText('Welcome, Pat Parts', { exact: false }).waitFor();
    // Two changes as Pat, the second putting back the landing page the other tests expect.
    await setLandingPage(page, '/displaytickets');
    await setLandingPage(page, '/gettingstarted');
    await accountMenu(page);
    await page.getByRole('menuitem', { name: 'Back to original user' }).click();
    await page.getByText('Welcome, Alex Admin', { exact: false }).waitFor();

    await page.goto('/user-logs');
    await page.getByRole('heading', { level: 1, name: 'User Logs' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.waitForURL('**/user-logs?tab=audit');
    await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
    // The page comes back for its new address with the chosen tab still focused.
    expect(await page.getByRole('tab', { name: 'Audit' }).evaluate((tab) => tab === document.activeElement)).toBe(true);

    const filtered = page.waitForResponse((r) => r.url().includes('/api/audit?') && r.url().includes('assumedUserId='));
    await page.getByRole('combobox', { name: 'Working as' }).selectOption({ label: 'Pat Parts' });
    expect((await filtered).status()).toBe(200);
    const grid = page.getByRole('grid', { name: 'Audit trail' });
    const latest = grid.locator('tbody tr', { hasText: 'user.landingPage' }).first();
    await latest.waitFor();
    const cells = await latest.getByRole('gridcell').allTextContents();
    expect(cells.slice(1, 4)).toEqual(['Alex Admin', 'Pat Parts', 'user.landingPage']);
    // Only entries done as Pat: each names both people.
    const rows = grid.locator('tbody tr[data-row-index]');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    for (const row of await rows.all()) expect((await row.getByRole('gridcell').allTextContents()).slice(1, 3)).toEqual(['Alex Admin', 'Pat Parts']);
    await expect(grid.locator('tbody tr', { hasText: 'user.assume.start' }).count()).resolves.toBeGreaterThan(0);

    await latest.click();
    const entry = page.getByRole('dialog', { name: /^Audit entry #\d+$/ });
    await entry.waitFor();
    expect(await entry.getByRole('row', { name: /^landingPage \(changed\)/ }).textContent()).toContain('/displaytickets/gettingstarted');
    expect(await entry.textContent()).toContain('Pat Parts');
    await page.keyboard.press('Escape');
    await entry.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the Audit tab is only there for those who may view the audit log', async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'admin@demo.local');
    await admin.waitForURL('**/gettingstarted');
    const token = (await admin.evaluate(() => localStorage.getItem('api_token')))!;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const permissions = ((await (await admin.request.get('/api/permission/list', auth)).json()) as { content: { id: number; name: string }[] }).content;
    const branches = ((await (await admin.request.get('/api/branch/list', auth)).json()) as { content: { id: number; label: string }[] }).content;
    const email = `e2e.logreader.${Date.now()}@demo.local`;
    const created = await admin.request.post('/api/users/create', {
      ...auth,
      data: {
        name: 'Lee Logreader',
        email,
        roleIds: [],
        permissionIds: [permissions.find((p) => p.name === 'can view user logs')!.id],
        branchIds: [branches.find((b) => b.label === '101 - Norcross')!.id],
        temporaryPassword: 'temporary-pass',
      },
    });
    expect(created.status()).toBe(201);
    await admin.context().close();

    // Parts may not open the user logs at all.
    const parts = await newPage(browser);
    const partsAsked = auditRequests(parts);
    await signIn(parts, 'parts@demo.local');
    await parts.waitForURL('**/gettingstarted');
    await parts.goto('/user-logs?tab=audit');
    await parts.waitForURL('**/pages/accessdenied**');
    expect(await parts.getByRole('tab', { name: 'Audit' }).count()).toBe(0);
    expect(partsAsked).toEqual([]);
    await parts.context().close();

    // Someone who may view the user logs but not the audit log gets the activity alone, even asked for the tab.
    const reader = await newPage(browser);
    const readerAsked = auditRequests(reader);
    await signIn(reader, email, 'temporary-pass');
    await reader.waitForURL('**/gettingstarted');
    await reader.goto('/user-logs?tab=audit');
    await reader.getByRole('heading', { level: 1, name: 'User Logs' }).waitFor();
    await reader.getByRole('grid', { name: 'User logs' }).waitFor();
    expect(await reader.getByRole('tablist').count()).toBe(0);
    expect(await reader.getByRole('tab', { name: 'Audit' }).count()).toBe(0);
    expect(readerAsked).toEqual([]);
    await reader.context().close();
  });
});
