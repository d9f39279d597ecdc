import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, shortNameOf } from '../../src/domain/permissions';
import { hasAnyPermission } from '../../src/domain/permissionCheck';

describe('hasAnyPermission', () => {
  it('passes an empty requirement', () => {
    expect(hasAnyPermission([], [])).toBe(true);
  });
  it('passes when one of the names is exactly required', () => {
    expect(hasAnyPermission([{ name: 'can view cash clearing' }], ['can view transaction detail', 'can view cash clearing'])).toBe(true);
  });
  it("is never a substring test: 'can view' does not pass 'can view cash clearing'", () => {
    expect(hasAnyPermission(['can view'], ['can view cash clearing'])).toBe(false);
    expect(hasAnyPermission(['can view cash clearing'], ['can view'])).toBe(false);
    expect(hasAnyPermission(['Can View Cash Clearing'], ['can view cash clearing'])).toBe(false);
  });
});

describe('the permission names', () => {
  it('are unique and lower case, as the spec writes them', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const name of ALL_PERMISSIONS) expect(name).toBe(name.toLowerCase());
    expect(ALL_PERMISSIONS).toContain('can view bank reconcillation');
  });
  it("carry the 'Can View' style short name", () => {
    expect(shortNameOf('can view cash clearing')).toBe('Can View');
    expect(shortNameOf('can create role')).toBe('Can Create');
    expect(shortNameOf('can approve wire authorization')).toBe('Can Approve');
    expect(shortNameOf('can view and update action and reason')).toBe('Can View And Update');
  });
});
