import { describe, expect, it } from 'vitest';
import {
  countSchema,
  countStatusOf,
  countTotalCents,
  DENOMINATIONS,
  expectedCents,
  fundCreateSchema,
  paidOutSchema,
} from '../../../src/domain/accounting/cashOnHand';
import { isOlderThanOneBusinessDay, nextBusinessDay, newYorkDay } from '../../../src/domain/businessDays';
import { validate } from '../../../src/domain/validation';

describe('a cash count', () => {
  it('totals the denominations exactly in cents, rolls at their face value', () => {
    expect(countTotalCents({})).toBe(0);
    expect(countTotalCents({ b100: 2, b20: 4, b1: 13, c25: 7, c10: 3, c1: 4, r25: 1, r1: 2 })).toBe(20_000 + 8_000 + 1_300 + 175 + 30 + 4 + 1_000 + 100);
    // A thousand pennies are $10.00, not 9.999…
    expect(countTotalCents({ c1: 1000, c10: 30 })).toBe(1_300);
    expect(new Set(DENOMINATIONS.map((d) => d.id)).size).toBe(DENOMINATIONS.length);
  });

  it('expects the float plus cash receipts less paid-outs and deposits', () => {
    expect(expectedCents({ floatCents: 30_000, receiptsCents: 125_075, paidOutsCents: 1_250, depositedCents: 100_000 })).toBe(53_825);
  });

  it('waits for a sign-off only beyond the threshold, short or over', () => {
    expect(countStatusOf(0, 500)).toBe('Accepted');
    expect(countStatusOf(-500, 500)).toBe('Accepted');
    expect(countStatusOf(500, 500)).toBe('Accepted');
    expect(countStatusOf(-700, 500)).toBe('Awaiting sign-off');
    expect(countStatusOf(501, 500)).toBe('Awaiting sign-off');
    expect(countStatusOf(1, 0)).toBe('Awaiting sign-off');
  });
});

describe('payloads', () => {
  it('reads a count by denominations and refuses a part piece, a negative or an unknown denomination', () => {
    expect(validate(countSchema, { fundVersion: 2, denominations: { b20: 3 } })).toEqual({ ok: true, data: { fundVersion: 2, denominations: { b20: 3 }, note: '' } });
    expect(validate(countSchema, { fundVersion: 2, denominations: { b20: 1.5 } })).toEqual({ ok: false, errors: { 'denominations.b20': 'Enter a whole number.' } });
    expect(validate(countSchema, { fundVersion: 2, denominations: { c5: -1 } })).toEqual({ ok: false, errors: { 'denominations.c5': 'Enter 0 or more.' } });
    expect(validate(countSchema, { fundVersion: 2, denominations: { b3: 1 } }).ok).toBe(false);
  });

  it('reads amounts typed as dollars into cents', () => {
    const fund = validate(fundCreateSchema, { brnId: '101', kind: 'Petty cash', name: ' Petty cash ', custodian: 'Ana Ruiz', float: '$1,250.5', drawer: '' });
    expect(fund).toEqual({ ok: true, data: { brnId: '101', kind: 'Petty cash', name: 'Petty cash', custodian: 'Ana Ruiz', float: 125_050, drawer: null } });
    expect(validate(paidOutSchema, { amount: ' ', paidTo: 'Shop', note: 'Coffee' })).toEqual({ ok: false, errors: { amount: 'Enter the amount.' } });
    expect(validate(paidOutSchema, { amount: '0', paidTo: 'Shop', note: 'Coffee' })).toEqual({ ok: false, errors: { amount: 'The amount must be more than $0.00.' } });
    expect(validate(paidOutSchema, { amount: '12.345', paidTo: 'Shop', note: 'Coffee' })).toEqual({
      ok: false,
      errors: { amount: 'Enter the amount in dollars and cents, e.g. 250.00.' },
    });
  });
});

describe('business days', () => {
  it('counts Monday to Friday in New York', () => {
    expect(newYorkDay('2026-11-21T03:00:00Z')).toBe('2026-11-20');
    expect(nextBusinessDay('2026-11-20')).toBe('2026-11-23');
    expect(nextBusinessDay('2026-11-18')).toBe('2026-11-19');
  });

  it("flags cash not at the bank by the next business day: Friday's on Tuesday, Monday's on Wednesday", () => {
    const friday = new Date('2026-11-20T15:00:00Z');
    expect(isOlderThanOneBusinessDay(friday, new Date('2026-11-23T21:00:00Z'))).toBe(false);
    expect(isOlderThanOneBusinessDay(friday, new Date('2026-11-24T14:00:00Z'))).toBe(true);
    expect(isOlderThanOneBusinessDay('2026-11-23T15:00:00Z', new Date('2026-11-24T23:00:00Z'))).toBe(false);
    expect(isOlderThanOneBusinessDay('2026-11-23T15:00:00Z', new Date('2026-11-25T14:00:00Z'))).toBe(true);
  });
});

describe('the demo cash on hand', () => {
  it('has four funds a branch, the drawers the demo receipts name, and counts that add up to the cent', async () => {
    const { demoCashCounts, demoCashFunds } = await import('../../../src/demo/cashFunds');
    const { DEMO_NOW } = await import('../../../src/demo/now');
    const funds = demoCashFunds();
    expect(funds).toHaveLength(40);
    expect(funds.filter((f) => f.brnId === '101').map((f) => f.drawer)).toEqual(['101-P1', '101-S1', null, null]);
    const counts = demoCashCounts(DEMO_NOW);
    for (const c of counts) expect(countTotalCents(c.denominations)).toBe(c.floatCents + c.overShortCents);
    expect(counts.filter((c) => c.status === 'Awaiting sign-off').map((c) => [c.brnId, c.fundName, c.overShortCents])).toEqual([['101', 'Service counter drawer', -1240]]);
    for (const c of counts.filter((c) => c.status === 'Signed off')) expect(c.decidedBy).not.toBe(c.countedBy);
    expect(demoCashCounts(DEMO_NOW)).toEqual(counts);
  });
});
