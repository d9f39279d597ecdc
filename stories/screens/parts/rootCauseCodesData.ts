import { placeInType, STARTING_CODES, type RootCauseCode } from '../../../src/domain/parts/rootCauseCodes';

/** Lost sales name NOSTK, BINERR and ADDSTK already. */
const USED: Record<string, number> = { NOSTK: 42, BINERR: 3, ADDSTK: 17 };

/** The starting codes as the list answers them; BINERR was retired. */
export const ROOT_CAUSE_CODES: RootCauseCode[] = STARTING_CODES.map((code, at) => ({
  ...code,
  id: at + 1,
  active: code.code !== 'BINERR',
  sortOrder: placeInType(STARTING_CODES, at),
  timesUsed: USED[code.code] ?? 0,
  version: code.code === 'BINERR' ? 2 : 1,
}));

/** A long list: 60 reasons. */
export const MANY_CODES: RootCauseCode[] = Array.from({ length: 60 }, (_, i) => ({
  ...ROOT_CAUSE_CODES[i % 7]!,
  id: 1000 + i,
  code: `R${String(i + 1).padStart(3, '0')}`,
  description: `Reason ${i + 1}: ${ROOT_CAUSE_CODES[i % 7]!.description}`,
  sortOrder: i + 1,
}));
