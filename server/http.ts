import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import type { AuthUser } from '../src/domain/auth';
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

/** The message names the field: 'email: Enter a valid email address.' */
export function describeIssues(error: z.ZodError): { message: string; errors: FieldIssue[] } {
  const errors = fieldIssues(error);
  return { message: errors.map((e) => `${e.field}: ${e.message}`).join(' '), errors };
}

/** Reads and validates a JSON body; anything else is a 400 with a message, and nothing is written. */
export async function readJson<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    fail(400, 'The request body must be JSON.');
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const { message, errors } = describeIssues(result.error);
    throw new HTTPException(400, { message, res: Response.json({ message, errors }, { status: 400 }) });
  }
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
