import type { MissType } from './lostSales';

/** What the server knows of a lost sale's part at its branch when it is recorded. */
export interface MissFacts {
  /** The branch's stock row of the part (Excede's part branch), or null when the branch keeps none. */
  stock: { onHand: number; maxQty: number } | null;
  /** Of the quantity asked for, how many the shelf did give (a short pick). */
  qtyFilled: number;
  /** The number that replaced the part, when the counter asked for an old one. */
  currentPartNo: string | null;
  /** What the caller says the miss was, when it knows (a price the customer refused, a vendor's backorder). */
  said: MissType | null;
}

/**
 * The miss type a lost sale is recorded with. An old number comes first: it is usually not stocked because it
 * was replaced, and the fix is the link, not stock. A partial fill is a short whatever the shelf holds now
 * (Excede's on-hand arrives with the next import). Then the branch's stocking: no row or a max of 0 is Not
 * stocked, nothing on hand is Out of stock; otherwise the shelf had it and the caller's word stands.
 */
export function missTypeOf(facts: MissFacts): MissType | null {
  if (facts.currentPartNo) return 'Supersession not linked';
  if (facts.qtyFilled > 0) return 'Short qty';
  if (!facts.stock || facts.stock.maxQty <= 0) return 'Not stocked';
  if (facts.stock.onHand <= 0) return 'Out of stock';
  return facts.said;
}
