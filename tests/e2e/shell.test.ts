import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, setQuoteAcknowledged, signedIn as signedInAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const signedIn = (email: string, viewport?: { width: number; height: number }) => signedInAs(browser, email, viewport);

const menuGroups = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('heading', { level: 2 }).allTextContents();

describe('the shell and the guard in Chromium', () => {
  it('shows the parts account only its groups and denies it Cash Clearing', async () => {
    const page = await signedIn('parts@demo.local');
    expect(await menuGroups(page)).toEqual(['Home', 'Parts', 'Parts › Reports', 'Administration']);
    await page.goto('/ar/cashclearing');
    await page.waitForURL(/\/pages\/accessdenied\?from=%2Far%2Fcashclearing/);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await page.getByText("open 'Cash Clearing'").count()).toBe(1);
    await page.getByRole('link', { name: 'Go to My Open Issues' }).click();
    await page.waitForURL('**/gettingstarted');
    await page.context().close();
  });

  it('gives pages without the shell the content margins', async () => {
    const page = await newPage(browser);
    for (const path of ['/pages/404', '/healthcheck', '/tickets/101']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const box = (await heading.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(24);
      expect(box.y, path).toBeGreaterThanOrEqual(24);
    }
    await page.context().close();
  });

  it('sends a signed-out deep link to /login and, after signing in as admin, back to it', async () => {
    const page = await newPage(browser);
    await page.goto('/ar/cashclearing?brnid=101');
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/ar/cashclearing?brnid=101');
    await page.getByRole('heading', { level: 1, name: 'Cash Clearing' }).waitFor();
    await page.context().close();
  });

  it('titles and breadcrumbs read right on routes with params and query values', async () => {
    const page = await signedIn('admin@demo.local');
    const cases: [string, string, string[]][] = [
      ['/ar/cashclearing/detail?xref=CC-1042', 'Cash Clearing Detail CC-1042', ['Home', 'Accounting', 'Cash Clearing', 'Cash Clearing Detail CC-1042']],
      ['/roles/edit/1', 'Edit Role: Administrator', ['Home', 'Users', 'Roles', 'Edit Role: Administrator']],
      ['/users/userprofile/1', 'User Profile: Alex Admin', ['Home', 'Users', 'User Profile: Alex Admin']],
      ['/cycleAuditDrill/101/7/2026-11-01/false/bin', 'Cycle Audit Drill: Branch 101, Cycle 7', ['Home', 'Parts › Reports', 'Cycle Audit Report', 'Cycle Audit Drill: Branch 101, Cycle 7']],
      ['/service-throughput/104', 'Service Throughput: Branch 104', ['Home', 'Service', 'Service Throughput', 'Service Throughput: Branch 104']],
      ['/marketreport/Social%20Media', 'Market Report: Social Media', ['Home', 'Marketing', 'Market Reports', 'Market Report: Social Media']],
      ['/ar/unreconcileddays/3/details', 'Unreconciled Days Details', ['Home', 'Accounting', 'Cash Clearing', 'Unreconciled Days 3', 'Unreconciled Days Details']],
    ];
    for (const [path, title, crumbs] of cases) {
      await page.goto(path);
      await page.waitForFunction((t) => document.title === t, `${title} | Staff Portal`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
      expect(await trail.allTextContents()).toEqual(crumbs);
    }
    await page.context().close();
  });

  it('hides the sidebar on a narrow screen and opens it from the menu button', async () => {
    const page = await signedIn('accounting@demo.local', { width: 390, height: 800 });
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Accounting' }).click();
    await drawer.getByRole('link', { name: 'Cash on Hand' }).click();
    await page.waitForURL('**/ar/cashonhand');
    expect(await drawer.count()).toBe(0);
    await page.context().close();
  });

  it('reaches a route from the command palette', async () => {
    const page = await signedIn('admin@demo.local');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Go to a page' });
    await dialog.getByRole('searchbox').fill('bin verif');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/binverification');
    await page.getByRole('heading', { level: 1, name: 'Bin Verification' }).waitFor();
    await page.context().close();
  });

  it('answers unknown paths with Not found and /pages with /pages/404', async () => {
    const page = await signedIn('viewer@demo.local');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.goto('/pages');
    await page.waitForURL('**/pages/404');
    await page.context().close();
  });

  it('asks before switching to the branch of a brnid link: Cancel goes home, Proceed switches', async () => {
    // The daily quote would open over the branch question (both are modal): keep it away for this test.
    await setQuoteAcknowledged('parts@demo.local', 'today');
    const page = await signedIn('parts@demo.local');
    // Other tests may have moved the parts user to 201: ask for whichever branch it is not in.
    const current = await page.evaluate(() => localStorage.getItem('excede_branch_id'));
    const [code, label] = current === '201 - Birmingham' ? ['101', '101 - Norcross'] : ['201', '201 - Birmingham'];
    await page.goto(`/displaytickets?brnid=${code}`);
    const dialog = page.getByRole('alertdialog', { name: 'Switch branch?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/gettingstarted');
    await page.goto(`/displaytickets?brnid=${code}`);
    await page.getByRole('alertdialog', { name: 'Switch branch?' }).getByRole('button', { name: 'Proceed' }).click();
    await page.waitForFunction((l) => localStorage.getItem('excede_branch_id') === l, label);
    await page.context().close();
  });
});
