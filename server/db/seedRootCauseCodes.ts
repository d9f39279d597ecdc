import type { RootCauseCategory, RootCauseCodeType } from '../../src/domain/parts/rootCauseCodes';
import type { Database } from './database';
import { rootCauseCodes } from './rootCauseCodes';

type Starter = [code: string, description: string, category: RootCauseCategory, recordsDemand: boolean, noteRequired: boolean];

/** Why a part was not on the shelf: a miss the branch could have stocked records demand; a price or bin problem does not. */
const REASONS: Starter[] = [
  ['NOSTK', 'Not stocked', 'Stocking', true, false],
  ['OOS', 'Out of stock', 'Stocking', true, false],
  ['SHORT', 'Short quantity', 'Stocking', true, false],
  ['PRICE', 'Price', 'Pricing', false, true],
  ['SUPER', 'Supersession not linked', 'Catalog', true, false],
  ['BINERR', 'Bin error', 'Inventory accuracy', false, false],
  ['VENBO', 'Vendor backorder', 'Supplier', true, false],
];

/** What the parts department does about it. */
const ACTIONS: Starter[] = [
  ['ADDSTK', 'Add to stock', 'Stocking', false, false],
  ['RAISEM', 'Raise min/max', 'Stocking', false, false],
  ['FIXBIN', 'Fix bin', 'Inventory accuracy', false, false],
  ['LINKSU', 'Link supersession', 'Catalog', false, false],
  ['NOACT', 'No action', 'Other', false, true],
];

const rows = (type: RootCauseCodeType, starters: Starter[], by: number) =>
  starters.map(([code, description, category, recordsDemand, noteRequired], at) => ({
    code,
    description,
    type,
    category,
    recordsDemand,
    noteRequired,
    sortOrder: at + 1,
    createdBy: by,
    updatedBy: by,
  }));

/** The reason and action codes a parts department starts with, kept by parts@demo.local; a code already there stays as it is. */
export async function seedRootCauseCodes(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const by = userId.get('parts@demo.local')!;
  await tx
    .insert(rootCauseCodes)
    .values([...rows('Reason', REASONS, by), ...rows('Action', ACTIONS, by)])
    .onConflictDoNothing();
}
