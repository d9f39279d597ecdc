import { describe, expect, it } from 'vitest';
import { DECIDED_MESSAGE, overlappingTimeOff, timeOffDecisionRefusal, timeOffDecisionSchema, timeOffRequestSchema } from '../../../src/domain/service/timeOff';

const manager = [{ kind: 'technician-time-off', limitCents: null }];
const off = (id: number, fromAt: string, toAt: string, status: 'Requested' | 'Approved' | 'Denied' = 'Approved') => ({ id, empId: 'T1', status, fromAt, toAt });

describe('time off', () => {
  it('finds time off of the same technician that overlaps, a denied one aside', () => {
    const others = [off(1, '2026-12-01T12:00:00Z', '2026-12-01T16:00:00Z', 'Denied'), off(2, '2026-12-01T15:00:00Z', '2026-12-01T18:00:00Z')];
    expect(overlappingTimeOff({ empId: 'T1', fromAt: '2026-12-01T13:00:00Z', toAt: '2026-12-01T15:30:00Z' }, others)?.id).toBe(2);
    expect(overlappingTimeOff({ empId: 'T1', fromAt: '2026-12-01T12:00:00Z', toAt: '2026-12-01T15:00:00Z' }, others)).toBeUndefined();
    expect(overlappingTimeOff({ empId: 'T2', fromAt: '2026-12-01T13:00:00Z', toAt: '2026-12-01T17:00:00Z' }, others)).toBeUndefined();
    expect(overlappingTimeOff({ id: 2, empId: 'T1', fromAt: '2026-12-01T15:00:00Z', toAt: '2026-12-01T17:00:00Z' }, others)).toBeUndefined();
  });

  it('is decided once, by a service manager who did not request it', () => {
    const request = { status: 'Requested' as const, requestedById: 5 };
    expect(timeOffDecisionRefusal(request, 6, manager)).toBeNull();
    expect(timeOffDecisionRefusal(request, 5, manager)).toMatchObject({ reason: 'own record', status: 403 });
    expect(timeOffDecisionRefusal(request, 6, [])).toMatchObject({ reason: 'no authority', status: 403 });
    expect(timeOffDecisionRefusal({ ...request, status: 'Approved' }, 6, manager)).toMatchObject({ message: DECIDED_MESSAGE, status: 409 });
  });

  it('needs an end after the start, and a reason to deny', () => {
    const path = (schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } }, v: unknown) => schema.safeParse(v).error?.issues.map((i) => i.path.join('.'));
    expect(path(timeOffRequestSchema, { empId: 'T1', type: 'Vacation', fromAt: '2026-12-02T12:00:00Z', toAt: '2026-12-01T12:00:00Z' })).toEqual(['toAt']);
    expect(path(timeOffDecisionSchema, { version: 1, decision: 'Denied' })).toEqual(['note']);
    expect(path(timeOffDecisionSchema, { version: 1, decision: 'Approved' })).toBeUndefined();
  });
});
