import * as z from 'zod/mini';
import { formatDate } from '../format';
import type { MatchKind } from './partNumber';

/** What /parts-research answers: the search's matches and one part's page. */
export const SEARCH_LIMIT = 20;
export const DEMAND_MONTHS = 24;
export const RECENT_LINES = 20;

export interface PartMatch {
  partNo: string;
  description: string;
  match: MatchKind;
  /** The bin that matched, when the match is a bin. */
  bin: string | null;
  /** On hand at the user's branches. */
  onHand: number;
}

export interface PartSearch {
  q: string;
  matches: PartMatch[];
}

export interface Supersession {
  oldPartNo: string;
  newPartNo: string;
  effectiveOn: string;
}

export interface BranchStock {
  brnId: string;
  name: string;
  /** One of the user's branches: listed first and highlighted. */
  mine: boolean;
  onHand: number;
  committed: number;
  available: number;
  onOrder: number;
  minQty: number;
  maxQty: number;
  lastSaleOn: string | null;
  bins: string[];
}

export interface DemandMonth {
  month: string;
  qty: number;
}

export interface PartLineRecord {
  kind: 'Invoice' | 'Repair order';
  docId: string;
  brnId: string;
  on: string;
  partNo: string;
  qty: number;
  qtyBackorder: number;
  /** Price of one, numeric(14,2) text. */
  price: string;
}

export interface LostSaleRecord {
  id: number;
  brnId: string;
  createdAt: string;
  partNo: string | null;
  qty: number | null;
  source: string;
  customer: string | null;
  reason: string;
  status: string;
}

export interface PartPage {
  /** The number asked for; partNo is the current one when it was replaced. */
  requested: string;
  partNo: string;
  description: string;
  venId: string;
  vendor: string | null;
  partClass: string;
  listPrice: string;
  coreCharge: string;
  /** Only for a parts manager; null for everyone else. */
  cost: string | null;
  /** Old → current, oldest first. */
  chain: Supersession[];
  branches: BranchStock[];
  demand: DemandMonth[];
  backOrders: PartLineRecord[];
  lostSales: LostSaleRecord[];
  recent: PartLineRecord[];
}

/** "P-123 was replaced by P-456 on 03/01/2025." */
export const replacedText = (s: Supersession) => `${s.oldPartNo} was replaced by ${s.newPartNo} on ${formatDate(s.effectiveOn)}.`;

export const LOST_SALE_SOURCES = ['Counter', 'Phone', 'Technician', 'Driver'] as const;

/** A lost sale logged from the part's page: at one of the user's branches, for a quantity, with a reason. */
export const partLostSaleSchema = z.object({
  brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
  qty: z.int('Enter a whole quantity.').check(z.minimum(1, 'Enter a quantity of at least 1.'), z.maximum(9999, 'Enter a quantity of at most 9999.')),
  source: z.enum(LOST_SALE_SOURCES, { error: 'Choose where the request came from.' }),
  customer: z._default(z.optional(z.string().check(z.trim(), z.maxLength(80, 'Keep the customer to 80 characters.'))), ''),
  reason: z.string({ error: 'Say why the sale was lost.' }).check(z.trim(), z.minLength(3, 'Say why the sale was lost.'), z.maxLength(200, 'Keep the reason to 200 characters.')),
});
export type PartLostSale = z.infer<typeof partLostSaleSchema>;
