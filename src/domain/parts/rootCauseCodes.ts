import * as z from 'zod/mini';
import { versionField } from '../recordChange';

/**
 * The reason and action codes of root cause analysis (/rootcauseaction): each lost sale gets a reason (why the
 * shelf could not fill it) and an action (what the parts department does about it). One table for every
 * branch: a code means the same at 101 and 201, so the Pareto of reasons compares branches.
 */
export const ROOT_CAUSE_CODE_TYPES = ['Reason', 'Action'] as const;
export type RootCauseCodeType = (typeof ROOT_CAUSE_CODE_TYPES)[number];

/** A short list rather than free text, so the dashboard can group reasons without spelling variants. */
export const ROOT_CAUSE_CATEGORIES = ['Stocking', 'Inventory accuracy', 'Supplier', 'Pricing', 'Catalog', 'Other'] as const;
export type RootCauseCategory = (typeof ROOT_CAUSE_CATEGORIES)[number];

/** A code as the screen lists it: the record and how many lost sales name it. */
export interface RootCauseCode {
  id: number;
  code: string;
  description: string;
  type: RootCauseCodeType;
  category: RootCauseCategory;
  recordsDemand: boolean;
  noteRequired: boolean;
  active: boolean;
  sortOrder: number;
  timesUsed: number;
  version: number;
}

type Starter = Pick<RootCauseCode, 'code' | 'description' | 'type' | 'category' | 'recordsDemand' | 'noteRequired'>;
const starters = (type: RootCauseCodeType, rows: [string, string, RootCauseCategory, boolean, boolean][]): Starter[] =>
  rows.map(([code, description, category, recordsDemand, noteRequired]) => ({ code, description, type, category, recordsDemand, noteRequired }));

/**
 * The codes a parts department starts with (the demo seeds them), each type in its order. A miss the branch
 * could have stocked records demand; a price or bin problem does not.
 */
export const STARTING_CODES: readonly Starter[] = [
  ...starters('Reason', [
    ['NOSTK', 'Not stocked', 'Stocking', true, false],
    ['OOS', 'Out of stock', 'Stocking', true, false],
    ['SHORT', 'Short quantity', 'Stocking', true, false],
    ['PRICE', 'Price', 'Pricing', false, true],
    ['SUPER', 'Supersession not linked', 'Catalog', true, false],
    ['BINERR', 'Bin error', 'Inventory accuracy', false, false],
    ['VENBO', 'Vendor backorder', 'Supplier', true, false],
  ]),
  ...starters('Action', [
    ['ADDSTK', 'Add to stock', 'Stocking', false, false],
    ['RAISEM', 'Raise min/max', 'Stocking', false, false],
    ['FIXBIN', 'Fix bin', 'Inventory accuracy', false, false],
    ['LINKSU', 'Link supersession', 'Catalog', false, false],
    ['NOACT', 'No action', 'Other', false, true],
  ]),
];

/** A code's place within its type in a list given in order: 1, 2, 3… */
export const placeInType = <C extends { type: RootCauseCodeType }>(codes: readonly C[], at: number): number =>
  codes.slice(0, at + 1).filter((c) => c.type === codes[at]!.type).length;

export const CODE_FORMAT_MESSAGE = '3 to 6 letters or digits.';

/** Codes are upper case; a user may type them in any case. */
const code = z.string({ error: CODE_FORMAT_MESSAGE }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{3,6}$/, CODE_FORMAT_MESSAGE));

const fields = {
  code,
  description: z
    .string({ error: 'Enter the description.' })
    .check(z.trim(), z.minLength(1, 'Enter the description.'), z.maxLength(80, 'The description is too long (80 characters at most).')),
  category: z.enum(ROOT_CAUSE_CATEGORIES, { error: `Choose the category: ${ROOT_CAUSE_CATEGORIES.join(', ')}.` }),
  recordsDemand: z.boolean({ error: 'recordsDemand must be true or false.' }),
  noteRequired: z.boolean({ error: 'noteRequired must be true or false.' }),
};

/** A new code; it goes to the end of its type's list. */
export const rootCauseCodeCreateSchema = z.object({
  ...fields,
  type: z.enum(ROOT_CAUSE_CODE_TYPES, { error: 'Choose the type: Reason or Action.' }),
});
export type RootCauseCodeCreateInput = z.input<typeof rootCauseCodeCreateSchema>;

/** An edit of a code, as of the version the user saw. Its type stays: a reason never turns into an action under history. */
export const rootCauseCodeEditSchema = z.object({ ...fields, version: versionField });
export type RootCauseCodeEditInput = z.input<typeof rootCauseCodeEditSchema>;

/** Deactivate or activate, delete: as of the version the user saw. */
export const rootCauseCodeActiveSchema = z.object({ active: z.boolean({ error: 'active must be true or false.' }), version: versionField });
export const rootCauseCodeVersionSchema = z.object({ version: versionField });

/** Move one code a place up or down within its type. */
export const rootCauseCodeMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'direction must be up or down.' }), version: versionField });
export type MoveDirection = 'up' | 'down';

export const CODE_IN_USE_MESSAGE = 'This code is on lost sales already, so it stays for their history. Deactivate it instead.';
export const codeTakenMessage = (value: string) => `The code ${value} is taken already (codes are unique, whatever their case).`;

/** A code can be deleted only while no lost sale names it; after that it can only be deactivated. */
export const canDelete = (c: Pick<RootCauseCode, 'timesUsed'>): boolean => c.timesUsed === 0;

type Sortable = Pick<RootCauseCode, 'type' | 'sortOrder' | 'code'>;
const bySortOrder = (a: Sortable, b: Sortable) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code);

/** One type's codes in their sort order. */
export const codesOfType = <C extends Sortable>(codes: readonly C[], type: RootCauseCodeType): C[] =>
  codes.filter((c) => c.type === type).sort(bySortOrder);

/**
 * The codes a user may choose for a new reason or action: active ones, in sort order. A deactivated code is
 * never offered but keeps its description on the lost sales that name it (look those up in all codes).
 */
export const codesOffered = <C extends Sortable & Pick<RootCauseCode, 'active'>>(codes: readonly C[], type: RootCauseCodeType): C[] =>
  codesOfType(codes, type).filter((c) => c.active);

/**
 * A type's codes in their new order after moving one a place up or down, or null when it cannot move (first
 * up, last down, unknown). The server numbers the list 1, 2, 3… from it, so equal or gapped sort orders heal.
 */
export function movedOrder<C extends Sortable & { id: number }>(codes: readonly C[], id: number, direction: MoveDirection): C[] | null {
  const moving = codes.find((c) => c.id === id);
  if (!moving) return null;
  const list = codesOfType(codes, moving.type);
  const from = list.findIndex((c) => c.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= list.length) return null;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}
