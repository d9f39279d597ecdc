import { createMiddleware } from 'hono/factory';
import { clientIp, fail, type AppEnv } from '../http';
import { tokenBuckets } from './tokenBucket';

export const TOO_MANY_REQUESTS = 'Too many requests: try again shortly.';

/** A middleware that lets each client address take from its own token bucket, else answers 429 with Retry-After. */
export function limitPerAddress(limit: { capacity: number; perSecond: number }) {
  const buckets = tokenBuckets(limit);
  return createMiddleware<AppEnv>(async (c, next) => {
    const wait = buckets.take(clientIp(c));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      fail(429, TOO_MANY_REQUESTS);
    }
    await next();
  });
}
