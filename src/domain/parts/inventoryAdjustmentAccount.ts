/**
 * The GL accounts a parts inventory adjustment posts to, named once: the annual inventory's proposed entry, the demo's
 * cycle count postings and /CycleDetailReport's tie-out all read them here.
 */
export const PARTS_INVENTORY_ACCOUNT = { acctId: '1400', name: 'Parts inventory' } as const;
export const INVENTORY_ADJUSTMENT_ACCOUNT = { acctId: '5490', name: 'Parts inventory adjustment' } as const;
