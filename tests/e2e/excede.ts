import type { ImportJob } from '../../src/domain/imports';
import { baseURL, tokenOf } from './browser';

/**
 * The e2e server writes the demo's Excede exports but runs no schedule: a test imports the tables it reads
 * (by portal table name), as an administrator's Run now would. Another test may be running one already (409).
 */
export async function importExcedeTables(tables: readonly string[]) {
  const headers = { authorization: `Bearer ${await tokenOf('admin@demo.local')}` };
  const jobs = ((await (await fetch(`${baseURL()}/api/informix/jobs`, { headers })).json()) as { content: ImportJob[] }).content;
  for (const table of tables) {
    const job = jobs.find((j) => j.targetTable === table);
    if (!job) throw new Error(`no import job fills ${table}`);
    const run = await fetch(`${baseURL()}/api/informix/jobs/${job.id}/run`, { method: 'POST', headers });
    if (run.status === 409) continue;
    const answer = (await run.json()) as { content: { status: string; error?: string } };
    if (answer.content.status !== 'Succeeded') throw new Error(`importing ${table} failed: ${answer.content.error}`);
  }
}
