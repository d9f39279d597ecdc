import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './browser';

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

/** A Select is the platform's select: pick the option by its label. */
async function chooseOption(scope: Page | Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field, exact: true }).selectOption({ label: option });
}

describe('logs and feedback in Chromium', () => {
  it('a suggestion from the parts user, planned with a reply by admin, shows the reply on My Open Issues', async () => {
    const title = `Bigger shelf labels ${Date.now()}`;
    const reply = 'Planned for December: labels at 150%.';

    const parts = await signedIn('parts@demo.local');
    await parts.goto('/suggestions');
    await parts.getByRole('heading', { level: 1, name: 'Add a Suggestion' }).waitFor();
    expect(await parts.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Pat Parts');
    await parts.getByRole('textbox', { name: /Title/ }).fill(title);
    await chooseOption(parts, 'Screen it concerns', 'Shelf Label Parts');
    await parts.getByRole('textbox', { name: /Description/ }).fill('Hard to read from the ladder.');
    await parts.getByRole('button', { name: 'Send suggestion' }).click();
    await parts.getByText('Thank you! Your suggestion has been sent to the product team.').waitFor();

    const admin = await signedIn('admin@demo.local');
    await admin.goto('/suggestions/list');
    await admin.getByRole('heading', { level: 1, name: 'All Suggestions' }).waitFor();
    await admin.getByRole('grid', { name: 'Suggestions' }).getByText(title).click();
    await admin.waitForURL(/\/suggestions\/edit\/\d+$/);
    await admin.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
    await chooseOption(admin.getByRole('form', { name: 'Triage' }), 'Status', 'Planned');
    await admin.getByRole('textbox', { name: /Reply to the submitter/ }).fill(reply);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('The suggestion has been updated.').first().waitFor();

    await parts.goto('/gettingstarted');
    const item = parts.getByRole('list', { name: 'Open issues' }).getByRole('listitem').filter({ hasText: title });
    await item.waitFor();
    expect(await item.textContent()).toContain('Planned');
    expect(await item.textContent()).toContain(`Reply: ${reply}`);
    await parts.context().close();
    await admin.context().close();
  });

  it('/addsuggestions signed out has no shell and takes a suggestion with name and email', async () => {
    const page = await newPage(browser);
    await page.goto('/addsuggestions');
    await page.getByRole('heading', { level: 1, name: 'Add a Suggestion' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Account', exact: true }).count()).toBe(0);
    await page.getByRole('textbox', { name: /Name/ }).fill('Sam Visitor');
    await page.getByRole('textbox', { name: /Email/ }).fill('sam.visitor@example.com');
    await page.getByRole('textbox', { name: /Title/ }).fill(`Opening hours page ${Date.now()}`);
    await chooseOption(page, 'Screen it concerns', 'Other / everywhere');
    await page.getByRole('textbox', { name: /Description/ }).fill('Customers ask at the counter.');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await page.getByText('Thank you! Your suggestion has been sent to the product team.').waitFor();
    expect(page.url()).toMatch(/\/addsuggestions$/);
    await page.context().close();
  });

  it('/user-logs as admin shows the navigations just made and the chart of activity per day', async () => {
    const page = await signedIn('admin@demo.local');
    for (const path of ['/suggestions/list', '/flagerror/list', '/gettingstarted']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.goto('/user-logs');
    await page.getByRole('heading', { level: 1, name: 'User Logs' }).waitFor();
    await page.getByRole('img', { name: 'Navigations per day' }).waitFor();
    await chooseOption(page.getByRole('group', { name: 'Filters' }), 'User', 'Alex Admin');
    const grid = page.getByRole('grid', { name: 'User logs' });
    await grid.getByRole('row').filter({ hasText: 'Flagged Errors' }).first().waitFor();
    const rows = grid.locator('tbody tr[data-row-index]');
    expect(await rows.count()).toBeGreaterThan(3);
    expect(await rows.first().textContent()).toContain('Alex Admin');

    // The dates are native date inputs: filled as ISO, or typed in their MM/DD/YYYY segments.
    const dates = page.getByRole('group', { name: 'Dates' });
    const start = dates.getByLabel('Start date');
    const today = await dates.getByLabel('End date').inputValue();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await start.fill(tomorrow);
    await dates.getByText('The end date must not be before the start date.').waitFor();
    const oneDay = page.waitForResponse((r) => r.url().includes(`/api/user-logs?from=${today}&to=${today}`) && r.ok());
    await start.focus();
    await page.keyboard.type(`${today.slice(5, 7)}${today.slice(8, 10)}${today.slice(0, 4)}`);
    await oneDay;
    expect(await start.inputValue()).toBe(today);
    await expect.poll(() => dates.getByText('The end date must not be before the start date.').count()).toBe(0);
    await grid.getByRole('row').filter({ hasText: 'Flagged Errors' }).first().waitFor();
    await page.context().close();
  });
});
