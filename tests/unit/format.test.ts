import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatElapsed,
  formatMoney,
  formatMoney2,
  formatNumber,
  formatPercent,
  formatValue,
} from '../../src/domain/format';

describe('formatDate', () => {
  it('shows MM/DD/YYYY for zone-less dates as written', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2026-12-31T23:59:00')).toBe('12/31/2026');
  });

  it('shows instants in New York time', () => {
    expect(formatDate('2026-03-08T03:00:00Z')).toBe('03/07/2026');
    expect(formatDate(new Date('2026-07-04T16:00:00Z'))).toBe('07/04/2026');
    expect(formatDate(Date.UTC(2026, 0, 2, 12))).toBe('01/02/2026');
  });

  it('honours another time zone when asked', () => {
    expect(formatDate('2026-03-08T03:00:00Z', { timeZone: 'UTC' })).toBe('03/08/2026');
  });

  it('blanks epoch placeholder dates', () => {
    expect(formatDate('1970-01-01')).toBe('');
    expect(formatDate('1900-01-01')).toBe('');
    expect(formatDate('1900-01-01T00:00:00')).toBe('');
    expect(formatDate('0001-01-01')).toBe('');
    expect(formatDate(new Date(0))).toBe('');
    expect(formatDate(0)).toBe('');
    expect(formatDate('1970-01-01T00:00:00Z')).toBe('');
  });

  it('blanks missing and invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses a 12-hour clock with AM/PM', () => {
    expect(formatDateTime('2026-03-07T14:05:00')).toBe('03/07/2026 02:05 PM');
    expect(formatDateTime('2026-03-07T00:30:00')).toBe('03/07/2026 12:30 AM');
    expect(formatDateTime('2026-03-07T12:00:00')).toBe('03/07/2026 12:00 PM');
    expect(formatDateTime('2026-03-07')).toBe('03/07/2026 12:00 AM');
  });

  it('converts instants to New York time across DST', () => {
    expect(formatDateTime('2026-01-15T19:05:00Z')).toBe('01/15/2026 02:05 PM'); // EST, UTC-5
    expect(formatDateTime('2026-07-15T18:05:00.000Z')).toBe('07/15/2026 02:05 PM'); // EDT, UTC-4
    expect(formatDateTime('2026-07-15T14:05:00-04:00')).toBe('07/15/2026 02:05 PM');
  });

  it('blanks placeholders and missing values', () => {
    expect(formatDateTime('1900-01-01T00:00:00')).toBe('');
    expect(formatDateTime(new Date(0))).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('money and percentages', () => {
  it('formats whole dollars with parentheses for negatives', () => {
    expect(formatMoney(1234.56)).toBe('$1,235');
    expect(formatMoney(-1234.56)).toBe('($1,235)');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-0.4)).toBe('$0');
    expect(formatMoney('1234567.4')).toBe('$1,234,567');
  });

  it('formats two decimals with parentheses for negatives', () => {
    expect(formatMoney2(1234.56)).toBe('$1,234.56');
    expect(formatMoney2(-1234.56)).toBe('($1,234.56)');
    expect(formatMoney2(0.005)).toBe('$0.01');
    expect(formatMoney2(-0.001)).toBe('$0.00');
    expect(formatMoney2('-12.5')).toBe('($12.50)');
  });

  it('formats percentage numbers with two decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(-12.345)).toBe('(12.35%)');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
  });

  it('gives blank for null, undefined, NaN and non-numbers', () => {
    for (const f of [formatMoney, formatMoney2, formatPercent, formatNumber]) {
      expect(f(null)).toBe('');
      expect(f(undefined)).toBe('');
      expect(f(Number.NaN)).toBe('');
      expect(f('')).toBe('');
      expect(f('abc')).toBe('');
    }
  });

  it('formats plain numbers with grouping', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(-3)).toBe('-3');
  });
});

describe('formatElapsed', () => {
  const now = new Date('2026-03-07T20:00:00Z'); // 3:00 PM in New York (EST)

  it('counts days, hours and minutes', () => {
    expect(formatElapsed('2026-03-05T16:45:00Z', now)).toBe('2d 3h 15m');
    expect(formatElapsed(new Date('2026-03-07T19:59:00Z'), now)).toBe('0d 0h 1m');
  });

  it('reads zone-less times as New York wall-clock time', () => {
    expect(formatElapsed('2026-03-05T11:45:00', now)).toBe('2d 3h 15m');
    // across the spring-forward change (March 8, 2026): 9 AM EDT is 13:00 UTC
    expect(formatElapsed('2026-03-09T09:00:00', new Date('2026-03-09T14:30:00Z'))).toBe('0d 1h 30m');
  });

  it('gives 0m for the future and blank for missing or placeholder values', () => {
    expect(formatElapsed('2026-03-08T00:00:00Z', now)).toBe('0d 0h 0m');
    expect(formatElapsed(null, now)).toBe('');
    expect(formatElapsed('1900-01-01', now)).toBe('');
    expect(formatElapsed('garbage', now)).toBe('');
  });
});

describe('formatValue', () => {
  it('dispatches on the column format', () => {
    expect(formatValue(-5, 'money')).toBe('($5)');
    expect(formatValue('2026-03-07', 'date')).toBe('03/07/2026');
    expect(formatValue(12.3, 'percent')).toBe('12.30%');
    expect(formatValue('ABC', 'text')).toBe('ABC');
    expect(formatValue(null, 'text')).toBe('');
    expect(formatValue(7, 'text')).toBe('7');
  });
});
