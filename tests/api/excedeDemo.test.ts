import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/database';
import { EXCEDE_EXPORTS, exportFileName, tableNameOf } from '../../server/excede/catalog';
import { writeDemoExports, type DemoExportsWritten } from '../../server/excede/demo';
import { FolderSource } from '../../server/excede/exportSource';
import { runImportJob, type RunOutcome } from '../../server/jobs/runImport';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let dir: string;
let written: DemoExportsWritten;
let jobs: { id: number; source_file: string }[];

/** Branches and employees stay: the seeded accounts hang on them (and the seed wrote the same branches). */
const KEPT = new Set(['COBRN', 'COEMP']);
const emptied = EXCEDE_EXPORTS.filter((e) => !KEPT.has(e.name));

async function importAll(): Promise<Map<string, RunOutcome>> {
  const source = new FolderSource(dir);
  const outcomes = new Map<string, RunOutcome>();
  for (const exp of EXCEDE_EXPORTS) {
    const job = jobs.find((j) => j.source_file === exportFileName(exp))!;
    outcomes.set(exp.name, await runImportJob(api.db, job.id, { trigger: 'manual', source }));
  }
  return outcomes;
}

const counts = async () => Object.fromEntries(await Promise.all(EXCEDE_EXPORTS.map(async (e) => [e.name, await countRows(api, tableNameOf(e))] as const)));

beforeAll(async () => {
  api = await createTestApi();
  dir = mkdtempSync(path.join(tmpdir(), 'excede-demo-api-'));
  written = await writeDemoExports(dir, 'test');
  jobs = await queryRows(api.db, sql`select id, source_file from import_jobs order by id`);
  // The template already holds the test scale: start these tables empty so the first import writes every row.
  for (const exp of emptied) await api.db.execute(sql.raw(`delete from ${tableNameOf(exp)}`));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await api.close();
});

describe('importing the demo exports', () => {
  it('has an import job for every export', () => {
    expect(jobs.map((j) => j.source_file).sort()).toEqual(EXCEDE_EXPORTS.map(exportFileName).sort());
  });

  it('imports every file cleanly: each run succeeds, reads every row and writes it', async () => {
    const outcomes = await importAll();
    for (const exp of EXCEDE_EXPORTS) {
      const outcome = outcomes.get(exp.name)!;
      expect(outcome, exp.name).toMatchObject({ status: 'Succeeded', error: null, rowsRead: written.rows[exp.name], rowsRejected: 0 });
      expect(outcome.rowsRead, exp.name).toBeGreaterThan(0);
    }
    for (const exp of emptied) {
      expect(outcomes.get(exp.name)!.rowsWritten, exp.name).toBe(written.rows[exp.name]);
      expect(await countRows(api, tableNameOf(exp)), exp.name).toBe(written.rows[exp.name]);
    }
  });

  it('balances every journal entry it imported', async () => {
    const unbalanced = await queryRows<{ je_id: string }>(api.db, sql`select je_id from excede_gl_lines group by je_id having sum(debit) <> sum(credit)`);
    expect(unbalanced).toEqual([]);
    const [totals] = await queryRows<{ debit: string; credit: string; lines: number }>(
      api.db,
      sql`select sum(debit)::text as debit, sum(credit)::text as credit, count(*)::int as lines from excede_gl_lines`,
    );
    expect(totals!.lines).toBe(written.rows.GLJEITM);
    expect(totals!.debit).toBe(totals!.credit);
  });

  it('is idempotent: importing the same files again writes no row and changes no count', async () => {
    const before = await counts();
    const again = await importAll();
    for (const exp of EXCEDE_EXPORTS) expect(again.get(exp.name), exp.name).toMatchObject({ status: 'Succeeded', rowsWritten: 0, rowsRead: written.rows[exp.name] });
    expect(await counts()).toEqual(before);
  });
});
