import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Two users of this test alone (the e2e database is shared), made through the API as the admin. */
async function createUser(page: Page, token: string, name: string, email: string, grants: { roleIds?: number[]; branchIds?: number[] } = {}): Promise<number> {
  const response = await page.request.post('/api/users/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email, roleIds: [], permissionIds: [], branchIds: [], active: true, ...grants },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { content: { id: number } }).content.id;
}

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('user management in Chromium', () => {
  it('an administrator adds a branch to two selected users and sees it on their edit pages', async () => {
    const stamp = Date.now();
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.local');
    await page.waitForURL('**/gettingstarted');
    const token = (await page.evaluate(() => localStorage.getItem('api_token')))!;
    const first = await createUser(page, token, `Bulk Alpha ${stamp}`, `e2e.bulk.a.${stamp}@demo.local`);
    const second = await createUser(page, token, `Bulk Beta ${stamp}`, `e2e.bulk.b.${stamp}@demo.local`);
    const branch = '204 - Huntsville';

    await page.goto('/usermanagement');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Users' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
    await grid.getByText(`e2e.bulk.a.${stamp}@demo.local`).waitFor();
    for (const email of [`e2e.bulk.a.${stamp}@demo.local`, `e2e.bulk.b.${stamp}@demo.local`]) {
      await grid.locator('tbody tr', { hasText: email }).getByRole('checkbox').check();
    }
    await page.getByText('2 users selected.').waitFor();
    await page.getByRole('button', { name: 'Add branch…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Add a branch' });
    await dialog.getByRole('combobox', { name: 'Branch' }).selectOption({ label: branch });
    await dialog.getByText(`2 of the 2 users selected will get the branch ${branch}.`).waitFor();
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await page.getByText('2 users changed.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The grid refreshed: both rows now show the branch.
    await expect.poll(() => grid.locator('tbody tr', { hasText: `e2e.bulk.a.${stamp}@demo.local` }).textContent()).toContain(branch);

    for (const id of [first, second]) {
      await page.goto(`/users/edit/${id}`);
      await page.getByRole('button', { name: 'Save user' }).waitFor();
      expect(await page.getByRole('checkbox', { name: branch }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: '101 - Norcross' }).isChecked()).toBe(false);
    }
    await page.context().close();
  });

  it('an administrator uploads a profile image and sees it through its signed URL', async () => {
    const stamp = Date.now();
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.local');
    await page.waitForURL('**/gettingstarted');
    const token = (await page.evaluate(() => localStorage.getItem('api_token')))!;
    const name = `Profile Pic ${stamp}`;
    const id = await createUser(page, token, name, `e2e.profile.${stamp}@demo.local`);

    await page.goto(`/users/userprofile/${id}`);
    await page.getByRole('heading', { level: 1, name: `User Profile: ${name}` }).waitFor();
    await page.getByText('No profile image yet.').waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('The profile image has been updated.').first().waitFor();
    const image = page.getByRole('img', { name: `Profile image of ${name}` });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await page.getByRole('link', { name: 'Edit user' }).getAttribute('href')).toBe(`/users/edit/${id}`);
    await page.context().close();
  });

  it('an administrator previews and copies one user\'s role and branch to another', async () => {
    const stamp = Date.now();
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.local');
    await page.waitForURL('**/gettingstarted');
    const token = (await page.evaluate(() => localStorage.getItem('api_token')))!;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const roles = ((await (await page.request.get('/api/role/list', auth)).json()) as { content: { id: number; name: string }[] }).content;
    const branches = ((await (await page.request.get('/api/branch/list', auth)).json()) as { content: { id: number; label: string }[] }).content;
    const readOnly = roles.find((r) => r.name === 'Read-only')!.id;
    const mobile = branches.find((b) => b.label === '203 - Mobile')!.id;
    await createUser(page, token, `Share Source ${stamp}`, `e2e.share.src.${stamp}@demo.local`, { roleIds: [readOnly], branchIds: [mobile] });
    const target = await createUser(page, token, `Share Target ${stamp}`, `e2e.share.dst.${stamp}@demo.local`);

    await page.goto('/permissions-sharing');
    await page.getByRole('combobox', { name: 'Source user' }).fill(`e2e.share.src.${stamp}`);
    await page.getByRole('option', { name: `Share Source ${stamp} (e2e.share.src.${stamp}@demo.local)` }).click();
    const targets = page.getByRole('grid', { name: 'Target users' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(`e2e.share.dst.${stamp}`);
    await targets.locator('tbody tr', { hasText: `e2e.share.dst.${stamp}@demo.local` }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Preview' }).click();
    const changes = page.getByRole('grid', { name: 'What changes' });
    await changes.getByText('Added: Read-only').waitFor();
    await changes.getByText('Added: 203 - Mobile').waitFor();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Copy the permissions?' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The permissions have been copied.').first().waitFor();

    await page.goto(`/users/edit/${target}`);
    await page.getByRole('button', { name: 'Save user' }).waitFor();
    expect(await page.getByRole('checkbox', { name: '203 - Mobile' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Read-only' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it("'Create accounts now' on /createduser reports how many accounts were created", async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.local');
    await page.waitForURL('**/gettingstarted');
    await page.goto('/createduser');
    await page.getByRole('heading', { level: 1, name: 'Automatically Created Users' }).waitFor();
    await page.getByRole('button', { name: 'Create accounts now' }).click();
    const report = page.getByText(/^\d+ accounts? created\.$/).first();
    await report.waitFor();
    expect(await report.textContent()).toMatch(/^\d+ accounts? created\.$/);
    await page.context().close();
  });
});
