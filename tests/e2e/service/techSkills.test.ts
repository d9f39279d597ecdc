import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TechnicianSkillMatrix } from '../../../src/domain/service/technicianSkills';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The technicians are Excede's employees.
  await importExcedeTables(['excede_employees']);
}, 300_000);
afterAll(() => browser?.close());

describe('Tech skills in Chromium', () => {
  it('service@ adds a skill, gives a technician of 101 level 3 in it, and finds them with "who can do it at 101"', async () => {
    // A code of this attempt alone: the e2e database is shared and outlives a run.
    const CODE = `E${String(Date.now() % 100_000).padStart(5, '0')}`;
    const NAME = `Crane and boom ${CODE}`;
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto('/techskills');
    await page.getByRole('heading', { level: 1, name: 'Tech Skills' }).waitFor();
    await page.getByRole('table', { name: 'Skills' }).getByText('A/C (EPA 609)').waitFor();
    await page.getByRole('button', { name: 'Add skill' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Code/ }).fill(CODE.toLowerCase());
    await dialog.getByRole('textbox', { name: /Name/ }).fill(NAME);
    await dialog.getByRole('combobox', { name: /Category/ }).selectOption('Body and hydraulics');
    await dialog.getByRole('button', { name: 'Add skill' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Skills' }).getByRole('row').filter({ hasText: CODE }).getByText(NAME).waitFor();

    const read = await readApiAs('service@demo.local');
    const technician = (await read<TechnicianSkillMatrix>('service/technician-skills?brnId=101')).technicians[0]!;
    await page.goto('/techhasskills');
    await page.getByRole('heading', { level: 1, name: 'Tech Skill Links' }).waitFor();
    const matrix = page.getByRole('table', { name: "Technicians' skills" });
    await matrix.getByRole('columnheader', { name: CODE }).waitFor();
    await matrix.getByRole('button', { name: `${CODE} for ${technician.name}: none` }).click();
    await dialog.getByRole('combobox', { name: /Level/ }).selectOption('3 (most able)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await matrix.getByRole('button', { name: `${CODE} for ${technician.name}: level 3` }).waitFor();

    await page.getByRole('combobox', { name: 'Branch' }).selectOption('101 - Norcross');
    await page.getByRole('combobox', { name: /Who can do/ }).selectOption(`${CODE} - ${NAME}`);
    await page.getByRole('combobox', { name: /At least level/ }).selectOption('3');
    // Only the technician just given level 3 can do the new skill at 101.
    await matrix.getByRole('rowheader', { name: technician.name }).waitFor();
    await expect.poll(() => matrix.getByRole('row').count(), { timeout: 10_000 }).toBe(2);

    const who = await read<TechnicianSkillMatrix>(`service/technician-skills?brnId=101`);
    const skillId = who.skills.find((s) => s.code === CODE)!.id;
    expect(who.technicians.find((t) => t.empId === technician.empId)!.skills).toContainEqual(expect.objectContaining({ skillId, level: 3 }));
    await page.context().close();
  });
});
