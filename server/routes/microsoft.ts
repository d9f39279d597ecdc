import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { and, eq, gt, sql } from 'drizzle-orm';
import { MICROSOFT_CALLBACK_PATH, MICROSOFT_NOT_CONFIGURED_MESSAGE, microsoftCallbackSchema, type MicrosoftTokenStatus } from '../../src/domain/microsoft';
import { actorOf, audit } from '../audit';
import { oauthStates, oauthTokens } from '../db/schema';
import { fail, readJson, type AppContext, type AppEnv } from '../http';

const PROVIDER = 'microsoft';

/** Only the configured employee ids, and only when the endpoints are configured. */
function oauthFor(c: AppContext) {
  const oauth = c.var.deps.config.microsoftOAuth;
  if (!oauth) fail(404, MICROSOFT_NOT_CONFIGURED_MESSAGE);
  if (!c.var.user.restrictedAccess.includes('microsoftToken')) fail(403, 'You do not have permission to do this.');
  return oauth;
}

export const microsoftRoutes = new Hono<AppEnv>()
  .get('/microsoft/status', guard('GET /microsoft/status'), async (c) => {
    const { config, db } = c.var.deps;
    const allowed = c.var.user.restrictedAccess.includes('microsoftToken');
    const [token] = allowed
      ? await db.select().from(oauthTokens).where(and(eq(oauthTokens.userId, c.var.user.id), eq(oauthTokens.provider, PROVIDER)))
      : [];
    const status: MicrosoftTokenStatus = {
      configured: !!config.microsoftOAuth,
      allowed,
      connected: !!token,
      expiresAt: token?.expiresAt?.toISOString() ?? null,
    };
    return c.json(status);
  })

  .post('/microsoft/authorize', guard('POST /microsoft/authorize'), async (c) => {
    const oauth = oauthFor(c);
    const state = randomBytes(24).toString('base64url');
    const verifier = randomBytes(48).toString('base64url');
    await c.var.deps.db.insert(oauthStates).values({ state, userId: c.var.user.id, codeVerifier: verifier });
    const url = new URL(oauth.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: oauth.clientId,
      redirect_uri: c.var.deps.config.publicUrl + MICROSOFT_CALLBACK_PATH,
      scope: oauth.scope,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return c.json({ url: url.toString() });
  })

  .post('/microsoft/callback', guard('POST /microsoft/callback'), async (c) => {
    const oauth = oauthFor(c);
    const { code, state } = await readJson(c, microsoftCallbackSchema);
    const { db, config } = c.var.deps;
    const [pending] = await db
      .delete(oauthStates)
      .where(and(eq(oauthStates.state, state), eq(oauthStates.userId, c.var.user.id), gt(oauthStates.createdAt, sql`now() - interval '10 minutes'`)))
      .returning();
    if (!pending) fail(400, 'This sign-in with Microsoft has expired. Start it again from the account menu.');
    const response = await fetch(oauth.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.publicUrl + MICROSOFT_CALLBACK_PATH,
        client_id: oauth.clientId,
        code_verifier: pending.codeVerifier,
        ...(oauth.clientSecret ? { client_secret: oauth.clientSecret } : {}),
      }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string } | null;
    if (!response?.ok || !body?.access_token) fail(400, 'Microsoft did not accept the sign-in. Try again.');
    const expiresAt = body.expires_in ? new Date(Date.now() + body.expires_in * 1000) : null;
    const values = { accessToken: body.access_token, refreshToken: body.refresh_token ?? null, expiresAt, scope: body.scope ?? null };
    await db.transaction(async (tx) => {
      await tx
        .insert(oauthTokens)
        .values({ userId: c.var.user.id, provider: PROVIDER, ...values })
        .onConflictDoUpdate({ target: [oauthTokens.userId, oauthTokens.provider], set: { ...values, updatedAt: sql`now()` } });
      await audit(tx, { action: 'microsoft.token', ...actorOf(c), entity: 'oauth_token', entityId: c.var.user.id, after: { expiresAt } });
    });
    return c.json({ connected: true, expiresAt: expiresAt?.toISOString() ?? null });
  });
