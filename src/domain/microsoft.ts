import * as z from 'zod/mini';

/** The Microsoft API token: an OAuth authorization-code sign-in with PKCE, finished at /callback/microsoft. */
export const MICROSOFT_CALLBACK_PATH = '/callback/microsoft';

export const microsoftCallbackSchema = z.object({
  code: z.string({ error: 'code is required.' }).check(z.minLength(1, 'code is required.'), z.maxLength(4000)),
  state: z.string({ error: 'state is required.' }).check(z.minLength(20, 'state is not valid.'), z.maxLength(200)),
});

export interface MicrosoftTokenStatus {
  configured: boolean;
  allowed: boolean;
  connected: boolean;
  expiresAt: string | null;
}

export const MICROSOFT_NOT_CONFIGURED_MESSAGE = 'The Microsoft API token is not configured on this server.';
export const MICROSOFT_NOT_ALLOWED_MESSAGE = 'Your account is not one of those the Microsoft API token is set up for.';
