import { expect, it } from 'vitest';
import { DEMO_ROLES } from '../../src/demo/people';

it('gives the Read-only role views only: never a permission that also changes something or shows bank details', () => {
  const readOnly = DEMO_ROLES.find((role) => role.name === 'Read-only')!;
  expect(readOnly.permissions.length).toBeGreaterThan(0);
  expect(readOnly.permissions.filter((name) => !name.startsWith('can view ') || /update|bank details/.test(name))).toEqual([]);
});
