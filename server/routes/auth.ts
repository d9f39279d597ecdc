import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_ANSWER,
  INACTIVE_ACCOUNT_MESSAGE,
  PASSWORD_RESET_ANSWER,
  REGISTERED_ANSWER,
  RESET_LINK_INVALID_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  forgotPasswordRules,
  loginRules,
  registerRules,
  resetPasswordRules,
  type LoginAnswer,
} from '../../src/domain/auth';
import { DEMO_ACCOUNTS } from '../../src/demo/people';
import { actorOf, audit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  REGISTER_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  takeAttempt,
} from '../auth/rateLimit';
import { invalidateAuthCache } from '../auth/authCache';
import { createSession, revokeSessionFamily } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import { passwordResets, sessions, users } from '../db/schema';
import type { ServerConfig } from '../config';
import { clientIp, fail, readForm, type AppEnv } from '../http';
import { sendMail } from '../mail';
import { loadAuthUser } from '../users/authUser';

const RESET_LINK_MINUTES = 60;

const registeredMail = ({ name, email }: { name: string; email: string }) => ({
  to: email,
  subject: 'Your portal registration',
  body: `Hello ${name},\n\nWe have your registration for the staff portal. An administrator activates new accounts; you can sign in once yours is active.\n\nIf you did not register, ignore this mail.`,
});

const addressTakenMail = (config: ServerConfig, email: string) => ({
  to: email,
  subject: 'Your portal registration',
  body: `Hello,\n\nSomeone tried to register for the staff portal with this address, which already has an account. To sign in without your password, set a new one at:\n${config.publicUrl}/forgotpassword\n\nIf this was not you, ignore this mail: nothing has changed.`,
});

export const authRoutes = new Hono<AppEnv>()
  .post('/login', guard('POST /login'), async (c) => {
    const { db, config } = c.var.deps;
    const { email, password } = await readForm(c, loginRules);
    const ip = clientIp(c);
    // Counted before the slow check: a wrong guess keeps its attempt, a right password gives it back.
    const attempt = await takeAttempt(db, [
      [LOGIN_PER_ACCOUNT, email],
      [LOGIN_PER_ADDRESS, ip],
    ]);
    if (!attempt) {
      await audit(db, { action: 'login.throttled', subject: email, ip });
      fail(429, TOO_MANY_ATTEMPTS_MESSAGE);
    }
    const [account] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    const passwordMatches = await verifyPassword(account?.passwordHash, password);
    if (!account || !passwordMatches) {
      await audit(db, { action: 'login.failure', subject: email, ip, actorUserId: account?.id ?? null });
      fail(401, WRONG_CREDENTIALS_MESSAGE);
    }
    await attempt.release();
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

  .post('/logout', guard('POST /logout'), async (c) => {
    const { db } = c.var.deps;
    const session = c.var.session;
    await revokeSessionFamily(db, session);
    await audit(db, { action: 'logout', ...actorOf(c), entity: 'session', entityId: session.id, subject: c.var.user.email });
    return c.json({ message: 'Signed out.' });
  })

  /**
   * Self-registration answers the same whether the address is new or taken (it never tells who has an
   * account); the owner of a taken address gets a mail saying so instead of a second account.
   */
  .post('/register', guard('POST /register'), async (c) => {
    const { db, config } = c.var.deps;
    const payload = await readForm(c, registerRules);
    const ip = clientIp(c);
    if (!(await takeAttempt(db, [[REGISTER_PER_ADDRESS, ip]]))) fail(429, TOO_MANY_REQUESTS_MESSAGE);
    const passwordHash = await hashPassword(payload.password);
    const created = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${payload.email}`);
      if (existing) {
        await audit(tx, { action: 'user.register.taken', entity: 'user', entityId: existing.id, subject: payload.email, ip });
        return null;
      }
      const [row] = await tx
        .insert(users)
        .values({ name: payload.name, email: payload.email, passwordHash, active: false })
        .returning({ id: users.id, name: users.name, email: users.email, active: users.active });
      await audit(tx, { action: 'user.register', entity: 'user', entityId: row!.id, subject: payload.email, ip, after: row });
      return row;
    });
    await sendMail(db, config, created ? registeredMail(payload) : addressTakenMail(config, payload.email));
    return c.json({ message: REGISTERED_ANSWER }, 201);
  })

  .post('/forgotpassword', guard('POST /forgotpassword'), async (c) => {
    const { db, config } = c.var.deps;
    const { email } = await readForm(c, forgotPasswordRules);
    const ip = clientIp(c);
    if (!(await takeAttempt(db, [[RESET_PER_ADDRESS, ip]]))) fail(429, TOO_MANY_REQUESTS_MESSAGE);
    const [account] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true)));
    // Past its own limit an account gets no more mail, with the same answer: nobody learns that it exists.
    const mailable = account && (await takeAttempt(db, [[RESET_PER_ACCOUNT, email]]));
    await audit(db, { action: mailable || !account ? 'password.forgot' : 'password.forgot.limited', subject: email, ip, actorUserId: account?.id ?? null });
    if (account && mailable) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        // One live link per user: a new one retires every link sent before it.
        await tx.delete(passwordResets).where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId: account.id, expiresAt });
      });
      await sendMail(db, config, {
        to: account.email,
        subject: 'Reset your portal password',
        body: `Hello ${account.name},\n\nSet a new password within one hour:\n${config.publicUrl}/forgotpassword/${token}\n\nIf you did not ask for this, ignore this mail.`,
        secretUntil: expiresAt,
      });
    }
    return c.json({ message: FORGOT_PASSWORD_ANSWER });
  })

  .post('/forgotpassword/reset', guard('POST /forgotpassword/reset'), async (c) => {
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
  .get('/logindemo/accounts', guard('GET /logindemo/accounts'), (c) => {
    if (!c.var.deps.config.demoMode) fail(404, 'Demo sign-in is turned off.');
    return c.json({
      content: DEMO_ACCOUNTS.map(({ name, email, roles, branches }) => ({ name, email, roles, branchCount: branches.length })),
    });
  });
