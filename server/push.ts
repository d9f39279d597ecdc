import { eq, sql } from 'drizzle-orm';
import type { Deps } from './http';
import { pushOutbox, pushTokens } from './db/schema';

export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is clicked; the app home when omitted. */
  url?: string;
}

type Messaging = { sendEachForMulticast: (m: unknown) => Promise<{ responses: { success: boolean; error?: { code?: string } }[] }> };
let messaging: Promise<Messaging | null> | undefined;

/** firebase-admin, loaded only when a service account is configured. */
function firebaseMessaging(serviceAccount: string | undefined): Promise<Messaging | null> {
  if (!serviceAccount) return Promise.resolve(null);
  messaging ??= (async () => {
    const { initializeApp, cert } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    return getMessaging(initializeApp({ credential: cert(JSON.parse(serviceAccount)) }, 'portal')) as unknown as Messaging;
  })().catch((error: unknown) => {
    console.error('[push] Firebase could not start; notifications are only recorded', error);
    return null;
  });
  return messaging;
}

/**
 * Tells a user something by web push. Every notification is written to push_outbox (so tests and
 * support can see what was sent); with Firebase configured it goes to each of the user's devices.
 * Never throws: a failed push must not fail the change that caused it.
 */
export async function notifyUser({ db, config }: Pick<Deps, 'db' | 'config'>, userId: number, message: PushMessage): Promise<void> {
  try {
    const [row] = await db
      .insert(pushOutbox)
      .values({ userId, title: message.title, body: message.body, url: message.url ?? null })
      .returning({ id: pushOutbox.id });
    const sender = await firebaseMessaging(config.firebaseServiceAccount);
    if (!sender) return;
    const tokens = (await db.select({ token: pushTokens.token }).from(pushTokens).where(eq(pushTokens.userId, userId))).map((t) => t.token);
    if (!tokens.length) return;
    const result = await sender.sendEachForMulticast({
      tokens,
      notification: { title: message.title, body: message.body },
      data: { url: message.url ?? '/' },
    });
    const stale = tokens.filter((_, i) => result.responses[i]?.error?.code === 'messaging/registration-token-not-registered');
    for (const token of stale) await db.delete(pushTokens).where(eq(pushTokens.token, token));
    await db.update(pushOutbox).set({ sentAt: sql`now()` }).where(eq(pushOutbox.id, row!.id));
  } catch (error) {
    console.error('[push] notification failed', error);
  }
}
