import * as z from 'zod/mini';

/** The largest id a database `serial` column holds: a bigger one is a 400, never an overflow (500). */
export const MAX_RECORD_ID = 2_147_483_647;

const idChecks = (message: string) => [z.int(message), z.gte(1, message), z.lte(MAX_RECORD_ID, message)] as const;

/** The id of a record in a JSON payload: a whole number from 1 to MAX_RECORD_ID. */
export const recordId = (field: string, message = `${field} must be an id.`) => z.number({ error: message }).check(...idChecks(message));

/** The id of a record in a path or query string ('42'). */
export const recordIdParam = (field: string, message = `${field} must be an id.`) =>
  z.coerce.number({ error: message }).check(...idChecks(message));
