import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * How one field of an export becomes a value PostgreSQL's COPY reads: checked by the column's type in the
 * Drizzle schema, so a bad value is reported with its line and column before anything is written. DATE
 * comes as MM/DD/YYYY and DATETIME as yyyy-mm-dd hh:mi:ss (Informix's defaults); times are New York
 * wall-clock, which the load reads in that zone.
 */
export type FieldReader = (value: string | null) => string | null;

export class FieldError extends Error {}

const INTEGER = /^-?\d{1,10}$/;
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;
const TRUE = new Set(['t', 'T', 'Y', 'y', '1']);
const FALSE = new Set(['f', 'F', 'N', 'n', '0']);

function isoDate(year: number, month: number, day: number, raw: string): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) throw new FieldError(`'${raw}' is not a calendar date.`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function readDate(value: string): string {
  const us = US_DATE.exec(value);
  if (us) return isoDate(Number(us[3]), Number(us[1]), Number(us[2]), value);
  const iso = ISO_DATE.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), value);
  throw new FieldError(`'${value}' is not a date (MM/DD/YYYY).`);
}

function readDateTime(value: string): string {
  const m = DATETIME.exec(value);
  if (!m) throw new FieldError(`'${value}' is not a date and time (yyyy-mm-dd hh:mi:ss).`);
  const day = isoDate(Number(m[1]), Number(m[2]), Number(m[3]), value);
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) throw new FieldError(`'${value}' is not a time of day.`);
  return `${day} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
}

function numericReader(precision: number, scale: number): (value: string) => string {
  return (value) => {
    const m = DECIMAL.exec(value.trim());
    const whole = m?.[2] ?? '';
    const fraction = (m?.[3] ?? '').replace(/0+$/, '');
    if (!m || (!whole && !m[3])) throw new FieldError(`'${value}' is not a number.`);
    if (fraction.length > scale) throw new FieldError(`'${value}' has more than ${scale} decimal places.`);
    if (whole.replace(/^0+/, '').length > precision - scale) throw new FieldError(`'${value}' is too large.`);
    return `${m[1]}${whole || '0'}${fraction ? `.${fraction}` : ''}`;
  };
}

function valueReader(column: PgColumn): (value: string) => string {
  const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
  switch (column.columnType) {
    case 'PgText':
      if (enumValues?.length) {
        return (value) => {
          if (!enumValues.includes(value)) throw new FieldError(`'${value}' is not one of ${enumValues.join(', ')}.`);
          return value;
        };
      }
      return (value) => value;
    case 'PgInteger':
    case 'PgSmallInt': {
      const limit = column.columnType === 'PgSmallInt' ? 32_767 : 2_147_483_647;
      return (value) => {
        const v = value.trim();
        if (!INTEGER.test(v) || Math.abs(Number(v)) > limit) throw new FieldError(`'${value}' is not a whole number.`);
        return String(Number(v));
      };
    }
    case 'PgNumeric': {
      const { precision = 14, scale = 2 } = column as { precision?: number; scale?: number };
      return numericReader(precision, scale);
    }
    case 'PgDateString':
      return (value) => readDate(value.trim());
    case 'PgTimestamp':
      return (value) => readDateTime(value.trim());
    case 'PgBoolean':
      return (value) => {
        if (TRUE.has(value.trim())) return 't';
        if (FALSE.has(value.trim())) return 'f';
        throw new FieldError(`'${value}' is not t or f.`);
      };
    default:
      throw new Error(`No export reader for the column type ${column.columnType} (${column.name}).`);
  }
}

/** The reader of a column: NULL only where the column allows it. */
export function fieldReader(column: PgColumn): FieldReader {
  const read = valueReader(column);
  return (value) => {
    if (value === null) {
      if (column.notNull) throw new FieldError('is empty, and must have a value.');
      return null;
    }
    return read(value);
  };
}
