import { describe, expect, it } from 'vitest';
import { collectedChartRange, collectionsTabOf } from '../../../src/domain/accounting/collections';
import { collectionAccountSchema, collectionCallSchema } from '../../../src/domain/accounting/collectionsPayloads';
import { accountFlags, agingBucketOf, daysSalesOutstanding, promiseDateProblem, promiseStatusOf } from '../../../src/domain/accounting/collectionsRules';
import { addDays, daysBetween } from '../../../src/domain/businessDays';
import { validate } from '../../../src/domain/validation';

const TODAY = '2026-11-24';

describe('aging', () => {
  it('puts an item in its bucket by days past due: not yet due (or due today) is current', () => {
    expect([-10, 0, 1, 30, 31, 60, 61, 90, 91, 120, 121, 400].map(agingBucketOf)).toEqual([
      'current',
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'days91to120',
      'days91to120',
      'over120',
      'over120',
    ]);
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2026-10-31', TODAY)).toBe(24);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(collectedChartRange('2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });
});

describe('flags', () => {
  it('flags an account over its credit limit, and one with anything more than 60 days past due', () => {
    expect(accountFlags({ balanceCents: 500_001, creditLimitCents: 500_000, oldestDaysPastDue: 10 })).toEqual(['Over limit']);
    expect(accountFlags({ balanceCents: 500_000, creditLimitCents: 500_000, oldestDaysPastDue: 60 })).toEqual([]);
    expect(accountFlags({ balanceCents: 900_000, creditLimitCents: 500_000, oldestDaysPastDue: 61 })).toEqual(['Over limit', 'Over 60 days']);
  });

  it('takes a limit of 0 as none set (internal and cash accounts)', () => {
    expect(accountFlags({ balanceCents: 100, creditLimitCents: 0, oldestDaysPastDue: null })).toEqual([]);
  });
});

describe('promises to pay', () => {
  it('is kept once the amount is paid, missed once its day has passed without it, pending until then', () => {
    expect(promiseStatusOf({ promisedOn: '2026-11-20', amountCents: 10_000, paidCents: 10_000 }, TODAY)).toBe('Kept');
    expect(promiseStatusOf({ promisedOn: '2026-11-23', amountCents: 10_000, paidCents: 9_999 }, TODAY)).toBe('Missed');
    expect(promiseStatusOf({ promisedOn: TODAY, amountCents: 10_000, paidCents: 0 }, TODAY)).toBe('Pending');
    expect(promiseStatusOf({ promisedOn: '2026-12-01', amountCents: 10_000, paidCents: 12_000 }, TODAY)).toBe('Kept');
  });

  it('may be dated up to 30 days back (a call logged late) and 120 ahead', () => {
    expect(promiseDateProblem('2026-10-25', TODAY)).toBeNull();
    expect(promiseDateProblem('2026-10-24', TODAY)).toBe('The promise date can be at most 30 days ago.');
    expect(promiseDateProblem('2027-03-24', TODAY)).toBeNull();
    expect(promiseDateProblem('2027-03-25', TODAY)).toBe('The promise date can be at most 120 days ahead.');
  });
});

describe('days sales outstanding', () => {
  it('is the receivable in days of the last 90 days of credit sales, to one decimal', () => {
    // $50,000 owed on $90,000 sold in 90 days: 50 days.
    expect(daysSalesOutstanding(5_000_000, 9_000_000)).toBe(50);
    expect(daysSalesOutstanding(279_932_971, 497_045_864)).toBe(50.7);
    expect(daysSalesOutstanding(1_000, 3_000, 30)).toBe(10);
  });

  it('has none without credit sales', () => {
    expect(daysSalesOutstanding(5_000_000, 0)).toBeNull();
  });
});

describe('payloads', () => {
  const call = { brnId: '101', cusId: '100042', accountVersion: null, outcome: 'Left message' as const };

  it('logs a call with its defaults; a promise needs its date and amount', () => {
    expect(validate(collectionCallSchema(TODAY), call)).toEqual({ ok: true, data: { ...call, note: '', followUpOn: null, promise: null } });
    expect(validate(collectionCallSchema(TODAY), { ...call, outcome: 'Promised to pay' })).toEqual({
      ok: false,
      errors: { promise: 'Enter the date and amount the customer promised.' },
    });
    const promised = validate(collectionCallSchema(TODAY), { ...call, outcome: 'Promised to pay', promise: { promisedOn: '2026-12-01', amount: '1,250.00' } });
    expect(promised.ok).toBe(true);
  });

  it('names the field of each mistake', () => {
    const result = validate(collectionCallSchema(TODAY), {
      ...call,
      outcome: 'Shouted',
      followUpOn: '2026-11-23',
      promise: { promisedOn: '2026-09-01', amount: '0' },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        outcome: 'Choose what came of the call.',
        followUpOn: 'The follow-up date cannot be in the past.',
        'promise.promisedOn': 'The promise date can be at most 30 days ago.',
        'promise.amount': 'The amount promised must be more than $0.00.',
      },
    });
  });

  it('changes an account by its promise, its collector or both, never by neither', () => {
    const account = { brnId: '101', cusId: '100042', version: 3 };
    expect(validate(collectionAccountSchema(TODAY), { ...account, collectorId: '10003' }).ok).toBe(true);
    expect(validate(collectionAccountSchema(TODAY), { ...account, promise: null }).ok).toBe(true);
    expect(validate(collectionAccountSchema(TODAY), account)).toEqual({ ok: false, errors: { promise: 'Give the promise to pay or the collector.' } });
    expect(validate(collectionAccountSchema(TODAY), { ...account, version: 0, collectorId: '' }).ok).toBe(false);
  });

  it('reads the tab of the address, Collected by default', () => {
    expect(collectionsTabOf('pastdue')).toBe('pastdue');
    expect(collectionsTabOf(undefined)).toBe('collected');
    expect(collectionsTabOf('secret')).toBe('collected');
  });
});
