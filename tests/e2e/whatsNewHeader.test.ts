import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, signedIn, tokenOf } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the header's What's new", () => {
  it('shows a newly published feature with an unread count, read once opened', async () => {
    const pageName = `Waiting List exports ${Date.now()}`;
    const created = await fetch(`${baseURL()}/api/newfeatures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf('admin@demo.local')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageName, description: 'Export the waiting list to Excel.', status: 'Published', permissionIds: [] }),
    });
    expect(created.status).toBe(201);

    const page = await signedIn(browser, 'viewer@demo.local');
    const button = page.getByRole('button', { name: /^What's new, \d+ unread/ });
    await button.waitFor();
    await button.click();
    const panel = page.getByRole('dialog', { name: "What's new" });
    await panel.getByText(pageName).waitFor();
    await panel.getByText('Export the waiting list to Excel.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: "What's new", exact: true }).waitFor();
    await page.context().close();
  });

  it("opens a seeded release note's document: a PDF the portal serves", async () => {
    const page = await signedIn(browser, 'viewer@demo.local');
    await page.getByRole('button', { name: /^What's new/ }).click();
    const panel = page.getByRole('dialog', { name: "What's new" });
    const note = panel.getByRole('listitem').filter({ hasText: 'Your suggestions and flagged errors' });
    await note.waitFor();
    const served = page.context().waitForEvent('response', (r) => r.url().includes('/api/files/newfeatures/'));
    await note.getByRole('button', { name: /Open document/ }).click();
    const file = await served;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="My Open Issues.pdf"/);
    await page.context().close();
  });
});
