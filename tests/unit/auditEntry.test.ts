import { describe, expect, it } from 'vitest';
import type { AuditRow } from '../../src/domain/auditTrail';
import { fieldChanges, recordOf } from '../../src/screens/logs/auditEntry';

const row = (fields: Partial<AuditRow>): AuditRow => ({
  id: 1,
  at: '2026-11-20T15:30:00.000Z',
  actorId: 1,
  actorName: 'Alex Admin',
  assumedUserId: null,
  assumedUserName: null,
  action: 'user.update',
  entity: null,
  entityId: null,
  subject: null,
  ip: null,
  before: null,
  after: null,
  ...fields,
});

describe('recordOf', () => {
  it('names the record, else the subject', () => {
    expect(recordOf(row({ entity: 'user', entityId: '3' }))).toBe('user #3');
    expect(recordOf(row({ entity: 'session' }))).toBe('session');
    expect(recordOf(row({ subject: 'service.desk@demo.local' }))).toBe('service.desk@demo.local');
    expect(recordOf(row({}))).toBe('');
  });
});

describe('fieldChanges', () => {
  it('lines up the fields of both sides and marks those that changed', () => {
    expect(fieldChanges({ name: 'Casey', roles: ['Accounting'], active: true }, { name: 'Casey', roles: ['Accounting', 'Read-only'], landingPage: '/ar' })).toEqual([
      { field: 'name', before: 'Casey', after: 'Casey', changed: false },
      { field: 'roles', before: '["Accounting"]', after: '["Accounting","Read-only"]', changed: true },
      { field: 'active', before: 'true', after: '', changed: true },
      { field: 'landingPage', before: '', after: '/ar', changed: true },
    ]);
  });

  it('marks nothing changed when a record was created or deleted', () => {
    expect(fieldChanges(null, { id: 57, priority: 'High' })).toEqual([
      { field: 'id', before: '', after: '57', changed: false },
      { field: 'priority', before: '', after: 'High', changed: false },
    ]);
    expect(fieldChanges({ id: 12 }, null)).toEqual([{ field: 'id', before: '12', after: '', changed: false }]);
  });

  it('has no fields when nothing was kept, and leaves other JSON values to be shown as they are', () => {
    expect(fieldChanges(null, null)).toEqual([]);
    expect(fieldChanges(['can view waiting list'], ['can view waiting list', 'can view bin verification'])).toBeNull();
    expect(fieldChanges({ a: 1 }, 'text')).toBeNull();
  });
});
