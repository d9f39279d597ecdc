import { z } from 'zod';

/** The Microsoft API token: an OAuth authorization-code sign-in with PKCE, finished at /callback/microsoft. */
export const MICROSOFT_CALLBACK_PATH = '/callback/microsoft';

export const microsoftCallbackSchema = z.object({
  code: z.string({ error: 'code is required.' }).min(1, 'code is required.').max(4000),
  state: z.string({ error: 'state is required.' }).min(20, 'state is not valid.').max(200),
});

export interface MicrosoftTokenStatus {
  configured: boolean;
  allowed: boolean;
  connected: boolean;
  expiresAt: string | null;
}
