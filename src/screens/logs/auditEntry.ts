import type { AuditRow } from '../../domain/auditTrail';

/** What an audit entry is about: its record (entity #id), else its subject (the email of a sign-in attempt). */
export function recordOf(row: AuditRow): string {
  if (!row.entity) return row.subject ?? '';
  return row.entityId ? `${row.entity} #${row.entityId}` : row.entity;
}

export interface FieldChange {
  field: string;
  /** The value as text: strings as they are, other values as JSON, '' where the side lacks the field. */
  before: string;
  after: string;
  /** Only when both sides were kept: a record created or deleted has one side. */
  changed: boolean;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldText = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * An entry's before and after field by field, in the order the fields first appear; null when either
 * side is a JSON value other than a record (a list of permissions), to be shown as it is.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] | null {
  if ((before !== null && !isFields(before)) || (after !== null && !isFields(after))) return null;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = fieldText(before?.[field]);
    const is = fieldText(after?.[field]);
    return { field, before: was, after: is, changed: before !== null && after !== null && was !== is };
  });
}
