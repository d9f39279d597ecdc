/**
 * Rate limits per key (a client address) in this process: each key has a bucket of `capacity` tokens that
 * refills at `perSecond`; a request takes one. For open endpoints polled by screens, where a database row
 * per request (server/auth/rateLimit.ts) would cost more than the answer.
 */
export interface TokenBuckets {
  /** 0 when a token was taken; else the whole seconds until one is free (the Retry-After). */
  take: (key: string) => number;
}

export function tokenBuckets({ capacity, perSecond, maxKeys = 10_000 }: { capacity: number; perSecond: number; maxKeys?: number }, now = Date.now): TokenBuckets {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refilled = (bucket: { tokens: number; at: number }, at: number) => Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
  return {
    take(key) {
      const at = now();
      if (buckets.size >= maxKeys) {
        for (const [k, b] of buckets) if (refilled(b, at) >= capacity) buckets.delete(k);
      }
      const bucket = buckets.get(key);
      const tokens = bucket ? refilled(bucket, at) : capacity;
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        return Math.ceil((1 - tokens) / perSecond);
      }
      buckets.set(key, { tokens: tokens - 1, at });
      return 0;
    },
  };
}
