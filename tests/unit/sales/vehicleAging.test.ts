import { describe, expect, it } from 'vitest';
import { aprThousandths, bucketOf, dailyInterestCents, floorPlanInterestCents, isCurtailmentDue, needsUsedReview } from '../../../src/domain/sales/vehicleAging';

describe('floor-plan interest: floored amount × APR ÷ 365 a day, rounded once to the cent', () => {
  it('charges $85,000.00 at 7.250% $16.88 a day ($6,162.50 a year ÷ 365 = 16.8835…)', () => {
    expect(dailyInterestCents(8_500_000, '7.250')).toBe(1688);
  });

  it('charges 100 days of it as $1,688.36 (616,250 ÷ 365 = 1,688.356…), not 100 rounded days ($1,688.00)', () => {
    expect(floorPlanInterestCents(8_500_000, '7.250', 100)).toBe(168_836);
  });

  it('charges $120,000.00 at 9.100% for 400 days $11,967.12 (4,368,000 ÷ 365 = 11,967.123…)', () => {
    expect(floorPlanInterestCents(12_000_000, '9.100', 400)).toBe(1_196_712);
  });

  it('rounds an exact half cent up: $182.50 at 1% for a day is half a cent, charged as a cent', () => {
    expect(floorPlanInterestCents(18_250, '1.000', 1)).toBe(1);
    expect(floorPlanInterestCents(18_249, '1.000', 1)).toBe(0);
  });

  it('stays exact past what a double holds: $10,000,000.00 at 9.999% for 1,000 days is $2,739,452.05', () => {
    expect(floorPlanInterestCents(1_000_000_000, '9.999', 1000)).toBe(273_945_205);
  });

  it('charges nothing on a truck not floored or received today', () => {
    expect(floorPlanInterestCents(0, '0.000', 200)).toBe(0);
    expect(floorPlanInterestCents(8_500_000, '7.250', 0)).toBe(0);
  });
});

describe('the APR as Excede keeps it (numeric(6,3), a percentage)', () => {
  it('reads whole thousandths of a percent', () => {
    expect(aprThousandths('7.250')).toBe(7250);
    expect(aprThousandths('7.25')).toBe(7250);
    expect(aprThousandths('8')).toBe(8000);
    expect(aprThousandths('0.005')).toBe(5);
  });

  it('refuses what is not an APR', () => {
    expect(() => aprThousandths('7.2505')).toThrow(RangeError);
    expect(() => aprThousandths('-1')).toThrow(RangeError);
  });
});

describe('aging buckets by days in stock', () => {
  it.each([
    [0, '0–30'],
    [30, '0–30'],
    [31, '31–60'],
    [60, '31–60'],
    [61, '61–90'],
    [90, '61–90'],
    [91, '91–180'],
    [180, '91–180'],
    [181, '181–365'],
    [365, '181–365'],
    [366, '365+'],
    [1200, '365+'],
  ] as const)('%i days is %s', (days, bucket) => {
    expect(bucketOf(days)).toBe(bucket);
  });
});

describe('flags', () => {
  it('flags a curtailment due within 30 days of today, or past due, and none when there is no curtailment', () => {
    expect(isCurtailmentDue('2026-12-25', '2026-11-25')).toBe(true);
    expect(isCurtailmentDue('2026-12-26', '2026-11-25')).toBe(false);
    expect(isCurtailmentDue('2026-11-01', '2026-11-25')).toBe(true);
    expect(isCurtailmentDue(null, '2026-11-25')).toBe(false);
  });

  it('flags a used truck past 90 days for a price or wholesale review, never a new one', () => {
    expect(needsUsedReview(false, 91)).toBe(true);
    expect(needsUsedReview(false, 90)).toBe(false);
    expect(needsUsedReview(true, 400)).toBe(false);
  });
});
