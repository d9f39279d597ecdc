import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FLAG_CATEGORIES, FLAG_PRIORITIES, FLAG_STATUSES, SUGGESTION_STATUSES } from '../../src/domain/feedback/statuses';
import { RUN_STATUSES, RUN_TRIGGERS } from '../../src/domain/imports';
import { FEATURE_STATUSES } from '../../src/domain/newFeatures';
import { PLAN_AREAS, PLAN_PRIORITIES, PLAN_STATUSES } from '../../src/domain/productPlanning';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** COBRN, imported: the group's branches (code = Excede's BrnId); users are given branches from here. */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  importRunId: integer('import_run_id'),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortName: text('short_name').notNull(),
  area: text('area').notNull(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** COEMP, imported: Excede's employees (EmpId), technicians flagged; a portal user may be linked to one. */
export const excedeEmployees = pgTable('excede_employees', {
  excedeId: text('excede_id').primaryKey(),
  name: text('name').notNull(),
  excedeName: text('excede_name').notNull(),
  branchCode: text('branch_code').notNull(),
  title: text('title').notNull().default(''),
  isTechnician: boolean('is_technician').notNull().default(false),
  /** A technician's labor cost per hour (what the shop pays, not the selling rate); null for other staff. */
  laborCostRate: numeric('labor_cost_rate', { precision: 8, scale: 2 }),
  importRunId: integer('import_run_id'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    excedeId: text('excede_id'),
    excedeName: text('excede_name'),
    landingPage: text('landing_page'),
    themeColor: text('theme_color'),
    active: boolean('active').notNull().default(true),
    /** Created by the job that makes accounts for Excede employees who have none. */
    createdAutomatically: boolean('created_automatically').notNull().default(false),
    profileImage: text('profile_image'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionId] })],
);

export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] })],
);

