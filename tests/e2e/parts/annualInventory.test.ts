import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { LOCKED_MESSAGE } from '../../../src/domain/parts/annualInventory';
import { formatNumber } from '../../../src/domain/format';
import type { AdjustmentBatches, AdjustmentRow, InventoryDashboard } from '../../../src/domain/parts/annualInventoryList';
import { launchBrowser, newPage } from '../browser';
import { freePort, startPortal } from '../globalSetup';

// The demo's counts are seeded after the scheduler's first import, which the shared server does not run: this
// test starts its own portal with the scheduler on, as a first start of the demo is.
const dir = mkdtempSync(path.join(tmpdir(), 'portal-annual-inventory-'));
let browser: Browser;
let server: ChildProcess;
let base: string;

async function tokenOf(email: string) {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) });
  return ((await login.json()) as { token: string }).token;
}
async function call<T>(email: string, route: string, json?: unknown): Promise<{ status: number; body: T & { message?: string } }> {
  const answer = await fetch(`${base}/api/${route}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(email)}` },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: answer.status, body: (await answer.json()) as T & { message?: string } };
}
const batchOf201 = async () => (await call<AdjustmentBatches>('parts@demo.local', 'parts/annual-inventory/batches?brnId=201')).body.batches[0];

/** Signed in as `email` on this test's portal, at `route`. */
async function signedInAt(email: string, route: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
  await page.goto(`${base}${route}`);
  return page;
}

async function reviewAs(email: string): Promise<Page> {
  // Undecided lines first (a descending sort puts no decision first), so the few left after accepting are on the first page.
  const page = await signedInAt(email, '/annual-parts-inventory-adjustment?brnId=201&sort=decision.desc');
  await page.getByRole('heading', { level: 1, name: /^Annual Parts Inventory Adjustment \d{4}$/ }).waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startPortal(path.join(dir, 'db'), port, { SCHEDULER_ENABLED: 'true' });
  const deadline = Date.now() + 480_000;
  while (!(await batchOf201().catch(() => undefined))) {
    if (Date.now() > deadline) throw new Error('the demo count at 201 was not seeded after the first import');
    await new Promise((r) => setTimeout(r, 2000));
  }
}, 600_000);
afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  if (server) await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
});

describe('/annual-parts-inventory-dashboard', () => {
  it('shows parts@ each branch of theirs with its preparation, tag progress and results; refuses the viewer the screen and the API', async () => {
    const page = await signedInAt('parts@demo.local', '/annual-parts-inventory-dashboard');
    await page.getByRole('heading', { level: 1, name: /^Annual Parts Inventory \d{4}$/ }).waitFor();
    const prep = page.getByRole('list', { name: 'Preparation at 101' });
    expect(await prep.getByRole('link', { name: 'On hand in NOLOC' }).getAttribute('href')).toBe('/binverification?brnId=101&tab=noLocation');
    // The seeded count tags every bin of 101 holding stock; over half of them are entered.
    const { progress } = (await call<InventoryDashboard>('parts@demo.local', 'parts/annual-inventory/dashboard?brnId=101')).body.branches[0]!;
    expect(progress.tagsEntered).toBe(Math.round(progress.tagsIssued * 0.55));
    expect(await page.getByRole('progressbar', { name: 'Tags entered' }).first().getAttribute('aria-valuetext')).toBe(`${formatNumber(progress.tagsEntered)} of ${formatNumber(progress.tagsIssued)}`);
    expect(await page.getByRole('list', { name: 'Preparation at 201' }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Preparation at 102' }).count()).toBe(0);
    await page.context().close();

    const viewer = await signedInAt('viewer@demo.local', '/annual-parts-inventory-dashboard');
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();
    expect((await call('viewer@demo.local', 'parts/annual-inventory/dashboard')).status).toBe(403);
  });
});

describe('/annual-parts-inventory-adjustment', () => {
  it('parts@ accepts the lines under threshold, sends a far-off line to recount and accepts it, approves as parts manager; admin@ approves as controller; the batch is locked and its posting list downloads', async () => {
    const page = await reviewAs('parts@demo.local');
    const batchCard = page.getByRole('region', { name: /^Branch 201 · \d{4} count$/ });
    await page.getByRole('button', { name: 'Accept all under $100.00' }).click();
    await batchCard.getByText(/ 3 undecided,/).waitFor();

    const rows = (await call<ListAnswer<AdjustmentRow>>('parts@demo.local', 'parts/annual-inventory/lines?brnId=201&pageSize=200&sort=decision.desc')).body.rows;
    const undecided = rows.filter((r) => r.decision === null);
    expect(undecided).toHaveLength(3);
    const [recounted, farOff, third] = [undecided.find((r) => r.recounted === 'Yes')!, ...undecided.filter((r) => r.recounted === 'No')];
    const grid = page.getByRole('grid', { name: 'Inventory lines' });
    const open = async (row: AdjustmentRow) => {
      await grid.getByText(String(row.tagNo), { exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Tag ${row.tagNo} · ${row.partNo}` });
      await dialog.waitFor();
      return dialog;
    };

    // Over the threshold: Accept waits for a recount; sent to recount, the second count agrees with the book.
    let dialog = await open(farOff!);
    await dialog.getByText(/over the \$100\.00 threshold: send it to recount/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Send to recount' }).click();
    await dialog.getByRole('button', { name: 'Save recount' }).click();
    await dialog.getByText(/\(recounted\)/).waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByText('Decision: Accept').waitFor();
    await page.keyboard.press('Escape');

    dialog = await open(recounted);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByText('Decision: Accept').waitFor();
    await page.keyboard.press('Escape');

    dialog = await open(third!);
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Consigned stock on the shelf');
    await dialog.getByRole('button', { name: 'Exclude' }).click();
    await dialog.getByText('Decision: Exclude · Consigned stock on the shelf').waitFor();
    await page.keyboard.press('Escape');

    await batchCard.getByText(/ 0 undecided,/).waitFor();
    await page.getByRole('button', { name: 'Approve as parts manager' }).click();
    await page.getByText(/Pat Parts, \d\d\/\d\d\/\d{4}/).waitFor();

    const controller = await reviewAs('admin@demo.local');
    await controller.getByRole('button', { name: 'Approve as controller' }).click();
    await controller.getByText('Approved and locked').waitFor();
    await controller.getByText(/Alex Admin, \d\d\/\d\d\/\d{4}/).waitFor();
    const gl = controller.getByRole('table', { name: 'Proposed GL entry for 201' });
    expect(await gl.getByRole('row').count()).toBe(3);

    const [download] = await Promise.all([controller.waitForEvent('download'), controller.getByRole('button', { name: 'Posting list (CSV)' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
    const batch = (await batchOf201())!;
    expect(csv[0]).toContain('Variance $');
    expect(csv.length - 1).toBe(batch.lines.accepted);
    expect(batch).toMatchObject({ status: 'Approved', partsManagerApprovedBy: 'Pat Parts', controllerApprovedBy: 'Alex Admin' });

    const late = await call('parts@demo.local', `parts/annual-inventory/${batch.id}/accept-under-threshold`, { version: batch.version });
    expect(late).toMatchObject({ status: 409, body: { message: LOCKED_MESSAGE } });
  });
});
