import { describe, expect, it } from 'vitest';
import {
  ALREADY_VERIFIED_MESSAGE,
  binFoundCreateSchema,
  binProblem,
  needsSecondConfirmer,
  NOT_FOUND_YET_MESSAGE,
  readScan,
  SAME_CONFIRMER_MESSAGE,
  shelfLabelHref,
  verifyStep,
  type VerificationMark,
} from '../../../src/domain/parts/binVerification';

const found: VerificationMark = { foundBin: 'A03-2B', verifiedBy: null, needsSecond: false, secondBy: null, stamp: null };

describe('scanning a bin, then the part', () => {
  it('reads the bin first and says what it read', () => {
    const first = readScan({ bin: null }, ' a03-2b ', 'WF4223');
    expect(first).toMatchObject({ kind: 'bin', state: { bin: 'A03-2B' }, message: 'Bin A03-2B read. Now scan the part.' });
  });

  it('confirms the row’s part in that bin, whatever its dashes, case or vendor prefix', () => {
    expect(readScan({ bin: 'A03-2B' }, 'wf-4223', 'WF4223')).toMatchObject({ kind: 'confirmed', bin: 'A03-2B', state: { bin: null }, message: 'WF4223 found in bin A03-2B.' });
    expect(readScan({ bin: 'A03-2B' }, 'FLT-LF9009', 'LF9009')).toMatchObject({ kind: 'confirmed' });
  });

  it('says so when the part is the wrong one for the bin, and keeps the bin', () => {
    const wrong = readScan({ bin: 'A03-2B' }, 'LF9009', 'WF4223');
    expect(wrong).toMatchObject({ kind: 'refused', state: { bin: 'A03-2B' } });
    expect(wrong.message).toContain('LF9009 is the wrong part for bin A03-2B');
  });

  it('refuses a bin that is empty or not a bin', () => {
    expect(readScan({ bin: null }, '   ', 'WF4223')).toMatchObject({ kind: 'refused', message: 'Enter the bin the part was found in.' });
    expect(readScan({ bin: null }, 'A03 2B!', 'WF4223').kind).toBe('refused');
    expect(readScan({ bin: 'A03-2B' }, '', 'WF4223')).toMatchObject({ kind: 'refused', message: 'Scan the part in bin A03-2B.' });
  });
});

describe('found in bin X', () => {
  it('takes a bin text, upper-cased, and names the field when it is not one', () => {
    expect(binProblem('OVR-12')).toBeNull();
    expect(binProblem('')).toBe('Enter the bin the part was found in.');
    expect(binProblem('X'.repeat(21))).toMatch(/up to 20/);
    expect(binFoundCreateSchema.parse({ brnId: '101', partNo: 'WF4223', exception: 'noLocation', foundBin: ' a03-2b ' }).foundBin).toBe('A03-2B');
    const refused = binFoundCreateSchema.safeParse({ brnId: '101', partNo: 'WF4223', exception: 'noLocation', foundBin: ' ' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['foundBin'], message: 'Enter the bin the part was found in.' });
  });

  it('links the shelf label of the part at its branch', () => {
    expect(shelfLabelHref('WF 4223', '101')).toBe('/shelflabelparts?partNo=WF+4223&brnId=101');
  });
});

describe('marking verified', () => {
  it('needs a second person only above the limit', () => {
    expect(needsSecondConfirmer(50_000, 50_000)).toBe(false);
    expect(needsSecondConfirmer(50_001, 50_000)).toBe(true);
  });

  it('refuses before the part was found in a bin', () => {
    expect(verifyStep({ ...found, foundBin: null }, 1, 's', false)).toEqual({ refused: NOT_FOUND_YET_MESSAGE, status: 409 });
  });

  it('verifies a part of low value at once, and not twice', () => {
    const step = verifyStep(found, 1, 's1', false);
    expect(step).toMatchObject({ values: { verifiedBy: 1, needsSecond: false, secondBy: null, stamp: 's1' } });
    expect(verifyStep({ ...found, verifiedBy: 1, stamp: 's1' }, 2, 's1', false)).toEqual({ refused: ALREADY_VERIFIED_MESSAGE, status: 409 });
  });

  it('asks a high-value part of a second, different person', () => {
    const first = { ...found, verifiedBy: 1, needsSecond: true, stamp: 's1' };
    expect(verifyStep(first, 1, 's1', true)).toEqual({ refused: SAME_CONFIRMER_MESSAGE, status: 403 });
    expect(verifyStep(first, 2, 's1', true)).toMatchObject({ values: { verifiedBy: 1, secondBy: 2 } });
    expect(verifyStep({ ...first, secondBy: 2 }, 3, 's1', true)).toEqual({ refused: ALREADY_VERIFIED_MESSAGE, status: 409 });
  });

  it('starts over once Excede’s data for the part changed', () => {
    const verified = { ...found, verifiedBy: 1, needsSecond: true, secondBy: 2, stamp: 's1' };
    expect(verifyStep(verified, 1, 's2', false)).toMatchObject({ values: { verifiedBy: 1, needsSecond: false, secondBy: null, stamp: 's2' } });
  });
});
