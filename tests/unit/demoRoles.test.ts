import { expect, it } from 'vitest';
import { DEMO_ROLES } from '../../src/demo/people';
import { STATUS_LINK_SENDERS } from '../../src/domain/service/statusLinks';

it('gives the Read-only role views only: never a permission that also changes something or shows bank details', () => {
  const readOnly = DEMO_ROLES.find((role) => role.name === 'Read-only')!;
  expect(readOnly.permissions.length).toBeGreaterThan(0);
  expect(readOnly.permissions.filter((name) => !name.startsWith('can view ') || /update|bank details/.test(name))).toEqual([]);
});

it('gives the Parts role both annual inventory screens, and the Read-only role the dashboard but not the adjustment review, which changes lines', () => {
  const role = (name: string) => DEMO_ROLES.find((r) => r.name === name)!.permissions;
  expect(role('Parts')).toEqual(expect.arrayContaining(['can view annual parts inventory dashboard', 'can view annual parts inventory adjustment']));
  expect(role('Read-only')).toContain('can view annual parts inventory dashboard');
  expect(role('Read-only')).not.toContain('can view annual parts inventory adjustment');
});

it('gives the Service role the scheduler board, and not the Read-only role, as its permission also places and moves blocks', () => {
  const role = (name: string) => DEMO_ROLES.find((r) => r.name === name)!.permissions;
  expect(role('Service')).toContain('can view service scheduler');
  expect(role('Read-only')).not.toContain('can view service scheduler');
});

it('lets the service desk send status links from customer history, and never the Read-only role', () => {
  const role = (name: string) => DEMO_ROLES.find((r) => r.name === name)!.permissions;
  const sends = (name: string) => STATUS_LINK_SENDERS.some((p) => role(name).includes(p));
  expect(role('Service')).toContain('can view customer history');
  expect(sends('Service')).toBe(true);
  expect(role('Read-only')).toContain('can view customer history');
  expect(sends('Read-only')).toBe(false);
  expect(sends('Sales')).toBe(false);
});
