import { useState } from 'react';
import { within } from 'storybook/test';
import { DEMO_NOW } from '../../../src/demo/now';
import { AUDIT_PAGE_SIZE, type AuditAnswer, type AuditRow } from '../../../src/domain/auditTrail';

/** The people of the logs' stories (the demo accounts). */
export const logPeople = [
  { id: 1, name: 'Alex Admin' },
  { id: 2, name: 'Pat Parts' },
  { id: 3, name: 'Casey Accounting' },
];

type Person = (typeof logPeople)[number];
const [alex, pat, casey] = logPeople as [Person, Person, Person];

type Entry = Omit<AuditRow, 'id' | 'at'>;
const by = (actor: Person, assumed?: Person) => ({
  actorId: actor.id,
  actorName: actor.name,
  assumedUserId: assumed?.id ?? null,
  assumedUserName: assumed?.name ?? null,
  ip: '10.20.1.14',
});

/** A morning at the dealership, newest first: Alex works as Pat for a while, then as himself. */
export const auditEntries: Entry[] = [
  {
    ...by(alex, pat),
    action: 'user.landingPage',
    entity: 'user',
    entityId: '2',
    subject: null,
    before: { landingPage: '/gettingstarted' },
    after: { landingPage: '/displaytickets' },
  },
  {
    ...by(alex, pat),
    action: 'flagError.create',
    entity: 'flagged_error',
    entityId: '57',
    subject: null,
    before: null,
    after: { id: 57, priority: 'High', category: 'Bug', description: 'The waiting list did not refresh after a pick.', status: 'Open' },
  },
  {
    ...by(alex, pat),
    action: 'user.assume.start',
    entity: 'session',
    entityId: '981',
    subject: null,
    before: null,
    after: { originalUserId: 1, assumedUserId: 2 },
  },
  {
    ...by(alex),
    action: 'user.update',
    entity: 'user',
    entityId: '3',
    subject: null,
    before: { name: 'Casey Accounting', active: true, roles: ['Accounting'], branches: ['101 - Norcross'] },
    after: { name: 'Casey Accounting', active: true, roles: ['Accounting', 'Read-only'], branches: ['101 - Norcross', '102 - Atlanta'] },
  },
  {
    ...by(alex),
    action: 'productplan.update',
    entity: 'product_plan_item',
    entityId: '12',
    subject: null,
    before: { title: 'Parts counter tablets', column: 'Planned' },
    after: { title: 'Parts counter tablets', column: 'In progress' },
  },
  {
    ...by(casey),
    action: 'login.success',
    entity: 'session',
    entityId: '977',
    subject: 'accounting@demo.local',
    ip: '10.20.3.51',
    before: null,
    after: null,
  },
  {
    actorId: null,
    actorName: null,
    assumedUserId: null,
    assumedUserName: null,
    action: 'login.failure',
    entity: null,
    entityId: null,
    subject: 'service.desk@demo.local',
    ip: '203.0.113.9',
    before: null,
    after: null,
  },
  {
    ...by(alex),
    action: 'role.update',
    entity: 'role',
    entityId: '4',
    subject: null,
    before: ['can view waiting list'],
    after: ['can view waiting list', 'can view bin verification'],
  },
];

/** One page of a trail of `total` entries: the entries above over and over, seven minutes apart. */
export function auditPage(page: number, total: number): AuditAnswer {
  const first = (page - 1) * AUDIT_PAGE_SIZE;
  const rows = Array.from({ length: Math.max(0, Math.min(AUDIT_PAGE_SIZE, total - first)) }, (_, i): AuditRow => {
    const n = first + i;
    return { ...auditEntries[n % auditEntries.length]!, id: total - n, at: new Date(DEMO_NOW.getTime() - n * 7 * 60_000).toISOString() };
  });
  return { rows, total, page, pageSize: AUDIT_PAGE_SIZE };
}

/** Keeps a log screen's filters in state, as its page does, so that a change shows in the controls. */
export function useFiltersInState<F>(filters: F, onFiltersChange: (filters: F) => void) {
  const [value, setValue] = useState(filters);
  const change = (next: F) => {
    setValue(next);
    onFiltersChange(next);
  };
  return { filters: value, onFiltersChange: change };
}

/** The screen's filters (its PageHeader's group). */
export const filterGroup = (el: HTMLElement) => within(within(el).getByRole('group', { name: 'Filters' }));
