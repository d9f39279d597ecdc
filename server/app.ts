import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { config } from 'zod/mini';
import { en } from 'zod/locales';
import { authRoutes } from './routes/auth';
import { feedbackRoutes } from './routes/feedback';
import { fileRoutes } from './routes/files';
import { headerToolRoutes } from './routes/headerTools';
import { microsoftRoutes } from './routes/microsoft';
import { systemRoutes } from './routes/system';
import { newFeatureRoutes } from './routes/newfeatures';
import { productPlanningRoutes } from './routes/productPlanning';
import { importRoutes } from './routes/imports';
import { userLogRoutes } from './routes/userLogs';
import { userRoutes } from './routes/user';
import { usersAdminRoutes } from './routes/usersAdmin';
import type { AppEnv, Deps } from './http';
import { defaultBodyLimit } from './bodyLimits';
import { securityHeaders } from './securityHeaders';

// The shared schemas are zod/mini, which has no locale of its own: the 400 answers keep zod's English
// messages for the rules without a message of their own (classic zod sets the same on first use).
config(en());

/** The HTTP API under /api; the static app is mounted beside it by the entry point. */
export function createApi(deps: Deps) {
  // Every router carries its own guards on each route, so the order they are mounted in opens nothing.
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.use(defaultBodyLimit);
  api.route('/', systemRoutes);
  api.route('/', fileRoutes);
  api.route('/', authRoutes);
  api.route('/', feedbackRoutes);
  // Users and roles
  api.route('/', usersAdminRoutes);
  // Logs and feedback
  api.route('/', userLogRoutes);
  // Product and data imports
  api.route('/', newFeatureRoutes);
  api.route('/', productPlanningRoutes);
  api.route('/', importRoutes);
  // Header tools
  api.route('/', headerToolRoutes);
  api.route('/', microsoftRoutes);
  api.route('/', userRoutes);
  // Whatever the headers: a path no router answered is a 404 here, never the app's page.
  api.all('*', (c) => c.json({ message: `No such API endpoint: ${c.req.method} ${c.req.path}` }, 404));
  const root = new Hono<AppEnv>();
  // On the root, not on the API router: a router with its own error handler has every route wrapped
  // when mounted, and uploadLimit is recognised by its handler (bodyLimits.ts).
  root.onError((error, c) => {
    if (error instanceof HTTPException) {
      return error.res ?? c.json({ message: error.message }, error.status);
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    return c.json({ message: 'An error occurred while fetching data.' }, 500);
  });
  root.use(securityHeaders(deps.config));
  return root.route('/api', api);
}

/**
 * What the log keeps of a failure: its name, message and the database's code and position, never the
 * query's parameters (a failed insert would print the body it carried: passwords' hashes, uploads).
 */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const cause = error.cause instanceof Error ? error.cause : null;
  const code = (cause as { code?: string } | null)?.code ?? (error as { code?: string }).code;
  const message = (cause ?? error).message.split('\nparams:')[0]!.slice(0, 500);
  return [`${error.name}: ${message}`, code ? `(code ${code})` : '', error.stack?.split('\n')[1]?.trim() ?? ''].filter(Boolean).join(' ');
}
