import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getConnInfo } from '@hono/node-server/conninfo';
import { safeParse, type core } from 'zod/mini';
import type { AuthUser } from '../src/domain/auth';
import { checkForm, type FormRules, type FormValues } from '../src/domain/formRules';
import { fieldIssues, type FieldIssue } from '../src/domain/validation';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { SessionRow } from './auth/sessions';
import type { FileStorage } from './storage/fileStorage';

export interface Deps {
  db: Database;
  config: ServerConfig;
  storage: FileStorage;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    session: SessionRow;
    user: AuthUser;
  };
}

export type AppContext = Context<AppEnv>;

/** An error with the status and the message the user should read. */
export function fail(status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500, message: string): never {
  throw new HTTPException(status, { message });
}

/** Reads and validates a JSON body; anything else is a 400 with a message, and nothing is written. */
export async function readJson<S extends core.$ZodType>(c: AppContext, schema: S): Promise<core.output<S>> {
  return parseWith(schema, await jsonBody(c));
}

/** readJson for the sign-in payloads, which are checked by plain rules (src/domain/formRules.ts). */
export async function readForm<R extends FormRules>(c: AppContext, rules: R): Promise<FormValues<R>> {
  const result = checkForm(rules, await jsonBody(c));
  if (!result.ok) badRequest(Object.entries(result.errors).map(([field, message]) => ({ field, message })));
  return result.data;
}

async function jsonBody(c: AppContext): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    fail(400, 'The request body must be JSON.');
  }
}

/** A 400 that names each field: 'email: Enter a valid email address.' */
function badRequest(errors: FieldIssue[]): never {
  const message = errors.map((e) => `${e.field}: ${e.message}`).join(' ');
  throw new HTTPException(400, { message, res: Response.json({ message, errors }, { status: 400 }) });
}

/** parseWith for the shared schemas (zod/mini) and the server's own (classic zod) alike. */
export function parseWith<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = safeParse(schema, input);
  if (!result.success) badRequest(fieldIssues(result.error));
  return result.data;
}

export function clientIp(c: AppContext): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
