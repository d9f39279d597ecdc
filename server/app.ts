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

// The shared schemas are zod/mini, which has no locale of its own: the 400 answers keep zod's English
// messages for the rules without a message of their own (classic zod sets the same on first use).
config(en());

/** The HTTP API under /api; the static app is mounted beside it by the entry point. */
export function createApi(deps: Deps) {
  // Routers are mounted in order; those with their own requireAuth come before the ones using it for all.
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
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
  api.notFound((c) => c.json({ message: `No such API endpoint: ${c.req.method} ${c.req.path}` }, 404));
  api.onError((error, c) => {
    if (error instanceof HTTPException) {
      return error.res ?? c.json({ message: error.message }, error.status);
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed`, error);
    return c.json({ message: 'An error occurred while fetching data.' }, 500);
  });
  return new Hono().route('/api', api);
}
