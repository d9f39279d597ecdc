import { sql, type SQL } from 'drizzle-orm';
import { filterKindOf, listColumnsOfFields, type ListField, type ListFields } from '../../src/domain/listFields';
import { readListQuery, type ListAnswer, type ListFilter, type ListQuery, type ListSort } from '../../src/domain/listQuery';
import { queryRows, type Database } from '../db/database';
import { fail, type AppContext } from '../http';
import { branchScope, inBranches } from './branchScope';
import { freshnessOf } from './freshness';
import { streamSpreadsheet } from './spreadsheetStream';

/** A list's column: what it is (shared with its screen) and the SQL expression of its value (a column of the list's FROM). */
export interface ListColumn extends ListField {
  value: SQL;
}

/** A list's columns from its fields and the SQL of each value: every field needs one. */
export const listColumns = <F extends ListFields>(fields: F, values: { [K in keyof F]: SQL }): Record<keyof F & string, ListColumn> =>
  Object.fromEntries(Object.entries(fields).map(([id, field]) => [id, { ...field, value: values[id as keyof F] }])) as Record<keyof F & string, ListColumn>;

const snakeCase = (id: string) => id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** listColumns over one table or derived table: each field is its column of the same name (`brnId` → `t.brn_id`), but for the `others` given. */
export const listColumnsIn = <F extends ListFields>(alias: string, fields: F, others: Partial<{ [K in keyof F]: SQL }> = {}): Record<keyof F & string, ListColumn> =>
  listColumns(fields, Object.fromEntries(Object.keys(fields).map((id) => [id, others[id as keyof F] ?? sql.raw(`${alias}.${snakeCase(id)}`)])) as { [K in keyof F]: SQL });

/**
 * A business grid's list, declared once: what it reads, which column is its branch and which its date,
 * its columns, a unique order to page by, and the Excede tables behind it (for "data as of").
 */
