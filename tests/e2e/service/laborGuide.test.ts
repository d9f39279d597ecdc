import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LaborGuide } from '../../../src/domain/service/laborGuide';
import type { ScheduleType } from '../../../src/domain/service/scheduleTypes';
import { launchBrowser, readApiAs, signedIn } from '../browser';
import { importExcedeTables } from '../excede';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The operations are Excede's: the e2e server imports on no schedule.
  await importExcedeTables(['excede_repair_orders', 'excede_ro_jobs']);
}, 300_000);
afterAll(() => browser?.close());

const linkCount = (guide: LaborGuide) => guide.operations.reduce((n, op) => n + op.skills.length, 0);

describe('the scheduler board’s code tables in Chromium, as service@demo.local', () => {
  it('adds a schedule type, shown in its colour with readable text', async () => {
    // A code of this attempt alone: the e2e database is shared and outlives a run.
    const code = `E${String(Date.now() % 100_000)}`;
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto('/scheduletypes');
    await page.getByRole('heading', { level: 1, name: 'Schedule Types' }).waitFor();
    const table = page.getByRole('table', { name: 'Schedule types' });
    await table.getByText('Customer RO job').waitFor();
    await page.getByRole('button', { name: 'Add schedule type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Code/ }).fill(code.toLowerCase());
    await dialog.getByRole('textbox', { name: /Name/ }).fill(`Yard move ${code}`);
    await dialog.getByRole('textbox', { name: /Colour/ }).fill('#f2cc60');
    await dialog.getByRole('button', { name: 'Add type' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const block = table.getByRole('row').filter({ hasText: code }).getByText(`Yard move ${code}`);
    await block.waitFor();
    expect(await block.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    const { types } = await (await readApiAs('service@demo.local'))<{ types: ScheduleType[] }>('service/schedule-types');
    expect(types.find((t) => t.code === code)).toMatchObject({ colour: '#f2cc60', defaultMinutes: 60, active: true });
    await page.context().close();
  });

  it('maps the most used unmapped operation to a skill, then unmaps it', async () => {
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto('/laborguidehasskills?view=unmapped');
    const unmapped = page.getByRole('table', { name: 'Unmapped operations by use' });
    const first = unmapped.getByRole('row').nth(1);
    await first.waitFor();
    const op = (await first.getByRole('cell').first().textContent())!.trim();
    await first.getByRole('button', { name: `Map skill to ${op}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Skill/ }).selectOption({ label: 'HYD-PTO Hydraulics / PTO' });
    await dialog.getByRole('combobox', { name: /Minimum level/ }).selectOption('2');
    await dialog.getByRole('button', { name: 'Map skill' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Mapped, it leaves the unmapped view; the whole list shows its requirement.
    await unmapped.getByRole('cell', { name: op, exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'All operations' }).click();
    const chips = page.getByRole('list', { name: `Skills ${op} requires` });
    await chips.getByText('HYD-PTO ≥ 2').waitFor();
    const guide = await (await readApiAs('service@demo.local'))<LaborGuide>('service/labor-guide');
    expect(guide.operations.find((o) => o.laborOp === op)!.skills).toEqual([expect.objectContaining({ skillCode: 'HYD-PTO', minLevel: 2 })]);
    await chips.getByRole('button', { name: `Unmap HYD-PTO from ${op}` }).click();
    await chips.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('imports a CSV with a bad line: the line is named and nothing changes', async () => {
    const read = await readApiAs('service@demo.local');
    const before = await read<LaborGuide>('service/labor-guide');
    const page = await signedIn(browser, 'service@demo.local');
    await page.goto('/laborguidehasskills');
    await page.getByRole('table', { name: 'Labor operations' }).waitFor();
    const csv = 'labor_op,skill_code,min_level,note\nPM-A,PM-INSP,3,Raised\nDPF,AFT-DEF,7,\n';
    await page.locator('input[type=file]').setInputFiles({ name: 'links.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import links' }).click();
    await page.getByText('line 3, min_level: Choose a minimum level: 1, 2, 3.').waitFor();
    const after = await read<LaborGuide>('service/labor-guide');
    expect(linkCount(after)).toBe(linkCount(before));
    expect(after.operations.find((o) => o.laborOp === 'PM-A')!.skills).toEqual(before.operations.find((o) => o.laborOp === 'PM-A')!.skills);
    await page.context().close();
  });
});
