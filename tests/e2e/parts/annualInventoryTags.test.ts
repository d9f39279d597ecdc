import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../src/domain/auth';
import { callAs } from '../approvers';
import { launchBrowser, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

// On the shared portal: its Excede stock is imported here, and no demo count is seeded there (that waits for the
// scheduler's first import), so Norcross has no count this year and parts@ starts one.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await importExcedeTables(['excede_part_master', 'excede_part_branches', 'excede_part_bins']);
  // parts@ is the parts manager who starts the count: the administrator gives the authority, as on a user's profile.
  const parts = (await callAs('parts@demo.local', 'user/refresh')).body.content as AuthUser;
  expect((await callAs('admin@demo.local', `users/${parts.id}/approval-authorities/annual-inventory-parts-manager`, { method: 'PUT', json: { limit: null } })).status).toBeLessThan(300);
}, 300_000);
afterAll(() => browser?.close());

const norcrossOf = (page: Page) => page.getByRole('region', { name: 'Branch 101' });
const progressText = (page: Page, name: string) => norcrossOf(page).getByRole('progressbar', { name }).getAttribute('aria-valuetext');

/** Tag entry at Norcross on the dashboard, tag `tagNo` found by typing its number and Enter as a scanner does. */
async function findTag(page: Page, tagNo: number) {
  const entry = page.getByRole('region', { name: 'Tag entry · 101' });
  await entry.getByRole('textbox', { name: 'Tag number' }).fill(String(tagNo));
  await entry.getByRole('textbox', { name: 'Tag number' }).press('Enter');
  const tag = entry.getByRole('region', { name: `Tag ${tagNo}` });
  await tag.waitFor();
  return tag;
}

describe('/annual-parts-inventory-dashboard: starting the count and entering tags', () => {
  it('parts@ freezes Norcross’s stock into tags, enters tag 1 blind and sees progress move; admin@ verifies it, parts@ may not', async () => {
    const manager = await signedIn(browser, 'parts@demo.local');
    await manager.goto('/annual-parts-inventory-dashboard');
    await norcrossOf(manager).getByText('Not started').waitFor();
    await norcrossOf(manager).getByRole('button', { name: 'Freeze and issue tags' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Freeze and issue tags · 101' });
    await dialog.waitFor();
    const anyway = dialog.getByRole('checkbox', { name: /Start anyway/ });
    if (await anyway.count()) {
      expect(await dialog.getByRole('button', { name: 'Freeze and issue tags' }).isDisabled()).toBe(true);
      await anyway.check({ force: true });
    }
    await dialog.getByRole('button', { name: 'Freeze and issue tags' }).click();
    await manager.getByRole('region', { name: 'Tag entry · 101' }).waitFor();
    await norcrossOf(manager).getByText('Counting').waitFor();
    const issued = Number((await progressText(manager, 'Tags entered'))!.split(' of ')[1]!.replace(/,/g, ''));
    expect(issued).toBeGreaterThan(0);
    expect(await progressText(manager, 'Tags entered')).toMatch(/^0 of /);

    let tag = await findTag(manager, 1);
    expect(await tag.textContent()).not.toMatch(/book/i);
    await tag.getByRole('textbox', { name: 'Counted qty' }).fill('3');
    await tag.getByRole('button', { name: 'Save count' }).click();
    await tag.getByText(/^Pat Parts, \d\d\/\d\d\/\d{4}/).waitFor();
    await expect.poll(() => progressText(manager, 'Tags entered'), { timeout: 20_000 }).toMatch(/^1 of /);
    await expect.poll(() => progressText(manager, 'Tags returned'), { timeout: 20_000 }).toMatch(/^1 of /);
    expect(await tag.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    await tag.getByText('You entered this tag: someone else verifies it.').waitFor();
    await manager.context().close();

    const verifier = await signedIn(browser, 'admin@demo.local');
    await verifier.goto('/annual-parts-inventory-dashboard?brnId=101');
    await norcrossOf(verifier).getByRole('button', { name: 'Enter tags' }).click();
    tag = await findTag(verifier, 1);
    expect(await tag.textContent()).toMatch(/Pat Parts/);
    await tag.getByRole('button', { name: 'Verify' }).click();
    await tag.getByText(/^Alex Admin, \d\d\/\d\d\/\d{4}/).waitFor();
    expect(await tag.getByRole('button').count()).toBe(0);
    await expect.poll(() => progressText(verifier, 'Tags verified'), { timeout: 20_000 }).toMatch(/^1 of /);
    await verifier.context().close();
  });
});
