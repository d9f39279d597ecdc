import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_GUARDS, type ApiEndpoint } from '../../src/domain/apiGuards';
import { hasAnyPermission } from '../../src/domain/permissionCheck';
import type { AppEnv } from '../http';
import { fail } from '../http';
import { FORBIDDEN_MESSAGE, requireAuth } from './middleware';

const guardedEndpoint = new WeakMap<MiddlewareHandler, ApiEndpoint>();

/**
 * The check of an endpoint, as src/domain/apiGuards.ts gives it: every route of the API starts with
 * `guard('METHOD /path')`, so the order routers are mounted in never opens or closes anything.
 */
export function guard(endpoint: ApiEndpoint): MiddlewareHandler<AppEnv> {
  const rule = API_GUARDS[endpoint];
  const check = createMiddleware<AppEnv>(async (c, next) => {
    if (rule.access === 'open') return next();
    if (rule.access === 'openOrSignedIn' && !c.req.header('authorization')) return next();
    return requireAuth(c, async () => {
      if (rule.access === 'permission') {
        const restricted = 'restricted' in rule ? rule.restricted : undefined;
        if (!hasAnyPermission(c.var.user.permissions, rule.anyOf)) fail(403, FORBIDDEN_MESSAGE);
        if (restricted && !c.var.user.restrictedAccess.includes(restricted)) fail(403, FORBIDDEN_MESSAGE);
      }
      await next();
    });
  });
  guardedEndpoint.set(check, endpoint);
  return check;
}

/** The endpoint a route's handler guards, for the test that every mounted route carries its own check. */
export const endpointGuardedBy = (handler: unknown): ApiEndpoint | undefined => guardedEndpoint.get(handler as MiddlewareHandler);
