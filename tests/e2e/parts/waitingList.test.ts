import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketQueue } from '../../../src/domain/parts/tickets';
import { baseURL, launchBrowser, newPage, readApiAs, signedIn, tokenOf } from '../browser';

const run = Date.now().toString(36);
/** A second counter at Norcross, made by this test: the demo has one parts account. */
const SECOND = { name: `Sam Second ${run}`, email: `e2e.counter.${run}@demo.local`, password: 'temporary-pass' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = { authorization: `Bearer ${await tokenOf('admin@demo.local')}`, 'content-type': 'application/json' };
  const list = async <T>(path: string) => ((await (await fetch(`${baseURL()}/api/${path}`, { headers: admin })).json()) as { content: T[] }).content;
  const permissions = await list<{ id: number; name: string }>('permission/list');
  const branches = await list<{ id: number; label: string }>('branch/list');
  const created = await fetch(`${baseURL()}/api/users/create`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      name: SECOND.name,
      email: SECOND.email,
      roleIds: [],
      permissionIds: permissions.filter((p) => p.name === 'can view waiting list' || p.name === 'can update ticket status').map((p) => p.id),
      branchIds: branches.filter((b) => b.label === '101 - Norcross' || b.label === '201 - Birmingham').map((b) => b.id),
      temporaryPassword: SECOND.password,
    }),
  });
  expect(created.status).toBe(201);
  // Both counters work at Norcross, so no 'Branch Required' question stands in the way.
  await workAt('parts@demo.local', 'demo1234', '101 - Norcross');
  await workAt(SECOND.email, SECOND.password, '101 - Norcross');
});
afterAll(() => browser?.close());

/** Saves the working branch of an account, as its next sign-in starts on it. */
async function workAt(email: string, password: string, branch: string) {
  const saved = await fetch(`${baseURL()}/api/user/preference`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(email, password)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'branch', value: branch }),
  });
  expect(saved.status).toBe(200);
}

/** Signs the second counter in. */
async function secondCounter(): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/login');
  await page.getByLabel('Email').fill(SECOND.email);
  await page.getByLabel('Password').fill(SECOND.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** A counter's Waiting List, live. */
async function waitingList(page: Page) {
  await page.goto('/displaytickets');
  await page.getByRole('heading', { level: 1, name: 'Waiting List' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
}

const rowOf = (page: Page, name: string) => page.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: name });

/** Moves a ticket as the second counter would from its phone (/UpdateTicketStatus is another screen's test). */
async function moveTicket(id: number, status: string, extra: object = {}) {
  const token = await tokenOf(SECOND.email, SECOND.password);
  const read = await readApiAs('parts@demo.local');
  const [ticket] = (await read<TicketQueue>('parts/tickets?brnId=101')).tickets.filter((t) => t.id === id);
  const answer = await fetch(`${baseURL()}/api/parts/tickets/${id}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: ticket!.version, status, ...extra }),
  });
  expect(answer.status).toBe(200);
}

describe('the Waiting List in Chromium: two counters and the TV board', () => {
  it('a ticket opened at one counter shows at the other and on the board within 2 s, then is taken, pulled, ready and completed', async () => {
    const first = await signedIn(browser, 'parts@demo.local');
    await waitingList(first);
    const second = await secondCounter();
    await waitingList(second);
    const board = await newPage(browser, { width: 1920, height: 1080 });
    await board.goto('/tickets/101');
    await board.getByRole('heading', { level: 1, name: 'Norcross' }).waitFor();

    const firstName = `Wren${run}`;
    const customer = `${firstName} Lastly`;
    await first.getByRole('button', { name: 'New ticket' }).click();
    const dialog = first.getByRole('dialog', { name: 'New ticket' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lastly');
    await dialog.getByRole('button', { name: 'Open ticket' }).click();
    await dialog.waitFor({ state: 'detached' });

    await rowOf(second, customer).waitFor({ timeout: 2_000 });
    await board.getByRole('region', { name: 'Waiting' }).getByText(`${firstName} L.`).waitFor({ timeout: 2_000 });
    const read = await readApiAs('parts@demo.local');
    const ticket = (await read<TicketQueue>('parts/tickets?brnId=101')).tickets.find((t: Ticket) => t.firstName === firstName)!;

    await rowOf(second, customer).getByRole('button', { name: `Take ticket ${ticket.number}` }).click();
    await rowOf(first, customer).filter({ hasText: SECOND.name }).waitFor({ timeout: 2_000 });

    await moveTicket(ticket.id, 'Being pulled');
    await rowOf(first, customer).filter({ hasText: 'Being pulled' }).waitFor({ timeout: 2_000 });
    await board.getByRole('region', { name: 'Being pulled' }).getByText(`${firstName} L.`).waitFor({ timeout: 2_000 });

    await moveTicket(ticket.id, 'Ready at counter');
    await rowOf(second, customer).filter({ hasText: 'Ready at counter' }).waitFor({ timeout: 2_000 });
    await board.getByRole('region', { name: 'Ready for pick-up' }).getByText(`${firstName} L.`).waitFor({ timeout: 2_000 });
    const text = await board.locator('body').innerText();
    expect(text).not.toContain('$');
    expect(text).not.toContain('Lastly');

    await moveTicket(ticket.id, 'Completed', { completionLink: `P-${run}` });
    await rowOf(first, customer).waitFor({ state: 'detached', timeout: 2_000 });
    await board.getByText(`${firstName} L.`).waitFor({ state: 'detached', timeout: 2_000 });
    await first.getByLabel('Status').selectOption('Completed');
    await rowOf(first, customer).waitFor();
    for (const page of [first, second, board]) await page.context().close();
  });

  it('Call next calls the oldest waiting ticket and says which, then says when no one waits', async () => {
    // At Birmingham, which no other test waits on: everyone waiting there is called first, then one more opened.
    await workAt(SECOND.email, SECOND.password, '201 - Birmingham');
    const token = await tokenOf(SECOND.email, SECOND.password);
    const post = (path: string, body: object) =>
      fetch(`${baseURL()}/api/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    while ((await post('parts/tickets/call-next', { brnId: '201' })).status === 200);
    const opened = (await (await post('parts/tickets', { brnId: '201', type: 'Counter', firstName: 'Callum', lastName: `Next${run}` })).json()) as Ticket;
    const page = await secondCounter();
    await waitingList(page);
    await page.getByRole('button', { name: 'Call next' }).click();
    await page.getByRole('status').filter({ hasText: `Called ticket ${opened.number}: Callum Next${run}` }).waitFor();
    await page.getByRole('button', { name: 'Call next' }).click();
    await page.getByRole('status').filter({ hasText: 'No one is waiting' }).waitFor();
    await page.context().close();
  });

  it('refuses the viewer the screen, and shows parts@ the branches 101 and 201 only', async () => {
    const viewer = await signedIn(browser, 'viewer@demo.local');
    await viewer.goto('/displaytickets');
    await viewer.waitForURL('**/pages/accessdenied**');
    await viewer.context().close();

    const parts = await signedIn(browser, 'parts@demo.local');
    await waitingList(parts);
    await parts.getByRole('button', { name: /^Branch/ }).click();
    const offered = async () => (await parts.getByRole('menu').locator('[role^="menuitem"]').allInnerTexts()).map((label) => label.trim().slice(0, 3)).sort();
    await expect.poll(offered).toEqual(['101', '201']);
    await parts.context().close();
  });
});
