import { Hono } from 'hono';
import { isoTime } from '../db/isoTime';
import { guard } from '../auth/guard';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { OPEN_FLAG_STATUSES, OPEN_SUGGESTION_STATUSES, type OpenIssue } from '../../src/domain/feedback/statuses';
import { MB } from '../../src/domain/files';
import {
  ASSIGNEE_NOT_ALLOWED_MESSAGE,
  FLAGGED_ERROR_NOT_FOUND_MESSAGE,
  FLAGGED_ERROR_UPDATED_MESSAGE,
  FLAGGED_ERRORS_PERMISSION,
  flagPushTitle,
  type Assignee,
  type FlaggedErrorAttachment,
  type FlaggedErrorRow,
} from '../../src/domain/feedback/flaggedErrors';
import { flaggedErrorUpdateSchema } from '../../src/domain/feedback/flaggedErrorUpdate';
import {
  ANONYMOUS_SUGGESTION_LIMIT,
  ANONYMOUS_SUGGESTION_WINDOW_MINUTES,
  anonymousSuggestionSchema,
  SUGGESTION_FILE_RULES,
  SUGGESTION_FILE_SIZE_MESSAGE,
  SUGGESTION_FILE_TYPE_MESSAGE,
  SUGGESTION_NOT_FOUND_MESSAGE,
  SUGGESTION_SENT_MESSAGE,
  SUGGESTION_TOO_MANY_MESSAGE,
  SUGGESTION_UPDATED_MESSAGE,
  suggestionListQuerySchema,
  suggestionPushTitle,
  suggestionSchema,
  suggestionUpdateSchema,
  type SuggestionAttachment,
  type SuggestionRow,
} from '../../src/domain/feedback/suggestions';
import { actorOf, audit } from '../audit';
import { queryRows, type Database } from '../db/database';
import { auditLog, flaggedErrors, suggestions } from '../db/schema';
import { uploadLimit } from '../bodyLimits';
import { clientIp, fail, idParam, parseWith, readJson, type AppEnv } from '../http';
import { notifyUser } from '../push';
import type { FileStorage } from '../storage/fileStorage';
import { sniffType } from '../storage/sniff';
import { storeUpload, type StoredUpload } from '../storage/uploads';

function withUrl(storage: FileStorage, file: Omit<SuggestionAttachment, 'url'> | null): SuggestionAttachment | null {
  return file ? { ...file, url: storage.signedUrl(file.storageKey, file.originalName) } : null;
}

type SuggestionDbRow = typeof suggestions.$inferSelect;

function suggestionOut(storage: FileStorage, row: SuggestionDbRow): SuggestionRow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    screen: row.screen,
    status: row.status,
    reply: row.reply,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    userId: row.userId,
    attachment: withUrl(storage, row.attachment as SuggestionAttachment | null),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** Signed-out submissions from this address within the window (counted from the audit log). */
async function recentAnonymousCount(db: Database, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'suggestion.create'),
        isNull(auditLog.actorUserId),
        eq(auditLog.ip, ip),
        gt(auditLog.at, sql`now() - make_interval(mins => ${ANONYMOUS_SUGGESTION_WINDOW_MINUTES})`),
      ),
    );
  return row?.n ?? 0;
}

/** Active users who hold the permission through a role or directly: who may be assigned flagged errors. */
async function flagAssignees(db: Database): Promise<Assignee[]> {
  return queryRows<Assignee>(
    db,
    sql`select u.id, u.name from users u
        where u.active and u.id in (
          select ur.user_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
            join permissions p on p.id = rp.permission_id where p.name = ${FLAGGED_ERRORS_PERMISSION}
          union
          select up.user_id from user_permissions up join permissions p on p.id = up.permission_id
            where p.name = ${FLAGGED_ERRORS_PERMISSION})
        order by u.name`,
  );
}

interface FlagDbRow {
  id: number;
  description: string;
  priority: FlaggedErrorRow['priority'];
  category: FlaggedErrorRow['category'];
  status: FlaggedErrorRow['status'];
  page_path: string | null;
  user_id: number;
  reporter_name: string;
  assignee_id: number | null;
  assignee_name: string | null;
  attachments: Omit<FlaggedErrorAttachment, 'url'>[] | string;
  created_at: Date | string;
  updated_at: Date | string;
}

