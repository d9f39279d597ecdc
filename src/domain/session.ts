import { z } from 'zod';

/** Payloads of the session-lifecycle calls (preferences, landing page, version, activity). */

export const preferenceKeySchema = z
  .string({ error: 'key is required.' })
  .trim()
  .min(1, 'key is required.')
  .max(100, 'key must be at most 100 characters.')
  .regex(/^[\w.:/-]+$/, 'key may hold only letters, digits and . _ : / -');

export const preferenceSchema = z.object({
  key: preferenceKeySchema,
  value: z
    .unknown()
    .refine((v) => v !== undefined, 'value is required.')
    .refine((v) => JSON.stringify(v ?? null).length <= 65_536, 'value must be at most 64 KB.'),
});
export type PreferencePayload = z.infer<typeof preferenceSchema>;

export const preferenceResetSchema = z.object({ key: preferenceKeySchema });

export const landingPageSchema = z.object({
  landingpage: z
    .string({ error: 'landingpage is required.' })
    .min(1, 'landingpage is required.')
    .max(500)
    .regex(/^\/(?!\/)/, 'landingpage must be a path of this portal, starting with /.'),
  userid: z.union([z.string(), z.number()]).optional(),
});


export const checkVersionSchema = z.object({
  version: z.string({ error: 'version is required.' }).trim().min(1, 'version is required.').max(40),
});

const routeSnapshot = z
  .object({
    name: z.string().max(200).optional().default(''),
    params: z.record(z.string(), z.unknown()).optional().default({}),
    query: z.record(z.string(), z.unknown()).optional().default({}),
    path: z.string().max(2000).optional().default(''),
  })
  .nullable()
  .optional();

export const activityLogSchema = z.object({
  action: z.string({ error: 'action is required.' }).min(1, 'action is required.').max(100),
  userAgent: z.string().max(1000).optional().default(''),
  data: z.object({ fromObj: routeSnapshot, toObj: routeSnapshot }, { error: 'data must hold fromObj and toObj.' }),
  description: z.string().max(2000).optional().default(''),
  loadtime: z.number({ error: 'loadtime must be a number of seconds.' }).min(0).max(3600),
  branch_id: z.string().max(100).nullable().optional(),
  pageName: z.string({ error: 'pageName is required.' }).min(1, 'pageName is required.').max(200),
});
export type ActivityLogPayload = z.infer<typeof activityLogSchema>;
