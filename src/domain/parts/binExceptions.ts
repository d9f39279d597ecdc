/**
 * The bin exceptions of /binverification: a part at a branch whose stock and bins in Excede disagree, or that
 * cannot be counted as it stands. The SQL of each is in server/business/parts/binExceptions.ts.
 */

/** Excede's default bin of a part that has no location yet. */
export const NO_LOCATION_BIN = 'NOLOC';
/** Where returned cores wait for the vendor. */
export const CORE_BIN = 'CORE';
/** The receiving dock's bin. */
export const RECEIVING_BIN = 'RECV';

export const BIN_EXCEPTION_KEYS = ['noLocation', 'severalBins', 'noBin', 'zeroCost', 'coreOutside', 'emptyBin', 'negativeOnHand'] as const;
export type BinExceptionKey = (typeof BIN_EXCEPTION_KEYS)[number];

/** Each exception's tab title and what it means, in the order of the tabs. */
export const BIN_EXCEPTION_TITLES: Record<BinExceptionKey, { title: string; meaning: string }> = {
  noLocation: { title: 'On hand in NOLOC', meaning: `On hand sits in ${NO_LOCATION_BIN}, Excede's default bin: nobody can find it on a shelf.` },
  severalBins: { title: 'Several bins', meaning: `Stock is split over more than one bin (the core bin aside): a picker finds the first and calls it short.` },
  noBin: { title: 'No bin', meaning: 'On hand is above zero but the part has no bin at the branch.' },
  zeroCost: { title: 'Zero cost with stock', meaning: 'On hand is above zero at a cost of $0.00: the inventory is worth nothing on the books.' },
  coreOutside: { title: 'Cores outside the core bin', meaning: `Returned cores of a part with a core charge sit in ${RECEIVING_BIN} instead of ${CORE_BIN}, so they are not sent back for credit.` },
  emptyBin: { title: 'Empty bins', meaning: 'A bin of the part holds nothing: release it or restock it.' },
  negativeOnHand: { title: 'Negative on hand', meaning: 'Excede says less than none: something was sold or moved before it was received.' },
};

export const isBinExceptionKey = (value: string): value is BinExceptionKey => (BIN_EXCEPTION_KEYS as readonly string[]).includes(value);
