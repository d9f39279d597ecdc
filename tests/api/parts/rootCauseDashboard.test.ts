import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RootCauseDashboard } from '../../../src/domain/parts/rootCauseDashboard';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;

/** Two fortnight periods after the demo's history, so the figures are the rows below alone. */
const PERIOD = 'from=2030-01-07&to=2030-01-20';

type Answer = { status: number; body: RootCauseDashboard & { message?: string } };
const ask = async (query: string, token: string | null = parts): Promise<Answer> => {
  const response = await api.request(`parts/root-cause-dashboard?${query}`, { token });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

const codeId = async (code: string, recordsDemand: boolean) => {
  const [row] = await queryRows<{ id: number }>(
    api.db,
    sql`insert into root_cause_codes (code, description, type, category, records_demand, sort_order, created_by, updated_by)
      values (${code}, ${code}, 'Reason', 'Stocking', ${recordsDemand}, 90, 1, 1) returning id`,
  );
  return row!.id;
};

const invoice = async (slsId: string, brnId: string, at: string, lines: [partNo: string, ship: number, backorder: number][]) => {
  await api.db.execute(sql`insert into excede_parts_invoices (sls_id, brn_id, cus_id, emp_id, invoiced_at, total) values (${slsId}, ${brnId}, 'C1', 'E1', ${at}, '0')`);
  for (const [i, [partNo, ship, backorder]] of lines.entries()) {
    await api.db.execute(sql`insert into excede_parts_invoice_lines (sls_id, line_no, part_no, description, qty_ship, qty_backorder, amt_price, amt_cost)
        values (${slsId}, ${i + 1}, ${partNo}, ${partNo}, ${ship}, ${backorder}, '1', '1')`);
  }
};

const lostSale = (brnId: string, at: string, partNo: string, qty: number, filled: number, reasonCodeId: number | null) =>
  api.db.execute(sql`insert into lost_sales (brn_id, part_no, qty, qty_filled, source, reason, reason_code_id, created_at, created_by, updated_by)
      values (${brnId}, ${partNo}, ${qty}, ${filled}, 'Counter', 'Went elsewhere', ${reasonCodeId}, ${at}, 1, 1)`);

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting] = await api.tokensOf('parts@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  await api.db.execute(sql`insert into excede_part_master (part_no, description, ven_id, part_class, cost, list_price, core_charge)
      values ('RCD-STK', 'Stocked filter', 'V1', 'A', '5.00', '10.00', '0'), ('RCD-NEW', 'Unstocked valve', 'V1', 'C', '12.00', '25.50', '0')`);
  await api.db.execute(sql`insert into excede_part_branches (part_no, brn_id, on_hand, committed, on_order, min_qty, max_qty) values ('RCD-STK', '101', 2, 0, 0, 1, 4)`);
  const recordsDemand = await codeId('RCDDM', true);
  const noDemand = await codeId('RCDNO', false);
  // The period at Norcross: a stocked part shipped whole and in part; an unstocked one bought in and one back-ordered.
  await invoice('RCD-A', '101', '2030-01-08T15:00:00Z', [['RCD-STK', 3, 0], ['RCD-STK', 1, 1]]);
  await invoice('RCD-B', '101', '2030-01-15T15:00:00Z', [['RCD-NEW', 2, 0], ['RCD-NEW', 0, 2]]);
  // The period before it, and Forest Park (which does not stock RCD-STK).
  await invoice('RCD-C', '101', '2030-01-02T15:00:00Z', [['RCD-STK', 4, 0]]);
  // A sale under the number RCD-STK replaced: the branch stocks it all the same.
  await api.db.execute(sql`insert into excede_supersessions (old_part_no, new_part_no, effective_on) values ('RCD-OLD', 'RCD-STK', '2029-01-01')`);
  await invoice('RCD-E', '101', '2030-01-03T15:00:00Z', [['RCD-OLD', 2, 0]]);
  await invoice('RCD-D', '201', '2030-01-09T15:00:00Z', [['RCD-STK', 5, 0]]);
  await lostSale('101', '2030-01-09T15:00:00Z', 'RCD-NEW', 2, 0, recordsDemand);
  await lostSale('101', '2030-01-16T15:00:00Z', 'RCD-NEW', 1, 0, null);
  await lostSale('101', '2030-01-17T15:00:00Z', 'RCD-STK', 3, 1, noDemand);
  // Earlier misses of RCD-NEW within six months of the period's end (one under a code that records no demand), and one before.
  await lostSale('101', '2029-12-20T15:00:00Z', 'RCD-NEW', 1, 0, noDemand);
  await lostSale('101', '2029-10-01T15:00:00Z', 'RCD-NEW', 1, 0, null);
  await lostSale('101', '2029-06-01T15:00:00Z', 'RCD-NEW', 1, 0, null);
});
afterAll(() => api.close());

describe('who may see the dashboard', () => {
  it('needs a token (401) and the root cause analysis permission (403 for the viewer and accounting)', async () => {
    expect((await ask(PERIOD, null)).status).toBe(401);
    expect((await ask(PERIOD, viewer)).status).toBe(403);
    expect((await ask(PERIOD, accounting)).status).toBe(403);
  });

  it('refuses a branch the user does not hold', async () => {
    const { status, body } = await ask(`brnId=102&${PERIOD}`);
    expect(status).toBe(403);
    expect(body.message).toContain('102');
  });

  it('refuses dates that are not dates, backwards, half a period or too long, naming the field', async () => {
    for (const [query, field] of [
      ['from=2030-13-01&to=2030-01-20', 'from:'],
      ['from=2030-01-20&to=2030-01-07', 'to:'],
      ['from=2030-01-07', 'to:'],
      ['from=2026-01-01&to=2029-01-01', 'to:'],
    ] as const) {
      const { status, body } = await ask(query);
      expect(status, query).toBe(400);
      expect(body.message?.startsWith(field), body.message).toBe(true);
    }
  });
});

describe('the figures', () => {
  it('adds up demand, fill and lost sales of the branch and period, beside the period before (a sale under an old number as its current one)', async () => {
    const { status, body } = await ask(`brnId=101&${PERIOD}`);
    expect(status).toBe(200);
    expect(body.prior).toEqual({ from: '2029-12-24', to: '2030-01-06' });
    expect(body.current).toEqual({
      demandQty: 14,
      demandLines: 7,
      fromStockQty: 4,
      specialOrderQty: 3,
      emergencyQty: 2,
      lostLines: 3,
      lostQty: 5,
      lostValue: '96.50',
      fillRate: 28.6,
      firstTimeFill: 14.3,
      emergencyPercent: 14.3,
    });
    expect(body.previous).toMatchObject({ demandQty: 6, fromStockQty: 6, fillRate: 100, firstTimeFill: 100, emergencyPercent: 0, lostLines: 0, lostValue: '0.00' });
  });

  it('charts the reasons (uncoded a bar of its own), the weeks and each branch', async () => {
    const { body } = await ask(`${PERIOD}`);
    expect(body.pareto.map((b) => [b.label, b.lines, b.cumulativePercent])).toEqual([
      ['RCDDM', 1, 33.3],
      ['RCDNO', 1, 66.7],
      ['Uncoded', 1, 100],
    ]);
    expect(body.weeks).toEqual([
      { week: '2030-01-07', fillRate: 33.3, lostLines: 1 },
      { week: '2030-01-14', fillRate: 0, lostLines: 2 },
    ]);
    expect(body.byBranch.map((b) => [b.brnId, b.demandQty, b.fillRate, b.emergencyPercent, b.lostLines])).toEqual([
      ['101', 14, 28.6, 14.3, 3],
      ['201', 5, 0, 100, 0],
    ]);
  });

  it('lists the parts most gone without, suggesting to stock one missed three times in six months under codes that record demand or none', async () => {
    const { body } = await ask(`brnId=101&${PERIOD}`);
    expect(body.phaseIn).toEqual({ times: 3, months: 6 });
    expect(body.topParts).toEqual([
      { partNo: 'RCD-NEW', brnId: '101', description: 'Unstocked valve', lostLines: 2, lostQty: 3, lostValue: '76.50', stocked: false, requests: 3, suggestion: 'Phase in' },
      { partNo: 'RCD-STK', brnId: '101', description: 'Stocked filter', lostLines: 1, lostQty: 2, lostValue: '20.00', stocked: true, requests: 0, suggestion: null },
    ]);
  });

  it('follows the portal settings for the stocking suggestion', async () => {
    await api.db.execute(sql`insert into portal_settings (key, value) values ('parts.phaseInTimes', '4'::jsonb)`);
    const { body } = await ask(`brnId=101&${PERIOD}`);
    expect(body.topParts[0]).toMatchObject({ partNo: 'RCD-NEW', requests: 3, suggestion: null });
    await api.db.execute(sql`delete from portal_settings where key = 'parts.phaseInTimes'`);
  });

  it("defaults to all the user's branches", async () => {
    const { body } = await ask(PERIOD);
    expect(body.branches).toEqual(['101', '201']);
  });
});
