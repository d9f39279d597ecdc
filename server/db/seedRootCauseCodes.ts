import { placeInType, STARTING_CODES } from '../../src/domain/parts/rootCauseCodes';
import type { Database } from './database';
import { rootCauseCodes } from './rootCauseCodes';

/** The reason and action codes a parts department starts with, kept by parts@demo.local; a code already there stays as it is. */
export async function seedRootCauseCodes(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const by = userId.get('parts@demo.local')!;
  await tx
    .insert(rootCauseCodes)
    .values(STARTING_CODES.map((code, at) => ({ ...code, sortOrder: placeInType(STARTING_CODES, at), createdBy: by, updatedBy: by })))
    .onConflictDoNothing();
}
