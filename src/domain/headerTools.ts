import { z } from 'zod';
import { isHexColor, isLightColor, LIGHT_COLOR_MESSAGE } from './themeColor';

/** Payloads of the header tools' calls (spec section 7), checked the same way in the browser and on the server. */

const userId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)], {
  error: 'UserId must be a user id.',
});

export const updateThemeColorSchema = z.object({
  UserId: userId,
  Theme_Color: z
    .string({ error: 'Theme_Color is required.' })
    .refine(isHexColor, 'Theme_Color must be a colour like #119eaf.')
    .refine((c) => !isHexColor(c) || !isLightColor(c), LIGHT_COLOR_MESSAGE),
});

export const getThemeColorSchema = z.object({ UserId: userId });

export const quoteSchema = z.object({
  daynum: z.coerce
    .number({ error: 'daynum must be a day of the year.' })
    .int('daynum must be a day of the year.')
    .min(1, 'daynum must be between 1 and 366.')
    .max(366, 'daynum must be between 1 and 366.'),
});

export const quickLinkLookupSchema = z.object({
  businessObjectId: z.string({ error: 'businessObjectId is required.' }).regex(/^\d{1,10}$/, 'businessObjectId must be digits.'),
  primaryKey: z.string({ error: 'primaryKey is required.' }).trim().min(1, 'primaryKey is required.').max(100),
});

export const quickLinkLogSchema = quickLinkLookupSchema.extend({
  routePage: z.string().regex(/^\/[\w/-]*$/, 'routePage must be a path of the portal.'),
  whereStatement: z.string().min(1, 'whereStatement is required.').max(500),
  link: z.string().regex(/^\/(?!\/)/, 'link must be a path of the portal.').max(1000),
});

export const fcmTokenSchema = z.object({
  token: z.string({ error: 'token is required.' }).min(20, 'token is not a push token.').max(4096),
});
