import type { BinExceptionKey } from '../../../src/domain/parts/binExceptions';
import { VERIFICATION_STATUSES, type BinExceptionTabCounts, type BinVerificationRow } from '../../../src/domain/parts/binVerification';

const PARTS = [
  ['WF4223', 'Water filter'],
  ['LF9009', 'Lube filter, Cummins ISX'],
  ['BRK-4515Q', 'Brake shoe kit, 16.5 x 7'],
  ['LMP-60401', 'Headlamp assembly, LED'],
  ['A4720900051', 'Fuel filter, DD15'],
  ['STR-3103', 'Starter, reman'],
] as const;
const BINS: Record<BinExceptionKey, (i: number) => string> = {
  noLocation: (i) => `NOLOC (${1 + (i % 4)})`,
  severalBins: (i) => `A0${1 + (i % 9)}-2B (${2 + (i % 3)}), OVR-1${i % 10} (1)`,
  noBin: () => '',
  zeroCost: (i) => `C1${i % 10}-4A (${1 + (i % 5)})`,
  coreOutside: (i) => `E0${1 + (i % 9)}-1C (2), RECV (${1 + (i % 3)})`,
  emptyBin: (i) => `D2${i % 10}-3B (0)`,
  negativeOnHand: (i) => `B0${1 + (i % 9)}-6A (0)`,
};

/** `count` parts of an exception at Norcross and Birmingham, most valuable first, a few already checked. */
export function binVerificationRows(count: number, exception: BinExceptionKey = 'noLocation'): BinVerificationRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [partNo, description] = PARTS[i % PARTS.length]!;
    const onHand = exception === 'negativeOnHand' ? -1 - (i % 3) : exception === 'emptyBin' ? 0 : 1 + (i % 4);
    const status = i < 4 ? VERIFICATION_STATUSES[i]! : 'Not checked';
    // The one waiting on a second person is worth more than the $500 limit.
    const costCents = exception === 'zeroCost' ? 0 : status === 'Needs second person' ? 24_950 : 4_250 + ((i * 3_719) % 60_000);
    const checked = status !== 'Not checked';
    const verified = status === 'Verified' || status === 'Needs second person';
    return {
      id: `${i % 3 ? '101' : '201'}|${partNo}-${i}`,
      partNo: i < PARTS.length ? partNo : `${partNo}-${i}`,
      description,
      brnId: i % 3 ? '101' : '201',
      bins: BINS[exception](i),
      onHand,
      cost: (costCents / 100).toFixed(2),
      value: ((onHand * costCents) / 100).toFixed(2),
      lastSaleOn: i % 5 ? `2026-${String(1 + (i % 10)).padStart(2, '0')}-1${i % 10}` : null,
      status,
      foundBin: checked ? 'A03-2B' : null,
      taskStatus: checked && i % 2 ? 'Open' : null,
      verifiedBy: verified ? 'Pat Parts' : null,
      verifiedAt: verified ? '2026-11-18T14:05:00.000Z' : null,
      secondBy: status === 'Verified' ? 'Alex Admin' : null,
      recordId: checked ? 100 + i : null,
      version: checked ? 2 : null,
      verifiedById: verified ? 2 : null,
    };
  });
}

export const binCounts: BinExceptionTabCounts = { noLocation: 5, severalBins: 13, noBin: 3, zeroCost: 3, coreOutside: 6, emptyBin: 36, negativeOnHand: 0 };
