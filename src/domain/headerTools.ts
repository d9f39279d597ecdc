import * as z from 'zod/mini';
import { recordId } from './recordId';
import { isHexColor, isLightColor, LIGHT_COLOR_MESSAGE } from './themeColor';

/** Payloads of the header tools' calls (spec section 7), checked the same way in the browser and on the server. */

const userId = z.union([recordId('UserId', 'UserId must be a user id.'), z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,10}$/)), z.transform(Number)), recordId('UserId', 'UserId must be a user id.'))], {
  error: 'UserId must be a user id.',
});

export const updateThemeColorSchema = z.object({
  UserId: userId,
  Theme_Color: z
    .string({ error: 'Theme_Color is required.' })
    .check(
      z.refine(isHexColor, 'Theme_Color must be a colour like #119eaf.'),
      z.refine((c) => !isHexColor(c) || !isLightColor(c), LIGHT_COLOR_MESSAGE),
    ),
});

export const getThemeColorSchema = z.object({ UserId: userId });

export const quoteSchema = z.object({
  daynum: z.coerce
    .number({ error: 'daynum must be a day of the year.' })
    .check(z.int('daynum must be a day of the year.'), z.gte(1, 'daynum must be between 1 and 366.'), z.lte(366, 'daynum must be between 1 and 366.')),
});

export const quickLinkLookupSchema = z.object({
  businessObjectId: z.string({ error: 'businessObjectId is required.' }).check(z.regex(/^\d{1,10}$/, 'businessObjectId must be digits.')),
  primaryKey: z.string({ error: 'primaryKey is required.' }).check(z.trim(), z.minLength(1, 'primaryKey is required.'), z.maxLength(100)),
});

export const quickLinkLogSchema = z.extend(quickLinkLookupSchema, {
  routePage: z.string().check(z.regex(/^\/[\w/-]*$/, 'routePage must be a path of the portal.')),
  whereStatement: z.string().check(z.minLength(1, 'whereStatement is required.'), z.maxLength(500)),
  link: z.string().check(z.regex(/^\/(?!\/)/, 'link must be a path of the portal.'), z.maxLength(1000)),
});

export const fcmTokenSchema = z.object({
  token: z.string({ error: 'token is required.' }).check(z.minLength(20, 'token is not a push token.'), z.maxLength(4096)),
});
