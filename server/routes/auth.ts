import { Hono } from 'hono';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_ANSWER,
  INACTIVE_ACCOUNT_MESSAGE,
  PASSWORD_RESET_ANSWER,
  REGISTERED_ANSWER,
  RESET_LINK_INVALID_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  forgotPasswordRules,
  loginRules,
  registerRules,
  resetPasswordRules,
  type LoginAnswer,
} from '../../src/domain/auth';
import { DEMO_ACCOUNTS } from '../../src/demo/people';
import { audit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { isLoginThrottled } from '../auth/rateLimit';
import { requireAuth } from '../auth/middleware';
import { invalidateAuthCache } from '../auth/authCache';
import { createSession, revokeSession } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import { passwordResets, sessions, users } from '../db/schema';
import { clientIp, fail, readForm, type AppEnv } from '../http';
import { sendMail } from '../mail';
import { loadAuthUser } from '../users/authUser';

const RESET_LINK_MINUTES = 60;

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { db, config } = c.var.deps;
    const { email, password } = await readForm(c, loginRules);
    const ip = clientIp(c);
    if (await isLoginThrottled(db, email, ip)) {
      await audit(db, { action: 'login.throttled', subject: email, ip });
      fail(429, TOO_MANY_ATTEMPTS_MESSAGE);
    }
    const [account] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    const passwordMatches = await verifyPassword(account?.passwordHash, password);
    if (!account || !passwordMatches) {
      await audit(db, { action: 'login.failure', subject: email, ip, actorUserId: account?.id ?? null });
      fail(401, WRONG_CREDENTIALS_MESSAGE);
    }
    if (!account.active) {
      await audit(db, { action: 'login.inactive', subject: email, ip, actorUserId: account.id });
      fail(403, INACTIVE_ACCOUNT_MESSAGE);
    }
    const { token, session } = await createSession(db, config, {
      userId: account.id,
      ip,
      userAgent: c.req.header('user-agent') ?? '',
    });
    await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, account.id));
    await audit(db, { action: 'login.success', subject: email, ip, actorUserId: account.id, entity: 'session', entityId: session.id });
    const user = await loadAuthUser(db, config, account.id);
    return c.json({ ...user!, token } satisfies LoginAnswer);
  })

  .post('/logout', requireAuth, async (c) => {
    const { db } = c.var.deps;
    const session = c.var.session;
    await revokeSession(db, session.id);
    await audit(db, {
      action: 'logout',
      actorUserId: session.userId,
      entity: 'session',
      entityId: session.id,
      subject: c.var.user.email,
      ip: clientIp(c),
    });
    return c.json({ message: 'Signed out.' });
  })

  .post('/register', async (c) => {
    const { db } = c.var.deps;
    const payload = await readForm(c, registerRules);
    const passwordHash = await hashPassword(payload.password);
    const created = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${payload.email}`);
      if (existing) return null;
      const [row] = await tx
        .insert(users)
        .values({ name: payload.name, email: payload.email, passwordHash, active: false })
        .returning({ id: users.id, name: users.name, email: users.email, active: users.active });
      await audit(tx, { action: 'user.register', entity: 'user', entityId: row!.id, subject: payload.email, ip: clientIp(c), after: row });
      return row;
    });
    if (!created) fail(409, 'An account with this email already exists.');
    return c.json({ message: REGISTERED_ANSWER }, 201);
  })

  .post('/forgotpassword', async (c) => {
    const { db, config } = c.var.deps;
    const { email } = await readForm(c, forgotPasswordRules);
    const [account] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true)));
    await audit(db, { action: 'password.forgot', subject: email, ip: clientIp(c), actorUserId: account?.id ?? null });
    if (account) {
      const token = newToken();
      await db.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: account.id,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      await sendMail(db, config, {
        to: account.email,
        subject: 'Reset your portal password',
        body: `Hello ${account.name},\n\nSet a new password within one hour:\n${config.publicUrl}/forgotpassword/${token}\n\nIf you did not ask for this, ignore this mail.`,
      });
    }
    return c.json({ message: FORGOT_PASSWORD_ANSWER });
  })

  .post('/forgotpassword/reset', async (c) => {
    const { db } = c.var.deps;
    const { token, password } = await readForm(c, resetPasswordRules);
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset) return null;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      // A new password ends every session that knew the old one.
      await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
      await audit(tx, { action: 'password.reset', actorUserId: reset.userId, entity: 'user', entityId: reset.userId, ip: clientIp(c) });
      return reset.userId;
    });
    if (!userId) fail(400, RESET_LINK_INVALID_MESSAGE);
    invalidateAuthCache();
    return c.json({ message: PASSWORD_RESET_ANSWER });
  })

  /** The one-click demo accounts, only while demo mode is on. */
  .get('/logindemo/accounts', (c) => {
    if (!c.var.deps.config.demoMode) fail(404, 'Demo sign-in is turned off.');
    return c.json({
      content: DEMO_ACCOUNTS.map(({ name, email, roles, branches }) => ({ name, email, roles, branchCount: branches.length })),
    });
  });
