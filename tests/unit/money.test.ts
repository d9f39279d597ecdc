import { describe, expect, it } from 'vitest';
import { centsOf, moneyText, sumCents } from '../../src/domain/money';

describe('money in cents', () => {
  it('reads database numerics and what people type', () => {
    expect(centsOf('1234.50')).toBe(123450);
    expect(centsOf('$1,234.5')).toBe(123450);
    expect(centsOf('-3.07')).toBe(-307);
    expect(centsOf(' 12 ')).toBe(1200);
    expect(centsOf('0.1')).toBe(10);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '1e5', '--1', '12.3.4', '1234567890123']) expect(centsOf(text)).toBeNull();
  });

  it('writes cents back as numeric text', () => {
    expect(moneyText(123456)).toBe('1234.56');
    expect(moneyText(-5)).toBe('-0.05');
    expect(moneyText(0)).toBe('0.00');
    expect(() => moneyText(1.5)).toThrow(RangeError);
  });

  it('adds exactly where floating-point dollars would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(moneyText(sumCents(['0.10', '0.20']))).toBe('0.30');
    expect(sumCents(Array.from({ length: 1000 }, () => '0.01'))).toBe(1000);
  });
});
