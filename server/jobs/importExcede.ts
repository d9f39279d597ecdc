import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { excedeArTransactions, excedeParts } from '../db/schema';
import { parseCsv } from './csv';

/**
 * The embedded default importer: Excede export files (CSV) from a folder into the excede_* tables.
 * The folder comes from EXCEDE_IMPORT_DIR; the sample exports shipped with the repo by default.
 */
export function excedeImportDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.EXCEDE_IMPORT_DIR || path.resolve('server/jobs/sample-exports');
}

/** A failed import: the message recorded on the run, and how many rows were read before it. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly rowsRead: number,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

export interface ImportResult {
  rowsRead: number;
  rowsWritten: number;
}

type Cell = (value: string, line: number) => string | number | null;

const text =
  (column: string, required = true): Cell =>
  (value, line) => {
    const v = value.trim();
    if (required && !v) throw new Error(`Line ${line}: ${column} is empty.`);
    return v || null;
  };
const int =
  (column: string): Cell =>
  (value, line) => {
    if (!/^-?\d+$/.test(value.trim())) throw new Error(`Line ${line}: ${column} '${value}' is not a whole number.`);
    return Number(value);
  };
const money =
  (column: string): Cell =>
  (value, line) => {
    if (!/^-?\d+(\.\d+)?$/.test(value.trim())) throw new Error(`Line ${line}: ${column} '${value}' is not a number.`);
    return Number(value);
  };
const date =
  (column: string): Cell =>
  (value, line) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) throw new Error(`Line ${line}: ${column} '${value}' is not a date (YYYY-MM-DD).`);
    return value.trim();
  };

interface Target {
  columns: Record<string, Cell>;
  write: (tx: Pick<Database, 'insert'>, rows: Record<string, string | number | null>[]) => Promise<void>;
}

const BATCH = 200;

/** The Excede exports this importer understands, by target table. */
const TARGETS: Record<string, Target> = {
  excede_parts: {
    columns: {
      part_number: text('part_number'),
      branch_code: text('branch_code'),
      description: text('description'),
      bin: text('bin', false),
      quantity_on_hand: int('quantity_on_hand'),
      cost: money('cost'),
      price: money('price'),
    },
    async write(tx, rows) {
      await tx
        .insert(excedeParts)
        .values(
          rows.map((r) => ({
            partNumber: r.part_number as string,
            branchCode: r.branch_code as string,
            description: r.description as string,
            bin: r.bin as string | null,
            quantityOnHand: r.quantity_on_hand as number,
            cost: r.cost as number,
            price: r.price as number,
          })),
        )
        .onConflictDoUpdate({
          target: [excedeParts.partNumber, excedeParts.branchCode],
          set: {
            description: sql`excluded.description`,
            bin: sql`excluded.bin`,
            quantityOnHand: sql`excluded.quantity_on_hand`,
            cost: sql`excluded.cost`,
            price: sql`excluded.price`,
            updatedAt: sql`now()`,
          },
        });
    },
  },
  excede_ar_transactions: {
    columns: {
      transaction_id: text('transaction_id'),
      branch_code: text('branch_code'),
      customer_number: text('customer_number'),
      customer_name: text('customer_name'),
      document_number: text('document_number'),
      transaction_date: date('transaction_date'),
      amount: money('amount'),
      balance: money('balance'),
    },
    async write(tx, rows) {
      await tx
        .insert(excedeArTransactions)
        .values(
          rows.map((r) => ({
            transactionId: r.transaction_id as string,
            branchCode: r.branch_code as string,
            customerNumber: r.customer_number as string,
            customerName: r.customer_name as string,
            documentNumber: r.document_number as string,
            transactionDate: r.transaction_date as string,
            amount: r.amount as number,
            balance: r.balance as number,
          })),
        )
        .onConflictDoUpdate({
          target: excedeArTransactions.transactionId,
          set: {
            branchCode: sql`excluded.branch_code`,
            customerNumber: sql`excluded.customer_number`,
            customerName: sql`excluded.customer_name`,
            documentNumber: sql`excluded.document_number`,
            transactionDate: sql`excluded.transaction_date`,
            amount: sql`excluded.amount`,
            balance: sql`excluded.balance`,
            updatedAt: sql`now()`,
          },
        });
    },
  },
};

export const IMPORT_TARGETS = Object.keys(TARGETS);

/**
 * Reads one export file and upserts every row in ONE transaction: a bad file (a missing column, a
 * bad number) throws an ImportError and leaves the previous data as it was.
 */
export async function importExcede(
  db: Database,
  job: { sourceFile: string; targetTable: string },
  dir = excedeImportDir(),
): Promise<ImportResult> {
  const target = TARGETS[job.targetTable];
  if (!target) throw new ImportError(`The importer does not know the table ${job.targetTable}.`, 0);
  if (!/^[\w.-]+\.csv$/i.test(job.sourceFile)) throw new ImportError(`The source file ${job.sourceFile} is not a CSV file name.`, 0);
  let content: string;
  try {
    content = await readFile(path.join(dir, job.sourceFile), 'utf8');
  } catch (error) {
    throw new ImportError(`Cannot read ${job.sourceFile}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, 0);
  }
  let table: string[][];
  try {
    table = parseCsv(content);
  } catch (error) {
    throw new ImportError(`${job.sourceFile}: ${(error as Error).message}`, 0);
  }
  const [header = [], ...lines] = table;
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = Object.keys(target.columns).filter((c) => !names.includes(c));
  if (missing.length) throw new ImportError(`${job.sourceFile}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`, lines.length);

  const rows: Record<string, string | number | null>[] = [];
  let rowsRead = 0;
  try {
    for (const [index, line] of lines.entries()) {
      rowsRead++;
      const lineNo = index + 2;
      if (line.length !== names.length) throw new Error(`Line ${lineNo}: ${line.length} fields where the header has ${names.length}.`);
      const row: Record<string, string | number | null> = {};
      for (const [column, read] of Object.entries(target.columns)) row[column] = read(line[names.indexOf(column)] ?? '', lineNo);
      rows.push(row);
    }
  } catch (error) {
    throw new ImportError(`${job.sourceFile}: ${(error as Error).message}`, rowsRead);
  }

  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += BATCH) await target.write(tx, rows.slice(i, i + BATCH));
    });
  } catch (error) {
    throw new ImportError(`${job.sourceFile}: the database refused the rows: ${(error as Error).message}`, rowsRead);
  }
  return { rowsRead, rowsWritten: rows.length };
}
