import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { mailOutbox } from './db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The body carries a secret (a reset link) that is good until then: it is not logged, and not kept after. */
  secretUntil?: Date;
  /** Files sent with it (a statement's PDF); the outbox keeps the text only, so the sender keeps the file. */
  attachments?: readonly { filename: string; content: Uint8Array; contentType: string }[];
}

export const REDACTED_BODY = '[removed: it held a one-time link, which is no longer needed here]';

/**
 * Every mail is written to the outbox; with SMTP configured it is also sent, else the server log shows
 * it, so the flows that mail work on the embedded default. A mail with a secret keeps its body in the
 * outbox only while it is undelivered and the secret still works, and its body never reaches the log.
 */
export async function sendMail(db: Database, config: ServerConfig, mail: Mail): Promise<void> {
  await forgetExpiredSecrets(db);
  const { secretUntil, attachments = [], ...content } = mail;
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...content, redactAfter: secretUntil ?? null })
    .returning({ id: mailOutbox.id });
  if (!config.smtpUrl) {
    const attached = attachments.length ? ` (attached: ${attachments.map((a) => a.filename).join(', ')})` : '';
    console.info(`[mail] to ${mail.to}: ${mail.subject}${attached}${secretUntil ? ' (holds a one-time link: see the mail_outbox table)' : `\n${mail.body}`}`);
    return;
  }
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: content.to,
      subject: content.subject,
      text: content.body,
      attachments: attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })),
    });
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, ...(secretUntil ? { body: REDACTED_BODY } : {}) })
      .where(eq(mailOutbox.id, row!.id));
  } catch (error) {
    console.error(`[mail] sending to ${mail.to} failed; it stays in the outbox: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function forgetExpiredSecrets(db: Database): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ body: REDACTED_BODY, redactAfter: null })
    .where(and(isNotNull(mailOutbox.redactAfter), lt(mailOutbox.redactAfter, sql`now()`)));
}
