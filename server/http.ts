import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getConnInfo } from '@hono/node-server/conninfo';
import { safeParse, type core } from 'zod/mini';
import type { AuthUser } from '../src/domain/auth';
import { checkForm, type FormRules, type FormValues } from '../src/domain/formRules';
import { fieldIssues, type FieldIssue } from '../src/domain/validation';
import { recordIdParam } from '../src/domain/recordId';
import { unsafeInputIssue } from './untrustedInput';
import { normalizeAddress } from './address';
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
    /** Set while the user is assumed: the person who assumed them. */
    assumedBy: { id: number; name: string } | null;
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

/** readJson for the sign-in payloads, checked by the plain rules the screens run (src/domain/signInRules.ts, generated from the zod schemas). */
export async function readForm<R extends FormRules>(c: AppContext, rules: R): Promise<FormValues<R>> {
  const body = await jsonBody(c);
  refuseUnsafeInput(body);
  const result = checkForm(rules, body);
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
export function badRequest(errors: FieldIssue[]): never {
  const message = errors.map((e) => `${e.field}: ${e.message}`).join(' ');
  throw new HTTPException(400, { message, res: Response.json({ message, errors }, { status: 400 }) });
}

/** A 409 about one field's value (a name already taken): the message as it is, and the field it is about for the form. */
export function conflictOn(field: string, message: string): never {
  throw new HTTPException(409, { message, res: Response.json({ message, errors: [{ field, message }] }, { status: 409 }) });
}

/** parseWith for the shared schemas (zod/mini) and the server's own (classic zod) alike. */
export function parseWith<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  refuseUnsafeInput(input);
  const result = safeParse(schema, input);
  if (!result.success) badRequest(fieldIssues(result.error.issues));
  return result.data;
}

/** Every input passes here before its schema: text PostgreSQL cannot store, or absurd nesting, is a 400. */
export function refuseUnsafeInput(input: unknown): void {
  const issue = unsafeInputIssue(input);
  if (issue) badRequest([issue]);
}

/** A record id from the path (`/users/detail/:id`): a 400 naming the parameter unless it is 1 to 2³¹−1. */
export function idParam(c: AppContext, what = 'a record', name = 'id'): number {
  return parseWith(recordIdParam(name, `${name} must be ${what} id.`), c.req.param(name));
}

/**
 * The address of the client. X-Forwarded-For is believed only when the connection comes from a trusted
 * proxy (TRUST_PROXY): then the nearest address in the chain that is not itself a trusted proxy.
 */
export function clientIp(c: AppContext): string {
  const socket = socketAddress(c);
  const trusted = c.var.deps.config.trustProxy;
  if (!trusted.includes(socket)) return socket;
  const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trusted.includes(chain[i]!)) return chain[i]!.slice(0, 64);
  }
  return chain[0]?.slice(0, 64) ?? socket;
}

function socketAddress(c: AppContext): string {
  try {
    return normalizeAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'local';
  }
}