export interface ListDefinition {
  /** The export's file name, without extension. */
  name: string;
  /**
   * What the rows come from; a function of the query where the source itself depends on it (a grouped period),
   * given the branches the request may read so a grouped source can leave the others out before it groups.
   */
  from: SQL | ((query: ListQuery, branches: readonly string[]) => SQL);
  branch: SQL;
  /** The day the from/to range applies to. */
  date?: SQL;
  /** A condition every row meets (e.g. only open items). */
  where?: SQL;
  columns: Record<string, ListColumn>;
  /** Unique among the rows: the last tie-break of every order, so pages never overlap. */
  key: SQL[];
  /** The record a row opens (answered as `id`) when it is not a column: never sorted, filtered or exported. */
  rowId?: SQL;
  defaultSort: ListSort[];
  tables: string[];
  /** The endpoint's own parameters beside the list protocol's (a dashboard's month), which it reads and checks itself. */
  params?: readonly string[];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function filterCondition(column: ListColumn, filter: ListFilter): SQL | null {
  const kind = filterKindOf(column);
  if ('contains' in filter) return sql`${column.value}::text ilike ${likePattern(filter.contains)}`;
  // Compared as the column's own type, so an index on it serves the filter.
  if ('anyOf' in filter) return sql`${column.value} in (${sql.join(filter.anyOf.map((v) => sql`${v}`), sql`, `)})`;
  const cast = kind === 'date' ? sql.raw('date') : sql.raw('numeric');
  const parts = [
    filter.min !== undefined ? sql`${column.value} >= ${filter.min}::${cast}` : null,
    filter.max !== undefined ? sql`${column.value} ${kind === 'date' && column.format === 'datetime' ? sql.raw('<') : sql.raw('<=')} ${kind === 'date' && column.format === 'datetime' ? sql`(${filter.max}::date + 1)` : sql`${filter.max}::${cast}`}` : null,
  ].filter((p): p is SQL => p !== null);
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/** The WHERE of a query: the branches, the dates, the column filters and the search, all as parameters. */
function whereOf(def: ListDefinition, query: ListQuery, branches: readonly string[]): SQL {
  const conditions: SQL[] = [inBranches(def.branch, branches)];
  if (def.where) conditions.push(def.where);
  if (def.date && query.from) conditions.push(sql`${def.date} >= ${query.from}::date`);
  if (def.date && query.to) conditions.push(sql`${def.date} < (${query.to}::date + 1)`);
  for (const [id, filter] of Object.entries(query.filters)) {
    const condition = filterCondition(def.columns[id]!, filter);
    if (condition) conditions.push(condition);
  }
  if (query.search) {
    const searched = Object.values(def.columns).filter((c) => filterKindOf(c) === 'text');
    if (searched.length) conditions.push(sql`(${sql.join(searched.map((c) => sql`${c.value}::text ilike ${likePattern(query.search)}`), sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

const direction = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');

/**
 * The order of a list: its sort, then its key in the direction of the last sort term. Blanks sort as
 * PostgreSQL's indexes keep them (after every value going up), so an index on (a filtered column, the
 * sorted column, the key) hands over a page in order, read forwards or backwards, without sorting every match.
 */
function orderOf(def: ListDefinition, query: ListQuery): SQL {
  const sort = query.sort.length ? query.sort : def.defaultSort;
  const terms = sort.map((s) => sql`${def.columns[s.id]!.value} ${direction(s.desc)}`);
  const tieBreak = direction(sort.at(-1)?.desc ?? false);
  return sql.join([...terms, ...def.key.map((k) => sql`${k} ${tieBreak}`)], sql`, `);
}

const selectList = (def: ListDefinition) =>
  sql.join(
    [...Object.entries(def.columns).map(([id, c]) => sql`${c.value} as ${sql.identifier(id)}`), ...(def.rowId ? [sql`${def.rowId} as "id"`] : [])],
    sql`, `,
  );

/** A row as the API answers it: exact money as strings, days as YYYY-MM-DD, times as ISO. */
function answerRow(def: ListDefinition, row: Record<string, unknown>): Record<string, unknown> {
  for (const [id, c] of Object.entries(def.columns)) {
    const v = row[id];
    if (v instanceof Date) row[id] = c.format === 'date' ? v.toISOString().slice(0, 10) : v.toISOString();
    else if (c.format === 'datetime' && typeof v === 'string') row[id] = new Date(v).toISOString();
  }
  return row;
}

/** Reads the list query of a request against the definition: a 400 naming the field when it is wrong. */
export function listQueryOf(c: AppContext, def: ListDefinition): { query: ListQuery; branches: string[] } {
  const params = new URLSearchParams([...new URL(c.req.url).searchParams].filter(([key]) => !def.params?.includes(key)));
  const read = readListQuery(params, listColumnsOfFields(def.columns));
  if (!read.ok) fail(400, read.message);
  return { query: read.query, branches: branchScope(c, read.query.branches) };
}

/**
 * The rows a list request selects: its query, FROM and WHERE (the user's branches, the period, the column
 * filters, the search), for an endpoint that sums or charts the same rows as the grid beside it.
 */
export function listSelection(c: AppContext, def: ListDefinition): { query: ListQuery; from: SQL; where: SQL } {
  const { query, branches } = listQueryOf(c, def);
  return { query, from: typeof def.from === 'function' ? def.from(query, branches) : def.from, where: whereOf(def, query, branches) };
}

/**
 * Answers a business list: one page with the total and the totals over every matching row, and how
 * fresh the data is; or, with format=csv|xlsx, every matching row streamed as a file (a cursor reads
 * it in batches, so memory stays flat however many rows match).
 */
export async function answerList(c: AppContext, def: ListDefinition): Promise<Response> {
  const { query, from, where } = listSelection(c, def);
  const { db } = c.var.deps;
  if (query.format !== 'json') return exportList(db, def, from, query, where);

  const sums = Object.entries(def.columns).filter(([, col]) => col.total === 'sum');
  const [counted] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select count(*)::int as "__total"${sums.length ? sql`, ${sql.join(sums.map(([id, col]) => sql`coalesce(sum(${col.value}), 0)::text as ${sql.identifier(id)}`), sql`, `)}` : sql``}
        from ${from} where ${where}`,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${selectList(def)} from ${from} where ${where} order by ${orderOf(def, query)}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const { __total, ...totals } = counted ?? { __total: 0 };
  const answer: ListAnswer<Record<string, unknown>> = {
    rows: rows.map((r) => answerRow(def, r)),
    total: Number(__total),
    totals,
    ...(await freshnessOf(db, def.tables)),
  };
  return c.json(answer);
}

const EXPORT_BATCH = 5_000;

function exportList(db: Database, def: ListDefinition, from: SQL, query: ListQuery, where: SQL): Response {
  const columns = Object.entries(def.columns);
  const cursor = `list_export_${def.name.replace(/\W/g, '_')}`;
  const select = sql`select ${selectList(def)} from ${from} where ${where} order by ${orderOf(def, query)}`;
  const date = new Date().toISOString().slice(0, 10);
  return streamSpreadsheet({
    format: query.format === 'xlsx' ? 'xlsx' : 'csv',
    fileName: `${def.name}-${date}.${query.format}`,
    columns: columns.map(([, col]) => ({ header: col.header, format: col.format })),
    async produce(write) {
      // One transaction holds the cursor; each FETCH brings the next batch only when the last was sent.
      await db.transaction(async (tx) => {
        await tx.execute(sql`declare ${sql.identifier(cursor)} no scroll cursor for ${select}`);
        for (;;) {
          const batch = await queryRows<Record<string, unknown>>(tx as unknown as Database, sql`fetch forward ${sql.raw(String(EXPORT_BATCH))} from ${sql.identifier(cursor)}`);
          if (!batch.length) break;
          await write(batch.map((row) => columns.map(([id]) => row[id])));
        }
        await tx.execute(sql`close ${sql.identifier(cursor)}`);
      });
    },
  });
}

