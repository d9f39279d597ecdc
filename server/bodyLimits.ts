import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { MiddlewareHandler } from 'hono';
import { fail, type AppEnv } from './http';

const uploadLimits = new WeakSet<MiddlewareHandler>();

/** The limit of a route that takes files: it replaces the default limit for that route alone. */
export function uploadLimit(maxSize: number, message: string): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError: () => fail(413, message) });
  uploadLimits.add(limit);
  return limit;
}

export const bodyTooLargeMessage = (bytes: number) =>
  `The request is too large: at most ${Math.round(bytes / 1024)} KB may be sent here.`;

/**
 * Every request body is limited (JSON_BODY_LIMIT_KB, 1 MB by default) before anything reads it, but on
 * the routes declared with uploadLimit. A body over the limit is a 413 and is never parsed.
 */
export const defaultBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (matchedRoutes(c).some((route) => uploadLimits.has(route.handler))) return next();
  const maxSize = c.var.deps.config.jsonBodyLimitBytes;
  return bodyLimit({ maxSize, onError: () => fail(413, bodyTooLargeMessage(maxSize)) })(c, next);
});
