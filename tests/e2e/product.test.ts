import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, signIn, tokenOf } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email);
  await page.waitForURL('**/gettingstarted');
  return page;
}

async function whatsNewFor(email: string): Promise<string[]> {
  const response = await fetch(`${baseURL()}/api/newfeatures?page=1&view=Published`, { headers: { authorization: `Bearer ${await tokenOf(email)}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { content: { PageName: string }[] }).content.map((f) => f.PageName);
}

describe("product tools in Chromium: What's new, imports, planning", () => {
  it("publishes a What's new feature that reaches the users it targets, and only them", async () => {
    const pageName = `Bin Verification ${Date.now()}`;
    const page = await signedIn('admin@demo.local');
    await page.goto('/newfeatures/create');
    await page.getByRole('heading', { level: 1, name: 'New Feature' }).waitFor();
    await page.getByRole('textbox', { name: 'Page name' }).fill(pageName);
    await page.getByRole('textbox', { name: 'Description' }).fill('Verify bins from a phone, with photos.');
    await page.getByRole('textbox', { name: 'Or a video URL' }).fill('https://example.com/bins.mp4');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'Bin verification.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n${'x'.repeat(2048)}\n%%EOF\n`) });
    await page.getByRole('list', { name: 'Document file' }).getByText('Bin verification.pdf').waitFor();
    await page.getByText('Published', { exact: true }).click();
    await page.getByRole('group', { name: 'Parts' }).getByText('can view bin verification', { exact: true }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/newfeatures') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create feature' }).click();
    expect((await saved).status()).toBe(201);
    await page.waitForURL('**/newfeatures');
    await page.getByRole('grid', { name: "What's new features" }).getByText(pageName).waitFor();

    // The header's panel reads GET /api/newfeatures: the parts user sees it, accounting does not.
    expect((await whatsNewFor('parts@demo.local'))[0]).toBe(pageName);
    const partsToken = await tokenOf('parts@demo.local');
    const listed = (await (await fetch(`${baseURL()}/api/newfeatures?page=1&view=Published`, { headers: { authorization: `Bearer ${partsToken}` } })).json()) as {
      content: { PageName: string; Filename: string | null; hasDocument: boolean }[];
    };
    const feature = listed.content.find((f) => f.PageName === pageName)!;
    expect(feature.hasDocument).toBe(true);
    const signed = await fetch(`${baseURL()}/api/newfeatures/getDocumentSASUrl`, {
      method: 'POST',
      headers: { authorization: `Bearer ${partsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filename: feature.Filename }),
    });
    const { url } = (await signed.json()) as { url: string };
    const pdf = await fetch(`${baseURL()}${url}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await whatsNewFor('accounting@demo.local')).not.toContain(pageName);

    // Editing it back to Draft takes it away again.
    await page.getByRole('grid', { name: "What's new features" }).getByText(pageName).click();
    await page.waitForURL(/\/newfeatures\/edit\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `Edit Feature: ${pageName}` }).waitFor();
    await page.getByText('Draft', { exact: true }).click();
    await page.getByRole('button', { name: 'Save feature' }).click();
    await page.waitForURL('**/newfeatures');
    expect(await whatsNewFor('parts@demo.local')).not.toContain(pageName);
    await page.context().close();
  });

  it('shows Access denied on /newfeatures/create to a user without the permission, and the API refuses', async () => {
    const page = await signedIn('viewer@demo.local');
    await page.goto('/newfeatures/create');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create feature' }).count()).toBe(0);
    const refused = await fetch(`${baseURL()}/api/newfeatures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf('viewer@demo.local')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageName: 'x', description: 'y', status: 'Published' }),
    });
    expect(refused.status).toBe(403);
    await page.context().close();
  });

  it('runs an import now on /informixSchedule and shows the run on /informixRunInfo', async () => {
    const page = await signedIn('admin@demo.local');
    await page.goto('/informixSchedule');
    await page.getByRole('heading', { level: 1, name: 'Informix Schedule' }).waitFor();
    const ran = page.waitForResponse((r) => /\/api\/informix\/jobs\/\d+\/run$/.test(r.url()));
    // The branches export of the demo: ten branches, which the seed already holds as they are (none changes).
    await page.getByRole('button', { name: 'Run now: COBRN · Branches' }).click();
    const answer = (await (await ran).json()) as { content: { status: string; rowsRead: number; rowsWritten: number; runId: number } };
    expect(answer.content).toMatchObject({ status: 'Succeeded', rowsRead: 10 });
    await page.getByText(`COBRN · Branches: 10 rows read, ${answer.content.rowsWritten} new or changed.`).waitFor();

    await page.getByRole('link', { name: 'Run history' }).click();
    await page.waitForURL('**/informixRunInfo');
    const grid = page.getByRole('grid', { name: 'Import runs' });
    const first = grid.locator('tbody tr[data-row-index]').first();
    await first.getByText('Run now (Alex Admin)').waitFor();
    expect(await first.textContent()).toContain('COBRN · Branches');
    expect(await first.textContent()).toContain('Succeeded');
    await page.getByRole('grid', { name: 'Imported tables' }).getByRole('row', { name: /COBRN/ }).getByText('10', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Duration of the latest 30 runs (seconds)' }).waitFor();
    await page.context().close();
  });

  it('shows /informixSchedule read-only to parts@, who may view the schedule but not change or run it', async () => {
    const page = await signedIn('parts@demo.local');
    await page.goto('/informixSchedule');
    await page.getByText(/You can look at the schedule/).waitFor();
    expect(await page.getByRole('button', { name: /Run now|Edit schedule/ }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Enabled: COBRN · Branches' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("moves a card with 'Move to…' on /productplanning and it stays there after a reload", async () => {
    const page = await signedIn('admin@demo.local');
    await page.goto('/productplanning');
    const title = 'Vendor invoice approvals by email';
    const column = (name: string) => page.getByRole('grid', { name });
    await column('Idea').getByRole('row', { name: title }).waitFor();
    const moved = page.waitForResponse((r) => /\/api\/productplanning\/\d+\/move$/.test(r.url()));
    await column('Idea').getByRole('row', { name: title }).getByRole('button', { name: /Move to/ }).click();
    await page.getByRole('menuitem', { name: 'Planned' }).click();
    expect((await moved).status()).toBe(200);
    await column('Planned').getByRole('row', { name: title }).waitFor();

    await page.reload();
    await column('Planned').getByRole('row', { name: title }).waitFor();
    expect(await column('Idea').getByRole('row', { name: title }).count()).toBe(0);
    const planned = await column('Planned').getByRole('row').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
    expect(planned.at(-1)).toBe(title);
    await page.context().close();
  });

  it('shows the health check without signing in', async () => {
    const page = await newPage(browser);
    await page.goto('/healthcheck');
    await page.getByRole('heading', { level: 1, name: 'Health Check' }).waitFor();
    await page.getByText('All systems OK').waitFor();
    await page.getByText('PGlite (embedded)').waitFor();
    await page.context().close();
  });
});
