import * as z from 'zod/mini';

/** Payloads of the session-lifecycle calls (preferences, landing page, version, activity). */

export const preferenceKeySchema = z
  .string({ error: 'key is required.' })
  .check(
    z.trim(),
    z.minLength(1, 'key is required.'),
    z.maxLength(100, 'key must be at most 100 characters.'),
    z.regex(/^[\w.:/-]+$/, 'key may hold only letters, digits and . _ : / -'),
  );

export const preferenceSchema = z.object({
  key: preferenceKeySchema,
  value: z
    .unknown()
    .check(
      z.refine((v) => v !== undefined, 'value is required.'),
      z.refine((v) => JSON.stringify(v ?? null).length <= 65_536, 'value must be at most 64 KB.'),
    ),
});
export type PreferencePayload = z.infer<typeof preferenceSchema>;

export const preferenceResetSchema = z.object({ key: preferenceKeySchema });

export const landingPageSchema = z.object({
  landingpage: z
    .string({ error: 'landingpage is required.' })
    .check(
      z.minLength(1, 'landingpage is required.'),
      z.maxLength(500),
      z.regex(/^\/(?!\/)/, 'landingpage must be a path of this portal, starting with /.'),
    ),
  userid: z.optional(z.union([z.string().check(z.maxLength(254)), z.number()])),
});

export const checkVersionSchema = z.object({
  version: z.string({ error: 'version is required.' }).check(z.trim(), z.minLength(1, 'version is required.'), z.maxLength(40)),
});

/** An optional string of at most `max` characters, '' when absent. */
const optionalText = (max: number) => z._default(z.optional(z.string().check(z.maxLength(max))), '');
const optionalRecord = () => z._default(z.optional(z.record(z.string(), z.unknown())), {});

const routeSnapshot = z.optional(
  z.nullable(
    z.object({
      name: optionalText(200),
      params: optionalRecord(),
      query: optionalRecord(),
      path: optionalText(2000),
    }),
  ),
);

export const activityLogSchema = z.object({
  action: z.string({ error: 'action is required.' }).check(z.minLength(1, 'action is required.'), z.maxLength(100)),
  userAgent: optionalText(1000),
  data: z
    .object({ fromObj: routeSnapshot, toObj: routeSnapshot }, { error: 'data must hold fromObj and toObj.' })
    .check(z.refine((d) => JSON.stringify(d).length <= 16_384, 'data must be at most 16 KB.')),
  description: optionalText(2000),
  loadtime: z.number({ error: 'loadtime must be a number of seconds.' }).check(z.gte(0), z.lte(3600)),
  branch_id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  pageName: z.string({ error: 'pageName is required.' }).check(z.minLength(1, 'pageName is required.'), z.maxLength(200)),
});
export type ActivityLogPayload = z.infer<typeof activityLogSchema>;
