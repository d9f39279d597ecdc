import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/domain/parts/ticketsBoard';
import { apiAs, baseURL, launchBrowser, newPage } from '../browser';
import { freePort, startPortal } from '../globalSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A tall TV, so the column a new ticket joins has room for it whatever other tests opened today. */
const TALL = { width: 1280, height: 3000 };

const ticket = (brnId: string, firstName: string, lastName: string) => ({ brnId, type: 'Counter', firstName, lastName });

/** The tickets a board page shows, as "number name" (the '+N more' row left out). */
async function shownTickets(page: Page): Promise<string[]> {
  const rows = await page.locator('li').evaluateAll((items) =>
    items.filter((li) => li.children.length === 3).map((li) => `${li.children[0]!.textContent} ${li.children[1]!.textContent}`),
  );
  return rows.sort();
}

/**
 * Stops a server as a process manager does: SIGTERM, then SIGKILL if it has not exited within 10 s. (A server
 * with a browser's board open can miss its SIGTERM's end: the page's EventSource reconnects on a connection
 * Chromium keeps open, after the close ended the live streams, and that new stream holds the close open.)
 */
/** Stops a server as a process manager does (SIGTERM, then SIGKILL after 10 s); answers whether it had to be killed. */
async function stop(server: ChildProcess): Promise<'stopped' | 'killed'> {
  if (server.exitCode !== null || server.signalCode !== null) return 'stopped';
  const exited = new Promise((r) => server.once('exit', r));
  let answer: 'stopped' | 'killed' = 'stopped';
  server.kill('SIGTERM');
  const timer = setTimeout(() => {
    answer = 'killed';
    server.kill('SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
  return answer;
}

describe('the parts counter TV board in Chromium', () => {
  it("opens without signing in on today's tickets of its branch only, and a ticket opened at the counter shows within 2 s", async () => {
    const post = await apiAs('parts@demo.local');
    expect((await post('parts/tickets', ticket('201', 'Ottoline', 'Elsewhere'))).status).toBe(201);

    const page = await newPage(browser, TALL);
    await page.goto('/tickets/101');
    await page.getByRole('heading', { level: 1, name: 'Norcross' }).waitFor();
    const board = (await (await fetch(`${baseURL()}/api/parts/board/101`)).json()) as Board;
    const today = Object.values(board.columns).flatMap((tickets) => tickets.map((t) => `${t.number} ${t.name}`));
    expect(await shownTickets(page)).toEqual(today.sort());
    await expect(page.getByText('Ottoline E.').count()).resolves.toBe(0);

    const opened = await post('parts/tickets', ticket('101', 'Quincy', 'Boardwalk'));
    expect(opened.status).toBe(201);
    const { number } = JSON.parse(opened.body) as { number: number };
    await page.getByRole('region', { name: 'Waiting' }).getByRole('listitem').filter({ hasText: `${number}Quincy B.` }).waitFor({ timeout: 2_000 });

    // A TV: nothing scrolls and nothing takes focus, in the app's own frame too.
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('$');
    expect(text).not.toContain('Boardwalk');
    expect(text).not.toContain('Ottoline');
    await page.context().close();
  });

  it('shows the neutral not-found for a branch that does not exist', async () => {
    const page = await newPage(browser);
    await page.goto('/tickets/999');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('There is no board at this address.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Parts counter');
    await page.context().close();
  });

  // Its own server on its own port and database, as tests/e2e/durability.test.ts does: the shared one stays up.
  it("survives a restart of its server: 'Board offline' while it is down, then it reconnects and catches up", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-board-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startPortal(path.join(dir, 'db'), port);
    try {
      const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'parts@demo.local', password: 'demo1234' }) });
      const { token } = (await login.json()) as { token: string };
      const open = async (firstName: string, lastName: string) => {
        const answer = await fetch(`${base}/api/parts/tickets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(ticket('101', firstName, lastName)),
        });
        expect(answer.status).toBe(201);
      };
      await open('Before', 'Restart');

      const context = await browser.newContext({ baseURL: base, viewport: TALL });
      const page = await context.newPage();
      await page.goto('/tickets/101');
      await page.getByText('Before R.').waitFor();
      const offline = page.getByRole('status').filter({ hasText: 'Board offline' });
      expect(await offline.count()).toBe(0);

      // A board reconnects at once over its kept-alive connection: the server still stops on SIGTERM.
      expect(await stop(server)).toBe('stopped');
      await offline.waitFor({ timeout: 15_000 });
      expect(await page.getByText('Before R.').isVisible()).toBe(true);

      server = await startPortal(path.join(dir, 'db'), port);
      await open('After', 'Restart');
      await page.getByText('After R.').waitFor({ timeout: 10_000 });
      await offline.waitFor({ state: 'detached' });
      expect(await page.getByText('Before R.').isVisible()).toBe(true);
      await context.close();
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
