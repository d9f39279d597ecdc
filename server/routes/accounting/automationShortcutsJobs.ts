import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AutomationJob, JobOutcome } from '../../../src/domain/accounting/automationShortcuts';
import { CLEARING_ACCOUNT_IDS } from '../../../src/domain/accounting/cashClearing';
import { RECONCILIATION_STREAMS, STREAMS } from '../../../src/domain/accounting/unreconciledDays';
import { formatDate, formatMoney2 } from '../../../src/domain/format';
import { hasAnyPermission } from '../../../src/domain/permissionCheck';
import { autoMatchStatement, changeOpenStatement } from '../../business/bankMatching';
import { loadedBatchOf, loadSettlementFile, settlementOf } from '../../business/cardSettlementLoad';
import { clearingDays } from '../../business/cashClearingDays';
import { queryRows, type Database } from '../../db/database';
import type { AppContext } from '../../http';
import { sendMail } from '../../mail';
import { streamDays } from './unreconciledDays';

type Params = { brnId: string; date: string };
type Job = (c: AppContext, params: Params) => Promise<JobOutcome>;

/** Where the processors' settlement files wait: `card-settlements/` beside the Excede exports. */
export const cardSettlementDropFolder = (excedeImportDir: string) => path.join(path.dirname(excedeImportDir), 'card-settlements');

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const monthOf = (date: string) => ({ from: `${date.slice(0, 8)}01`, to: date });

/** Loads the branch's settlement files of days up to the date that wait in the drop folder; a file loaded before is skipped. */
const importCardFiles: Job = async (c, { brnId, date }) => {
  const folder = cardSettlementDropFolder(c.var.deps.config.excedeImportDir);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.toLowerCase().endsWith('.csv')).sort();
  const warnings: string[] = [];
  let lines = 0;
  let loaded = 0;
  let skipped = 0;
  for (const name of names) {
    const content = await readFile(path.join(folder, name), 'utf8');
    let file;
    try {
      file = settlementOf(content);
    } catch (error) {
      warnings.push(`${name}: ${messageOf(error)}`);
      continue;
    }
    if (file.brnId !== brnId || file.lines.some((l) => l.txnDate > date)) continue;
    const id = await c.var.deps.db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      if (await loadedBatchOf(database, file)) return null;
      return loadSettlementFile(c, database, { name, content, file });
    });
    if (id === null) skipped++;
    else {
      loaded++;
      lines += file.lines.length;
    }
  }
  if (!loaded && !skipped && !warnings.length) warnings.push(`No settlement file of branch ${brnId} waits in the drop folder.`);
  return { rowsAffected: lines, summary: `${loaded} files loaded (${lines} lines), ${skipped} loaded before.`, warnings };
};

/** Auto-matches each open statement of the branch whose period meets the date's month, as the statement's own Auto-match does. */
const bankAutoMatch: Job = async (c, { brnId, date }) => {
  const { from, to } = monthOf(date);
  const statements = await queryRows<{ id: number; version: number; status: string }>(
    c.var.deps.db,
    sql`select s.id, s.version from bank_statements s where s.brn_id = ${brnId} and s.completed_at is null and s.approved_at is null
        and s.period_from <= ${to}::date and s.period_to >= ${from}::date order by s.period_from, s.id`,
  );
  let matched = 0;
  const warnings: string[] = [];
  for (const statement of statements) {
    try {
      await changeOpenStatement(c, statement.id, statement.version, 'bank-reconciliation.statement-auto-match', async (tx, row) => {
        matched += await autoMatchStatement(c, tx, row);
      });
    } catch (error) {
      warnings.push(`Statement #${statement.id}: ${messageOf(error)}`);
    }
  }
  if (!statements.length) warnings.push(`Branch ${brnId} has no open bank statement in ${from.slice(0, 7)}.`);
  return { rowsAffected: matched, summary: `${matched} matches made on ${statements.length} open statements.`, warnings };
};

/** The date's clearing days of the branch that do not net to zero, mailed to the user who ran it. */
const cashClearingExceptions: Job = async (c, { brnId, date }) => {
  const days = await queryRows<{ acctId: string; difference: string; unmatched: number; status: string }>(
    c.var.deps.db,
    sql`select t.acct_id as "acctId", t.difference::text as difference, t.unmatched, t.status from ${clearingDays(date, date, CLEARING_ACCOUNT_IDS, [brnId])}
        where t.status <> 'Zero' order by t.acct_id`,
  );
  const lines = days.map((d) => `Account ${d.acctId}: ${d.status}, ${formatMoney2(d.difference)} in ${d.unmatched} unmatched lines`);
  await sendMail(c.var.deps.db, c.var.deps.config, {
    to: c.var.user.email,
    subject: `Cash-clearing exceptions of branch ${brnId}, ${formatDate(date)}`,
    body: lines.length ? lines.join('\n') : 'Every clearing account nets to zero.',
  });
  return { rowsAffected: days.length, summary: `${days.length} clearing days that do not net to zero, mailed to ${c.var.user.email}.`, warnings: lines };
};

/** The open days of each stream the user may read, from the date's month start to the date, into the mail outbox. */
const unreconciledDaysDigest: Job = async (c, { brnId, date }) => {
  const period = monthOf(date);
  const streams = RECONCILIATION_STREAMS.filter((s) => hasAnyPermission(c.var.user.permissions, [STREAMS[s].permission]));
  const lines: string[] = [];
  let total = 0;
  for (const stream of streams) {
    const [row] = await queryRows<{ days: number; oldest: number | null; unreconciled: string }>(
      c.var.deps.db,
      sql`select count(*)::int as days, max(t.days_open)::int as oldest, coalesce(sum(t.unreconciled), 0)::text as unreconciled
          from ${streamDays(stream, period)} where t.brn_id = ${brnId} and t.reconciled_at is null`,
    );
    total += row!.days;
    lines.push(`${STREAMS[stream].label}: ${row!.days} open days${row!.oldest !== null ? `, the oldest open ${row!.oldest} business days` : ''}, ${formatMoney2(row!.unreconciled)}`);
  }
  await sendMail(c.var.deps.db, c.var.deps.config, { to: c.var.user.email, subject: `Unreconciled days of branch ${brnId} to ${formatDate(date)}`, body: lines.join('\n') });
  return { rowsAffected: total, summary: `${total} open days in ${streams.length} streams, mailed to ${c.var.user.email}.`, warnings: [] };
};

export const AUTOMATION_WORK: Record<AutomationJob, Job> = {
  'import-card-files': importCardFiles,
  'bank-auto-match': bankAutoMatch,
  'cash-clearing-exceptions': cashClearingExceptions,
  'unreconciled-days-digest': unreconciledDaysDigest,
};
