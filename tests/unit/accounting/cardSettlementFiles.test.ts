import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeDemoSettlementFiles } from '../../../server/excede/demo/cardSettlementFiles';
import { settlementCsv } from '../../../server/excede/demo/cardSettlements';
import { unlRecord } from '../../../server/excede/unl';

const dir = mkdtempSync(path.join(tmpdir(), 'card-settlements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the demo’s settlement files for staff to upload', () => {
  it('writes one file per branch of its last card batches, from the receipts export', async () => {
    // ARRCP's columns: receipt, customer, branch, received at, method, amount, drawer, xref, deposit.
    const rows = [
      ['6000001', 'C1', '101', '2026-11-15 15:00:00', 'Card', '10.00', null, 'SO1', 'B101-20261115'],
      ['6000002', 'C1', '101', '2026-11-16 15:00:00', 'Card', '20.00', null, 'SO2', 'B101-20261116'],
      ['6000003', 'C1', '101', '2026-11-16 15:00:00', 'Cash', '30.00', '101-P1', 'SO3', 'D101-20261116'],
      ['6000004', 'C1', '102', '2026-11-16 15:00:00', 'Card', '40.00', null, 'SO4', 'B102-20261116'],
    ];
    writeFileSync(path.join(dir, 'ARRCP.unl'), rows.map((r) => unlRecord(r)).join(''));
    const written = await writeDemoSettlementFiles(dir, path.join(dir, 'out'), { days: 1 });
    expect(written.map((f) => path.basename(f))).toEqual(['settlement-101-2026-11-16-2026-11-16.csv', 'settlement-102-2026-11-16-2026-11-16.csv']);
    expect(readFileSync(written[0]!, 'utf8')).toBe(settlementCsv('101', [{ receiptId: '6000002', brnId: '101', receivedOn: '2026-11-16', amount: '20.00', xref: 'SO2', depositId: 'B101-20261116' }]));
  });
});
