import type { InferInsertModel } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lostSales } from '../../db/lostSales';
import type { AppContext } from '../../http';
import { createRecord } from '../recordChange';

export type LostSaleValues = Omit<InferInsertModel<typeof lostSales>, 'id' | 'status' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

/**
 * Records demand the branch did not fill (a ticket completed with "no sale", a short pick, a lookup at the
 * counter), audited as the user, refused for a branch they lack. Root cause analysis works it from New.
 */
export const recordLostSale = (c: AppContext, tx: Database, values: LostSaleValues) =>
  createRecord(c, tx, { table: lostSales, entity: 'lost sale', action: 'lost-sale.record', branchOf: (sale) => sale.brnId, values });
