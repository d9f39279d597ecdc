import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_REASON_NEEDED, type Ticket, type TicketDetail } from '../../../src/domain/parts/tickets';
import type { PartPage, PartSearch } from '../../../src/domain/parts/partsResearch';
import { apiAs, launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

/** A warehouse phone. */
const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The lost sale is read back through Parts Research, which knows only the parts of Excede's part master.
  await importExcedeTables(['excede_part_master']);
});
afterAll(() => browser?.close());

/** Opens a Counter ticket at Norcross through the API, for a customer of this run only. */
async function openTicket(lastName: string): Promise<Ticket> {
  const post = await apiAs('parts@demo.local');
  const answer = await post('parts/tickets', { brnId: '101', type: 'Counter', firstName: 'Ines', lastName: `${lastName}${run}` });
  expect(answer.status).toBe(201);
  return JSON.parse(answer.body) as Ticket;
}

/** The next statuses the page offers as buttons. */
const offered = (page: Page) => page.getByRole('region', { name: 'Move to' }).getByRole('button').allTextContents();

/** Presses a next status and waits until the page offers the moves from there. */
async function move(page: Page, status: string, then: string[]) {
  await page.getByRole('region', { name: 'Move to' }).getByRole('button', { name: status, exact: true }).click();
  await expect.poll(() => offered(page)).toEqual(then);
}

describe('/UpdateTicketStatus on a warehouse phone', () => {
  it('takes a ticket, pulls it, has it ready and completes it with no sale: the timeline lists each move and the lost sale is New in root cause analysis', async () => {
    const read = await readApiAs('parts@demo.local');
    const [part] = (await read<PartSearch>('parts/research/search?q=filter')).matches;
    expect(part).toBeDefined();
    const ticket = await openTicket('Nosale');
    const page = await signedIn(browser, 'parts@demo.local', PHONE);
    await page.goto(`/UpdateTicketStatus?ticketId=${ticket.id}`);
    await page.getByRole('heading', { level: 1, name: `Ticket ${ticket.number}` }).waitFor();
    expect(await offered(page)).toEqual(['Being pulled', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled']);

    await page.getByRole('button', { name: 'Take it' }).click();
    await page.getByRole('button', { name: 'Take it' }).waitFor({ state: 'detached' });
    await page.getByText('Pat Parts', { exact: true }).waitFor();
    await move(page, 'Being pulled', ['Waiting', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled']);
    await move(page, 'Ready at counter', ['Being pulled', 'Completed', 'Cancelled']);

    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await page.getByText('No sale: the customer went without').click();
    const reason = `Out of stock, went elsewhere ${run}`;
    await page.getByRole('textbox', { name: 'Why no sale' }).fill(reason);
    await page.getByRole('textbox', { name: 'Part number' }).fill(part!.partNo);
    await page.getByRole('textbox', { name: 'Description' }).fill(part!.description);
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Complete ticket' }).click();
    await page.getByText('This ticket is completed: its status no longer changes.').waitFor();

    const timeline = await page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').locator('strong').allTextContents();
    expect(timeline).toEqual(['Opened: Waiting', 'Waiting → Being pulled', 'Being pulled → Ready at counter', 'Ready at counter → Completed']);
    const detail = await read<TicketDetail>(`parts/tickets/${ticket.id}`);
    expect(detail).toMatchObject({ status: 'Completed', noSaleReason: reason, assignedTo: { name: 'Pat Parts' } });
    const partPage = await read<PartPage>(`parts/research/${encodeURIComponent(part!.partNo)}`);
    expect(partPage.lostSales.find((sale) => sale.reason === reason)).toMatchObject({ brnId: '101', qty: 2, source: 'Counter', customer: `Ines Nosale${run}`, status: 'New' });
    // The parts manager sees it in root cause analysis, New, to be given a reason and an action.
    await page.goto(`/root-cause-analysis?brnId=101&f.customer=${encodeURIComponent(`Ines Nosale${run}`)}`);
    const miss = page.getByRole('grid', { name: 'Misses' }).getByRole('row').filter({ hasText: `Ines Nosale${run}` });
    await miss.getByText('New', { exact: true }).waitFor();
    expect(await miss.textContent()).toContain(part!.partNo);
    await page.context().close();
  });

  it('refuses to cancel a ticket without a reason, the message on the field; with one it is cancelled', async () => {
    const ticket = await openTicket('Cancel');
    const page = await signedIn(browser, 'parts@demo.local', PHONE);
    await page.goto(`/UpdateTicketStatus?ticketId=${ticket.id}`);
    await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel ticket' }).click();
    const why = page.getByRole('textbox', { name: 'Why cancel' });
    await page.getByText(CANCEL_REASON_NEEDED).waitFor();
    expect(await why.getAttribute('aria-invalid')).toBe('true');
    const read = await readApiAs('parts@demo.local');
    expect((await read<TicketDetail>(`parts/tickets/${ticket.id}`)).status).toBe('Waiting');

    await why.fill('Opened twice');
    await page.getByRole('button', { name: 'Cancel ticket' }).click();
    await page.getByText('This ticket is cancelled: its status no longer changes.').waitFor();
    await page.context().close();
  });

  it('opens by ticket number and branch; says what someone else changed first (a 409) and shows the ticket as it now is', async () => {
    const ticket = await openTicket('Race');
    const page = await signedIn(browser, 'parts@demo.local', PHONE);
    await page.goto(`/UpdateTicketStatus?ticketNo=${ticket.number}&brnId=101`);
    await page.getByRole('heading', { level: 1, name: `Ticket ${ticket.number}` }).waitFor();
    const asAdmin = await apiAs('admin@demo.local');
    expect((await asAdmin(`parts/tickets/${ticket.id}/status`, { version: ticket.version, status: 'Being pulled' })).status).toBe(200);

    await page.getByRole('region', { name: 'Move to' }).getByRole('button', { name: 'Ready at counter', exact: true }).click();
    await page.getByText(/Someone else changed this ticket first: status Waiting → Being pulled; assigned to .+\. It is shown as it is now/).waitFor();
    await expect.poll(() => offered(page)).toEqual(['Waiting', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled']);
    await page.context().close();
  });

  it('says plainly when the ticket does not exist, and leads to the waiting list', async () => {
    const page = await signedIn(browser, 'parts@demo.local', PHONE);
    await page.goto('/UpdateTicketStatus?ticketId=999999999');
    await page.getByRole('heading', { name: 'No such ticket' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the waiting list' }).getAttribute('href')).toBe('/displaytickets');
    await page.context().close();
  });

  it('refuses the viewer the page', async () => {
    const ticket = await openTicket('Viewer');
    const page = await signedIn(browser, 'viewer@demo.local', PHONE);
    await page.goto(`/UpdateTicketStatus?ticketId=${ticket.id}`);
    await page.waitForURL(/\/pages\/accessdenied/);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.context().close();
  });
});
