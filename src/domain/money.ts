/**
 * Money as the portal computes it: whole cents in a safe integer (exact to $90 trillion), never a
 * floating-point sum of dollars. The database keeps numeric(14,2), which arrives as a string ('1234.50');
 * these convert between the two and read what a person types.
 */

const MONEY_TEXT = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Cents of a numeric(14,2) string or a typed amount ('1,234.5', '$12', '-3.07'); null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim().replace(/^\$/, '').replace(/,/g, ''));
  if (!match) return null;
  const [, minus, dollars, fraction = ''] = match;
  const cents = Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** The numeric(14,2) text of an amount in cents: 123456 → '1234.56', -5 → '-0.05'. */
export function moneyText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The exact sum of numeric(14,2) strings, in cents. */
export const sumCents = (amounts: readonly string[]): number => amounts.reduce((sum, a) => sum + (centsOf(a) ?? 0), 0);
