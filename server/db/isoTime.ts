import { sql, type SQL } from 'drizzle-orm';

/** A timestamp as the API answers it (ISO 8601, UTC): PGlite gives Date objects, node-postgres raw queries strings. */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null | undefined): string | null;
export function isoTime(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}

/** A timestamp column as the API answers it, from SQL: ISO 8601 in UTC with milliseconds ('2026-11-24T14:05:00.000Z'). */
export const isoTimeOf = (column: string): SQL => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