function flagOut(storage: FileStorage, row: FlagDbRow): FlaggedErrorRow {
  const files = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as FlagDbRow['attachments']) : row.attachments;
  return {
    id: row.id,
    description: row.description,
    priority: row.priority,
    category: row.category,
    status: row.status,
    pagePath: row.page_path,
    reporterId: row.user_id,
    reporterName: row.reporter_name,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    attachments: (files as Omit<FlaggedErrorAttachment, 'url'>[]).map((f) => ({ ...f, url: storage.signedUrl(f.storageKey, f.originalName) })),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

const flagSelect = sql`select f.id, f.description, f.priority, f.category, f.status, f.page_path, f.user_id,
    r.name as reporter_name, f.assignee_id, a.name as assignee_name, f.attachments, f.created_at, f.updated_at
  from flagged_errors f join users r on r.id = f.user_id left join users a on a.id = f.assignee_id`;

export const feedbackRoutes = new Hono<AppEnv>()
  .get('/my-open-issues', guard('GET /my-open-issues'), async (c) => {
    const userId = c.var.user.id;
    const rows = await queryRows<OpenIssue & { created_at: Date; updated_at: Date }>(
      c.var.deps.db,
      sql`select * from (
            select 'suggestion' as kind, id, title, status, reply, null as priority, created_at, updated_at
              from suggestions where user_id = ${userId} and status in ${[...OPEN_SUGGESTION_STATUSES]}
            union all
            select 'flagged error', id, left(description, 120), status, null, priority, created_at, updated_at
              from flagged_errors where user_id = ${userId} and status in ${[...OPEN_FLAG_STATUSES]}
          ) issues order by created_at desc`,
    );
    const content: OpenIssue[] = rows.map(({ created_at, updated_at, ...row }) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      status: row.status,
      reply: row.reply,
      priority: row.priority,
      createdAt: new Date(created_at).toISOString(),
      updatedAt: new Date(updated_at).toISOString(),
    }));
    return c.json({ content });
  })

  // ---- Suggestions ------------------------------------------------------------------------------

  /** Open: anyone may suggest (JSON, or multipart with one attachment); a bearer token ties it to the user. */
  .post(
    '/suggestions',
    guard('POST /suggestions'),
    uploadLimit(11 * MB, SUGGESTION_FILE_SIZE_MESSAGE),
    async (c) => {
      const { db, storage } = c.var.deps;
      const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
      const ip = clientIp(c);
      const isMultipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
      let fields: Record<string, unknown>;
      let file: File | null = null;
      if (isMultipart) {
        const form = await c.req.parseBody().catch(() => fail(400, 'The form could not be read.'));
        fields = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
        const attached = form.attachment;
        if (attached instanceof File && attached.size > 0) file = attached;
        else if (attached !== undefined && typeof attached === 'string' && attached !== '') fail(400, 'attachment: Attach a file.');
      } else {
        fields = await c.req.json<Record<string, unknown>>().catch(() => fail(400, 'The request body must be JSON.'));
      }
      let payload: z.infer<typeof suggestionSchema>;
      let submitter: { name: string; email: string };
      if (user) {
        payload = parseWith(suggestionSchema, fields);
        submitter = { name: user.name, email: user.email };
      } else {
        const anonymous = parseWith(anonymousSuggestionSchema, fields);
        payload = anonymous;
        submitter = { name: anonymous.name, email: anonymous.email };
      }

      let bytes: Uint8Array | null = null;
      if (file) {
        if (file.size > SUGGESTION_FILE_RULES.maxFileBytes) fail(413, SUGGESTION_FILE_SIZE_MESSAGE);
        bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniffType(bytes);
        if (!type || !SUGGESTION_FILE_RULES.accept.includes(type)) fail(415, SUGGESTION_FILE_TYPE_MESSAGE);
      }
      if (!user && (await recentAnonymousCount(db, ip)) >= ANONYMOUS_SUGGESTION_LIMIT) fail(429, SUGGESTION_TOO_MANY_MESSAGE);

      let saved: StoredUpload | null = null;
      try {
        const row = await db.transaction(async (tx) => {
          if (bytes && file) saved = await storeUpload(tx, storage, { folder: 'suggestions', bytes, originalName: file.name, userId: user?.id ?? null });
          const [inserted] = await tx
            .insert(suggestions)
            .values({
              userId: user?.id ?? null,
              submitterName: submitter.name,
              submitterEmail: submitter.email,
              title: payload.title,
              description: payload.description,
              screen: payload.screen,
              attachment: saved,
            })
            .returning();
          await audit(tx, { action: 'suggestion.create', actorUserId: user?.id ?? null, entity: 'suggestion', entityId: inserted!.id, ip, after: inserted });
          return inserted!;
        });
        return c.json({ message: SUGGESTION_SENT_MESSAGE, content: suggestionOut(storage, row) }, 201);
      } catch (error) {
        const stored = saved as StoredUpload | null;
        if (stored) await storage.remove(stored.storageKey);
        throw error;
      }
    },
  )

  .get('/suggestions', guard('GET /suggestions'), async (c) => {
    const { status } = parseWith(suggestionListQuerySchema, { status: c.req.query('status') || undefined });
    const { db, storage } = c.var.deps;
    const rows = await db
      .select()
      .from(suggestions)
      .where(status ? eq(suggestions.status, status) : undefined)
      .orderBy(sql`${suggestions.createdAt} desc`)
      .limit(5000);
    return c.json({ content: rows.map((r) => suggestionOut(storage, r)) });
  })

  .get('/suggestions/:id', guard('GET /suggestions/:id'), async (c) => {
    const id = idParam(c, 'a suggestion');
    const [row] = await c.var.deps.db.select().from(suggestions).where(eq(suggestions.id, id));
    if (!row) fail(404, SUGGESTION_NOT_FOUND_MESSAGE);
    return c.json({ content: suggestionOut(c.var.deps.storage, row) });
  })

  /** Triage: a new status and the reply the submitter reads on My Open Issues; a status change pushes to them. */
  .put('/suggestions/:id', guard('PUT /suggestions/:id'), async (c) => {
    const id = idParam(c, 'a suggestion');
    const { status, reply } = await readJson(c, suggestionUpdateSchema);
    const { db, storage } = c.var.deps;
    const result = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(suggestions).where(eq(suggestions.id, id)).for('update');
      if (!before) fail(404, SUGGESTION_NOT_FOUND_MESSAGE);
      const [after] = await tx
        .update(suggestions)
        .set({ status, reply, updatedAt: sql`now()` })
        .where(eq(suggestions.id, id))
        .returning();
      await audit(tx, {
        action: 'suggestion.update',
        ...actorOf(c),
        entity: 'suggestion',
        entityId: id,
        before: { status: before.status, reply: before.reply },
        after: { status: after!.status, reply: after!.reply },
      });
      return { before, after: after! };
    });
    if (result.before.status !== status && result.after.userId) {
      await notifyUser(c.var.deps, result.after.userId, {
        title: suggestionPushTitle(status),
        body: reply ?? result.after.title,
        url: '/gettingstarted',
      });
    }
    return c.json({ message: SUGGESTION_UPDATED_MESSAGE, content: suggestionOut(storage, result.after) });
  })

  // ---- Flagged errors (created by the header's 'Flag an error': POST /api/flag-error/store) ---------

  .get('/flag-error/list', guard('GET /flag-error/list'), async (c) => {
    const { db, storage } = c.var.deps;
    const rows = await queryRows<FlagDbRow>(db, sql`${flagSelect} order by f.created_at desc limit 5000`);
    return c.json({ content: rows.map((r) => flagOut(storage, r)), assignees: await flagAssignees(db) });
  })

  .put('/flag-error/:id', guard('PUT /flag-error/:id'), async (c) => {
    const id = idParam(c, 'a flagged error');
    const { status, assigneeId } = await readJson(c, flaggedErrorUpdateSchema);
    const { db, storage } = c.var.deps;
    if (assigneeId !== null && !(await flagAssignees(db)).some((a) => a.id === assigneeId)) fail(400, ASSIGNEE_NOT_ALLOWED_MESSAGE);
    const before = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(flaggedErrors).where(eq(flaggedErrors.id, id)).for('update');
      if (!row) fail(404, FLAGGED_ERROR_NOT_FOUND_MESSAGE);
      await tx.update(flaggedErrors).set({ status, assigneeId, updatedAt: sql`now()` }).where(eq(flaggedErrors.id, id));
      await audit(tx, {
        action: 'flagError.update',
        ...actorOf(c),
        entity: 'flagged_error',
        entityId: id,
        before: { status: row.status, assigneeId: row.assigneeId },
        after: { status, assigneeId },
      });
      return row;
    });
    if (before.status !== status) {
      await notifyUser(c.var.deps, before.userId, {
        title: flagPushTitle(status),
        body: before.description.slice(0, 120) || `Flagged error #${id}`,
        url: '/gettingstarted',
      });
    }
    const [row] = await queryRows<FlagDbRow>(db, sql`${flagSelect} where f.id = ${id}`);
    return c.json({ message: FLAGGED_ERROR_UPDATED_MESSAGE, content: flagOut(storage, row!) });
  });
