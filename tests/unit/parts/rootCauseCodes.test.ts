import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  canDelete,
  codesOffered,
  codesOfType,
  movedOrder,
  placeInType,
  STARTING_CODES,
  rootCauseCodeCreateSchema,
  rootCauseCodeEditSchema,
  type RootCauseCode,
} from '../../../src/domain/parts/rootCauseCodes';

const code = (id: number, values: Partial<RootCauseCode>): RootCauseCode => ({
  id,
  code: `C${id}00`,
  description: `Code ${id}`,
  type: 'Reason',
  category: 'Stocking',
  recordsDemand: false,
  noteRequired: false,
  active: true,
  sortOrder: id,
  timesUsed: 0,
  version: 1,
  ...values,
});
const valid = { code: ' nostk ', description: 'Not stocked', type: 'Reason', category: 'Stocking', recordsDemand: true, noteRequired: false };
const issueOf = (result: ReturnType<typeof z.safeParse>) => result.error?.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));

describe('a code', () => {
  it('is 3 to 6 letters or digits, kept in upper case', () => {
    expect(z.parse(rootCauseCodeCreateSchema, valid).code).toBe('NOSTK');
    expect(z.parse(rootCauseCodeCreateSchema, { ...valid, code: 'ab1' }).code).toBe('AB1');
    for (const bad of ['AB', 'ABCDEFG', 'AB-1', 'AB 12', '', 12])
      expect(issueOf(z.safeParse(rootCauseCodeCreateSchema, { ...valid, code: bad }))).toContainEqual({ field: 'code', message: '3 to 6 letters or digits.' });
  });

  it('needs a description, a known type and category; an edit names the version and never the type', () => {
    expect(issueOf(z.safeParse(rootCauseCodeCreateSchema, { ...valid, description: '  ' }))).toContainEqual({ field: 'description', message: 'Enter the description.' });
    expect(issueOf(z.safeParse(rootCauseCodeCreateSchema, { ...valid, type: 'Excuse' }))?.[0]?.field).toBe('type');
    expect(issueOf(z.safeParse(rootCauseCodeCreateSchema, { ...valid, category: 'Weather' }))?.[0]?.field).toBe('category');
    expect(issueOf(z.safeParse(rootCauseCodeEditSchema, { ...valid }))?.[0]?.field).toBe('version');
    expect(z.parse(rootCauseCodeEditSchema, { ...valid, version: 3 })).not.toHaveProperty('type');
  });
});

describe('the rules of the code table', () => {
  it('deletes only a code no lost sale names', () => {
    expect(canDelete({ timesUsed: 0 })).toBe(true);
    expect(canDelete({ timesUsed: 1 })).toBe(false);
  });

  it('offers only active codes of the type, in sort order; a deactivated code stays among all codes for history', () => {
    const codes = [code(1, { sortOrder: 3 }), code(2, { sortOrder: 1, active: false }), code(3, { sortOrder: 2 }), code(4, { type: 'Action', sortOrder: 1 })];
    expect(codesOffered(codes, 'Reason').map((c) => c.id)).toEqual([3, 1]);
    expect(codesOffered(codes, 'Action').map((c) => c.id)).toEqual([4]);
    expect(codesOfType(codes, 'Reason').map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('moves a code a place within its type, and not past either end', () => {
    const codes = [code(1, {}), code(2, {}), code(3, {}), code(4, { type: 'Action', sortOrder: 1 })];
    expect(movedOrder(codes, 2, 'up')!.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(movedOrder(codes, 2, 'down')!.map((c) => c.id)).toEqual([1, 3, 2]);
    expect(movedOrder(codes, 1, 'up')).toBeNull();
    expect(movedOrder(codes, 3, 'down')).toBeNull();
    expect(movedOrder(codes, 4, 'down')).toBeNull();
    expect(movedOrder(codes, 9, 'up')).toBeNull();
  });

  it('orders codes of equal sort order by code, so a move still takes effect', () => {
    const tied = [code(1, { code: 'BBB', sortOrder: 1 }), code(2, { code: 'AAA', sortOrder: 1 })];
    expect(movedOrder(tied, 1, 'up')!.map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('the starting codes', () => {
  it('number each type from 1, reasons and actions each with unique valid codes', () => {
    const places = STARTING_CODES.map((c, at) => `${c.type}:${c.code}:${placeInType(STARTING_CODES, at)}`);
    expect(places.slice(0, 2)).toEqual(['Reason:NOSTK:1', 'Reason:OOS:2']);
    expect(places).toContain('Action:ADDSTK:1');
    expect(new Set(STARTING_CODES.map((c) => c.code)).size).toBe(STARTING_CODES.length);
    for (const c of STARTING_CODES) expect(z.parse(rootCauseCodeCreateSchema, c).code).toBe(c.code);
  });
});
