/** A timestamp as the API answers it (ISO 8601, UTC): PGlite gives Date objects, node-postgres raw queries strings. */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null | undefined): string | null;
export function isoTime(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}
