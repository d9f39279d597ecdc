/**
 * The audit trail (the Audit tab of /user-logs, GET /api/audit): who did what and when, with the record
 * before and after. The actor is the person at the keyboard; while they worked as another user, that user
 * is the assumed user. Newest first, a page at a time; the query the server checks is in auditQuery.ts.
 */
export const AUDIT_PERMISSION = 'can view audit log';
export const AUDIT_PAGE_SIZE = 100;

export interface AuditRow {
  id: number;
  /** ISO time. */
  at: string;
  actorId: number | null;
  actorName: string | null;
  assumedUserId: number | null;
  assumedUserName: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  /** What the entry is about when there is no record: the email of a sign-in attempt. */
  subject: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditAnswer {
  rows: AuditRow[];
  /** Every entry that matches; rows holds one page of them. */
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditFilterOptions {
  /** People who acted or were assumed in the trail. */
  users: { id: number; name: string }[];
  entities: string[];
  actions: string[];
}

export interface AuditFilters {
  from: string;
  to: string;
  actorId: number | null;
  assumedUserId: number | null;
  entity: string | null;
  action: string | null;
  page: number;
}

/** The query string of a filter, as the API reads it. */
export function auditSearch(filters: AuditFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.actorId) params.set('actorId', String(filters.actorId));
  if (filters.assumedUserId) params.set('assumedUserId', String(filters.assumedUserId));
  if (filters.entity) params.set('entity', filters.entity);
  if (filters.action) params.set('action', filters.action);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}
