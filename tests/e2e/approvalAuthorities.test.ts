import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser } from 'playwright-core';
import { OWN_AUTHORITY_MESSAGE, type ApprovalAuthorityRow } from '../../src/domain/approvalAuthorities';
import { baseURL, launchBrowser, signedIn, tokenOf } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A demo user's id and approval authorities, as the administrator reads them through the API. */
async function authoritiesOf(email: string) {
  const headers = { authorization: `Bearer ${await tokenOf('admin@demo.local')}` };
  const users = (await (await fetch(`${baseURL()}/api/users/list`, { headers })).json()) as { content: { id: number; email: string }[] };
  const id = users.content.find((u) => u.email === email)!.id;
  const held = (await (await fetch(`${baseURL()}/api/users/${id}/approval-authorities`, { headers })).json()) as { content: ApprovalAuthorityRow[] };
  return { id, held: held.content, headers };
}

describe('approval authorities in Chromium', () => {
  it('an administrator grants a parts manager bank reconciliations up to $10,000, lifts the limit, then removes it; their own stay read-only', async () => {
    const before = await authoritiesOf('parts@demo.local');
    expect(before.held.find((a) => a.kind === 'bank-reconciliation')).toBeUndefined();
    onTestFinished(async () => {
      // The e2e database is shared: take away what a failed run left.
      const { id, held, headers } = await authoritiesOf('parts@demo.local');
      const left = held.find((a) => a.kind === 'bank-reconciliation');
      if (left) await fetch(`${baseURL()}/api/users/${id}/approval-authorities/bank-reconciliation?version=${left.version}`, { method: 'DELETE', headers });
    });

    const page = await signedIn(browser, 'admin@demo.local');
    await page.goto(`/users/userprofile/${before.id}`);
    const card = page.getByRole('region', { name: 'Approval authorities' });
    await card.getByRole('button', { name: 'Grant authority' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant an approval authority' });
    await grant.getByRole('combobox', { name: /Approves/ }).selectOption({ label: 'Bank reconciliations' });
    await grant.getByRole('textbox', { name: /Limit/ }).fill('10,000');
    await grant.getByRole('button', { name: 'Grant authority' }).click();
    await grant.waitFor({ state: 'hidden' });
    const grid = card.getByRole('grid', { name: 'Approval authorities' });
    await grid.getByText('$10,000.00').waitFor();
    await expect(grid.textContent()).resolves.toContain('Alex Admin');

    await card.getByRole('button', { name: 'Change the limit for Bank reconciliations' }).click();
    const change = page.getByRole('dialog', { name: 'Limit for Bank reconciliations' });
    await change.getByRole('checkbox', { name: 'No limit' }).check({ force: true });
    await change.getByRole('button', { name: 'Save limit' }).click();
    await change.waitFor({ state: 'hidden' });
    await grid.getByRole('row', { name: /Bank reconciliations.*No limit/ }).waitFor();
    expect((await authoritiesOf('parts@demo.local')).held.find((a) => a.kind === 'bank-reconciliation')).toMatchObject({ limitAmount: null, version: 2 });

    await card.getByRole('button', { name: 'Remove Bank reconciliations' }).click();
    await page.getByRole('alertdialog', { name: 'Remove the approval authority?' }).getByRole('button', { name: 'Remove' }).click();
    await grid.getByRole('row', { name: /Bank reconciliations/ }).waitFor({ state: 'detached' });
    expect((await authoritiesOf('parts@demo.local')).held.find((a) => a.kind === 'bank-reconciliation')).toBeUndefined();

    const own = await authoritiesOf('admin@demo.local');
    await page.goto(`/users/userprofile/${own.id}`);
    const ownCard = page.getByRole('region', { name: 'Approval authorities' });
    await ownCard.getByText(OWN_AUTHORITY_MESSAGE, { exact: false }).waitFor();
    expect(await ownCard.getByRole('button', { name: 'Grant authority' }).count()).toBe(0);
    await page.close();
  });
});
