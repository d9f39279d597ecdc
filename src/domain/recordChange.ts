import { z } from 'zod/mini';

/** What a 409 says when the record changed since the user opened it. */
export const RECORD_CHANGED_MESSAGE = 'Someone else changed this record after you opened it. Reload to see their change, then try again.';

/** Every change to a staff record names the version the user saw. */
export const versionField = z.int().check(z.positive('Reload the record and try again.'));
