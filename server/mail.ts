import { eq, sql } from 'drizzle-orm';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { mailOutbox } from './db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Every mail is written to the outbox; with SMTP configured it is also sent, else the server log
 * shows it, so the flows that mail (password reset) work on the embedded default.
 */
export async function sendMail(db: Database, config: ServerConfig, mail: Mail): Promise<void> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!config.smtpUrl) {
    console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.body}`);
    return;
  }
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(config.smtpUrl).sendMail({ from: config.mailFrom, ...mail, text: mail.body });
    await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, row!.id));
  } catch (error) {
    console.error(`[mail] sending to ${mail.to} failed; it stays in the outbox`, error);
  }
}
