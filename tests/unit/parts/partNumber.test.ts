import { describe, expect, it } from 'vitest';
import { descriptionWords, normalPartNumber, partNumberCandidates, rankMatches, type MatchKind } from '../../../src/domain/parts/partNumber';

describe('part numbers as the counter types them', () => {
  it('compares letters and digits only, upper-cased', () => {
    expect(normalPartNumber('lf-9009')).toBe('LF9009');
    expect(normalPartNumber(' 8-98 123.456-7 ')).toBe('8981234567');
    expect(normalPartNumber('--')).toBe('');
  });

  it('also tries the number without a vendor prefix set apart by a dash, space or dot', () => {
    expect(partNumberCandidates('FLT-LF9009')).toEqual(['FLTLF9009', 'LF9009']);
    expect(partNumberCandidates('DD A4720900051')).toEqual(['DDA4720900051', 'A4720900051']);
    expect(partNumberCandidates('LF9009')).toEqual(['LF9009']);
    expect(partNumberCandidates('3612345')).toEqual(['3612345']);
    expect(partNumberCandidates('')).toEqual([]);
  });

  it('keeps a Ford number whole as its first reading', () => {
    expect(partNumberCandidates('FL-2016')[0]).toBe('FL2016');
  });

  it('reads description words of two characters or more, five at most', () => {
    expect(descriptionWords('Oil filter, full flow')).toEqual(['oil', 'filter', 'full', 'flow']);
    expect(descriptionWords('a b c')).toEqual([]);
  });
});

describe('ranking the matches', () => {
  const m = (partNo: string, match: MatchKind) => ({ partNo, match });
  it('puts the exact number first, then its prefix, description and bin; one part once, at its best', () => {
    const ranked = rankMatches([m('B2', 'Bin'), m('A1', 'Description'), m('LF1', 'Part number starts with'), m('LF', 'Part number'), m('A1', 'Part number starts with')], 20);
    expect(ranked).toEqual([m('LF', 'Part number'), m('A1', 'Part number starts with'), m('LF1', 'Part number starts with'), m('B2', 'Bin')]);
  });

  it('keeps to the limit', () => {
    expect(rankMatches(Array.from({ length: 30 }, (_, i) => m(`P${i}`, 'Description')), 20)).toHaveLength(20);
  });
});