/** Bearer tokens, stored only as their SHA-256 hash. An assumed session points at the original. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    originalSessionId: integer('original_session_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Who did what, when, with the record before and after. The actor is the person at the keyboard; while
 * they work as another user ('assume user'), that user is the assumed user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    assumedUserId: integer('assumed_user_id'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    subject: text('subject'),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_action_subject_idx').on(t.action, t.subject, t.at),
    index('audit_at_idx').on(t.at),
    index('audit_actor_idx').on(t.actorUserId, t.at),
    index('audit_assumed_idx').on(t.assumedUserId, t.at),
  ],
);

/**
 * Attempts per limit, key (an email, an address) and fixed window, counted before the attempt is
 * checked, so a burst of parallel requests can never get more checks than the limit allows.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    branchId: text('branch_id'),
    action: text('action').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    data: jsonb('data').notNull(),
    description: text('description').notNull().default(''),
    loadtime: real('loadtime').notNull(),
    pageName: text('page_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_user_idx').on(t.userId, t.createdAt), index('activity_created_idx').on(t.createdAt)],
);

export const quotes = pgTable('quotes', {
  daynum: integer('daynum').primaryKey(),
  quotedesc: text('quotedesc').notNull(),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Mail the portal sent (or would send, when SMTP is not configured). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** A mail carrying a secret (a reset link) loses its body once sent, or at the latest at this time. */
  redactAfter: timestamp('redact_after', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Suggestions staff make about the portal; triaged by the product team. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    submitterName: text('submitter_name').notNull(),
    submitterEmail: text('submitter_email'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    screen: text('screen'),
    attachment: jsonb('attachment'),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('New'),
    reply: text('reply'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_user_idx').on(t.userId, t.createdAt)],
);

/** Errors staff flag from the header's 'Flag an error'. */
export const flaggedErrors = pgTable(
  'flagged_errors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: FLAG_PRIORITIES }).notNull(),
    category: text('category', { enum: FLAG_CATEGORIES }).notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    pagePath: text('page_path'),
    status: text('status', { enum: FLAG_STATUSES }).notNull().default('Open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flagged_errors_user_idx').on(t.userId, t.createdAt)],
);

/** Files uploaded through the portal, kept in the file storage under server-generated names. */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  folder: text('folder').notNull(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Release notes shown in the header's What's new. */
export const whatsNewFeatures = pgTable('whats_new_features', {
  id: serial('id').primaryKey(),
  pageName: text('page_name').notNull(),
  description: text('description').notNull(),
  filename: text('filename'),
  videoFilename: text('video_filename'),
  documentUrl: text('document_url'),
  videoUrl: text('video_url'),
  status: text('status', { enum: FEATURE_STATUSES }).notNull().default('Draft'),
  /** The ids of the 'Can View' permissions whose holders see it; empty: everyone. */
  permissionIds: jsonb('permission_ids').$type<number[]>().notNull().default([]),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

export const whatsNewLogs = pgTable('whats_new_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  featureId: integer('feature_id').notNull().references(() => whatsNewFeatures.id, { onDelete: 'cascade' }),
  logType: text('log_type').notNull(),
  createdAt: createdAt(),
});

/** When a user last opened What's new: features published after it count as unread. */
export const whatsNewSeen = pgTable('whats_new_seen', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Planned portal work on the product planning board. */
export const productPlanItems = pgTable('product_plan_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  area: text('area', { enum: PLAN_AREAS }).notNull(),
  priority: text('priority', { enum: PLAN_PRIORITIES }).notNull(),
  status: text('status', { enum: PLAN_STATUSES }).notNull(),
  position: integer('position').notNull(),
  targetDate: text('target_date'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Scheduled imports of Excede export files (the Informix schedule). */
export const importJobs = pgTable('import_jobs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sourceFile: text('source_file').notNull(),
  targetTable: text('target_table').notNull(),
  cron: text('cron').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  /** The server process running it now, until when: several processes on one database run a due job once. */
  leasedBy: text('leased_by'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').notNull().references(() => importJobs.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: RUN_TRIGGERS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: RUN_STATUSES }).notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    /** The table's row count when a run succeeded (what /informixRunInfo shows per table). */
    tableRows: integer('table_rows'),
    error: text('error'),
    triggeredBy: integer('triggered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('import_runs_job_idx').on(t.jobId, t.startedAt)],
);

/** The Excede business objects a quick link can open, and where. */
export const quickLinkObjects = pgTable('quick_link_objects', {
  businessObjectId: text('business_object_id').primaryKey(),
  name: text('name').notNull(),
  routePage: text('route_page').notNull(),
  /** The where statement, with {key} for the primary key. */
  whereTemplate: text('where_template').notNull(),
});

export const quickLinkLogs = pgTable('quick_link_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  businessObjectId: text('business_object_id').notNull(),
  routePage: text('route_page').notNull(),
  primaryKey: text('primary_key').notNull(),
  whereStatement: text('where_statement').notNull(),
  link: text('link').notNull(),
  createdAt: createdAt(),
});

/** Web push registration tokens, per user. */
export const pushTokens = pgTable('push_tokens', {
  token: text('token').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Notifications sent (through Firebase when configured) or that would have been sent. */
export const pushOutbox = pgTable('push_outbox', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull(),
  url: text('url'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

/** OAuth tokens the server keeps for a user (the Microsoft API token), never sent to the browser. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scope: text('scope'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** A pending OAuth sign-in: the PKCE verifier behind a state value, for ten minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
});

export * from './excede';
export * from './cashClearing';
export * from './cashOnHand';
export * from './approvals';
export * from './portalSettings';
export * from './collections';
export * from './documents';
export * from './cardReconciliation';
export * from './unreconciledDays';
export * from './bankReconciliation';
export * from './documentScans';
export * from './vendorInvoices';
export * from './wireAuthorization';
export * from './companyPurchase';
export * from './automationShortcuts';
export * from './financialReport';
export * from './scannedDocuments';
export * from './glMonthTotals';
export * from './partsTickets';
export * from './lostSales';
export * from './partsPicks';
export * from './rootCauseCodes';
export * from './binVerifications';
export * from './annualInventory';
export * from './cycleCounts';
export * from './serviceSkills';
export * from './scheduleEntries';
export * from './scheduleTypes';
export * from './laborOpSkills';
export * from './companyHolidays';
export * from './technicianTimeOff';
export * from './schedulerTemplates';
export * from './technicianSkills';
export * from './technicianRates';
export * from './statusLinks';
export * from './fordBookings';
export * from './customerViews';
export * from './altecRfqs';
export * from './dashboardLayouts';
export * from './marketing';
