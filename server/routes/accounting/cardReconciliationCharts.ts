import { sql, type SQL } from 'drizzle-orm';
import { effectiveFeePct, type CardFeeRate, type CardSettlementCharts, type CardUnmatchedDay } from '../../../src/domain/accounting/cardSettlementCharts';
import { centsOf } from '../../../src/domain/money';
import { inBranches } from '../../business/branchScope';
import { listQueryOf, type ListDefinition } from '../../business/listEndpoint';
import { queryRows } from '../../db/database';
import type { AppContext } from '../../http';

/**
 * The charts beside the card days grid, over its branches and period (the lines' transaction days): each
 * branch's effective fee rate by month (fees ÷ gross, from exact cents) and the sales and refunds still
 * unmatched by day. Read by branch and day (card_settlement_lines_day_idx).
 */
export async function cardChartsOf(c: AppContext, days: ListDefinition): Promise<CardSettlementCharts> {
  const { query, branches } = listQueryOf(c, days);
  const where: SQL = sql`${inBranches(sql`l.brn_id`, branches)}${query.from ? sql` and l.txn_date >= ${query.from}::date` : sql``}${query.to ? sql` and l.txn_date <= ${query.to}::date` : sql``}`;
  const { db } = c.var.deps;
  const months = await queryRows<Omit<CardFeeRate, 'pct'>>(
    db,
    sql`select l.brn_id as "brnId", to_char(l.txn_date, 'YYYY-MM') as month,
          coalesce(sum(l.amount) filter (where l.line_type = 'Sale'), 0)::numeric(14, 2)::text as gross,
          (sum(l.fee) + coalesce(sum(-l.amount) filter (where l.classification = 'Fee'), 0))::numeric(14, 2)::text as fees
        from card_settlement_lines l where ${where} group by 1, 2 order by 2, 1`,
  );
  const unmatched = await queryRows<CardUnmatchedDay>(
    db,
    sql`select l.txn_date::text as day, count(*)::int as lines, sum(l.amount)::numeric(14, 2)::text as amount
        from card_settlement_lines l where ${where} and l.line_type <> 'Adjustment' and l.receipt_id is null group by 1 order by 1`,
  );
  return { feeRates: months.map((m) => ({ ...m, pct: effectiveFeePct(centsOf(m.fees)!, centsOf(m.gross)!) })), unmatched };
}
