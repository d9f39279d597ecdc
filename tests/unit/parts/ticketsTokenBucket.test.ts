import { describe, expect, it } from 'vitest';
import { tokenBuckets } from '../../../server/business/tokenBucket';

describe('the board’s rate limit (token buckets per client address)', () => {
  it('lets a burst of `capacity` through, then one per refill, saying how long to wait', () => {
    let now = 0;
    const limit = tokenBuckets({ capacity: 3, perSecond: 0.5 }, () => now);
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(2);
    expect(limit.take('b')).toBe(0);
    now += 2_000;
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(2);
  });

  it('forgets full buckets when it holds too many addresses', () => {
    let now = 0;
    const limit = tokenBuckets({ capacity: 1, perSecond: 1, maxKeys: 2 }, () => now);
    limit.take('a');
    limit.take('b');
    now += 5_000;
    expect(limit.take('c')).toBe(0);
    expect(limit.take('a')).toBe(0);
  });
});
