import * as z from 'zod/mini';
import { isApprovalKind } from './approvals';
import { MAX_AUTHORITY_LIMIT_CENTS } from './approvalAuthorities';
import { moneyField } from './moneyField';
import { versionField } from './recordChange';

/** PUT /api/users/{id}/approval-authorities/{kind}: a limit (dollars) or none; the version seen when changing one. */
export const authorityChangeSchema = z.object({
  limit: z.nullable(moneyField('limit', { positive: true, maxCents: MAX_AUTHORITY_LIMIT_CENTS })),
  version: z.optional(versionField),
});

/** The grant form: what it approves and the limit (null: no limit). */
export const authorityFormSchema = z.object({
  kind: z.string({ error: 'Choose what the authority approves.' }).check(z.refine(isApprovalKind, 'Choose what the authority approves.')),
  limit: authorityChangeSchema.shape.limit,
});

/** DELETE names the version seen in its query (?version=3), read as a number. */
export const authorityRemovalSchema = z.object({ version: versionField });
