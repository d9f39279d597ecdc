import { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  EXPIRED_RO_MESSAGE,
  LINK_DAYS_AFTER_INVOICE,
  linkExpired,
  linkExpiresAt,
  statusLinkRequestSchema,
  statusNoteSchema,
  UNKNOWN_RO_MESSAGE,
  type StatusLinkCreated,
  type StatusNote,
} from '../../../src/domain/service/statusLinks';
import { actorOf, audit } from '../../audit';
import { formatDate } from '../../../src/domain/format';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { createRecord, staffMemberOf } from '../../business/recordChange';
import { queryRows, type Database } from '../../db/database';
import { mobileLinkNotes, mobileLinks } from '../../db/statusLinks';
import { fail, readJson, type AppContext, type AppEnv } from '../../http';
import { sendMail } from '../../mail';

/** The token travels in the link only; the table keeps its SHA-256, which is also how a visit finds its link. */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 24 random bytes (192 bits) as base64url: unguessable, and nothing to do with the RO number. */
const newToken = (): string => randomBytes(24).toString('base64url');

interface RoForLink {
  slsId: string;
  brnId: string;
  dateInvoice: string | null;
  customerName: string;
  email: string | null;
  branchName: string | null;
}

/** The RO a staff member names, checked for the user's branch (403) and, once invoiced, for a link that could still work (400). */
async function roForLink(c: AppContext, db: Database, slsId: string): Promise<RoForLink> {
  const [ro] = await queryRows<RoForLink>(
    db,
    sql`select r.sls_id as "slsId", r.brn_id as "brnId", r.date_invoice as "dateInvoice", c.name as "customerName",
               nullif(trim(c.email), '') as email, b.name as "branchName"
          from excede_repair_orders r
          left join excede_customers c on c.cus_id = r.cus_id
          left join branches b on b.code = r.brn_id
         where r.sls_id = ${slsId}`,
  );
  if (!ro) fail(404, UNKNOWN_RO_MESSAGE);
  branchScope(c, [ro.brnId]);
  return ro;
}

const linkMail = (ro: RoForLink, url: string, expiresAt: Date | null) => ({
  to: ro.email!,
  subject: `Your repair at ${ro.branchName ?? 'our shop'}: follow it from your phone`,
  body:
    `Hello ${ro.customerName},\n\nFollow the repair of your truck (repair order ${ro.slsId}) at:\n${url}\n\n` +
    `The page shows where it stands in the shop and who to call. ` +
    (expiresAt ? `The link works until ${formatDate(expiresAt)}.` : `The link works until ${LINK_DAYS_AFTER_INVOICE} days after the repair is invoiced.`),
  secretUntil: expiresAt ?? new Date(Date.now() + LINK_DAYS_AFTER_INVOICE * 86_400_000),
});

/**
 * Staff's side of the customer's status page: "Send status link" on an RO makes a link (mailed to the customer's
 * address on file; never texted, since the portal holds no record of a customer's consent to texts), and
 * customer-facing notes shown on the page. Both are audited and limited to the user's branches.
 */
export const statusLinkRoutes = new Hono<AppEnv>()
  .post('/service/status-links', guard('POST /service/status-links'), async (c) => {
    const { db, config } = c.var.deps;
    const { slsId } = await readJson(c, statusLinkRequestSchema);
    const ro = await roForLink(c, db, slsId);
    if (linkExpired(ro.dateInvoice, Date.now())) fail(400, EXPIRED_RO_MESSAGE);
    const token = newToken();
    const url = `${config.publicUrl}/customermobile/${token}`;
    const expiresAt = linkExpiresAt(ro.dateInvoice);
    await db.transaction(async (tx) => {
      await createRecord(c, tx, {
        table: mobileLinks,
        entity: 'status link',
        action: 'status-link.create',
        branchOf: (row) => row.brnId,
        values: { tokenHash: tokenHashOf(token), slsId: ro.slsId, brnId: ro.brnId, mailedTo: ro.email },
      });
      if (ro.email) await sendMail(tx, config, linkMail(ro, url, expiresAt));
    });
    const answer: StatusLinkCreated = { url, expiresAt: expiresAt?.toISOString() ?? null, mailedTo: ro.email };
    return c.json(answer, 201);
  })
  .post('/service/status-links/notes', guard('POST /service/status-links/notes'), async (c) => {
    const { db } = c.var.deps;
    const { slsId, text } = await readJson(c, statusNoteSchema);
    const ro = await roForLink(c, db, slsId);
    const row = await db.transaction((tx) =>
      createRecord(c, tx, { table: mobileLinkNotes, entity: 'status note', action: 'status-note.create', branchOf: (r) => r.brnId, values: { slsId: ro.slsId, brnId: ro.brnId, text } }),
    );
    const note: StatusNote = { id: row.id, slsId: row.slsId, text: row.text, createdAt: row.createdAt.toISOString() };
    return c.json(note, 201);
  })
  // A link sent to the wrong address, or a customer who should no longer follow the RO: every live link of it stops working.
  .post('/service/status-links/revoke', guard('POST /service/status-links/revoke'), async (c) => {
    const { db } = c.var.deps;
    const { slsId } = await readJson(c, statusLinkRequestSchema);
    const ro = await roForLink(c, db, slsId);
    const revoked = await db.transaction(async (tx) => {
      const rows = await tx
        .update(mobileLinks)
        .set({ revoked: true, version: sql`${mobileLinks.version} + 1`, updatedAt: new Date(), updatedBy: staffMemberOf(c) })
        .where(and(eq(mobileLinks.slsId, ro.slsId), eq(mobileLinks.revoked, false)))
        .returning({ id: mobileLinks.id });
      const ids = rows.map((r) => r.id);
      if (ids.length) await audit(tx, { action: 'status-link.revoke', ...actorOf(c), entity: 'status link', entityId: ro.slsId, before: { live: ids }, after: { revoked: ids } });
      return ids.length;
    });
    return c.json({ revoked });
  });
