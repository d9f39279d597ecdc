import type { GlLine } from '../../../src/domain/accounting/glLines';
import type { TransactionRecord } from '../../../src/domain/accounting/transactionRecord';

/** A counter invoice at Norcross and the cash that paid it, as GET /api/accounting/transaction answers it. */
export const invoiceRecord: TransactionRecord = {
  docType: 'Parts invoice',
  xref: '3000123',
  brnId: '101',
  branchName: 'Norcross',
  documentDate: '2026-11-16',
  postedOn: '2026-11-16',
  customer: { cusId: '40112', name: 'Peachtree Freight Lines' },
  total: '1284.60',
  entries: [
    { jeId: '9004410', brnId: '101', postedOn: '2026-11-16', source: 'Parts invoice', description: 'Counter invoice 3000123 - Peachtree Freight Lines', amount: '2106.35' },
    { jeId: '9004415', brnId: '101', postedOn: '2026-11-16', source: 'AR receipt', description: 'Cash receipt 6000871 - Peachtree Freight Lines', amount: '1284.60' },
  ],
  asOf: '2026-11-18T14:15:00.000Z',
  stale: false,
};

/** An open repair order: nothing posted yet. */
export const openRepairOrder: TransactionRecord = {
  ...invoiceRecord,
  docType: 'Repair order',
  xref: '2000456',
  documentDate: '2026-11-17',
  postedOn: null,
  total: '3410.00',
  entries: [],
};

const line = (jeId: string, lineNo: number, acctId: string, account: string, department: string, debit: string, credit: string, source: string, description: string): GlLine => ({
  postedOn: '2026-11-16',
  brnId: '101',
  jeId,
  lineNo,
  acctId,
  account,
  department,
  source,
  xref: '3000123',
  description,
  debit,
  credit,
});

/** The invoice's GL distribution: sale and cost, then the cash that paid it. */
export const invoiceDistribution: GlLine[] = [
  line('9004410', 1, '1200', 'Accounts receivable - customers', 'Parts', '1284.60', '0.00', 'Parts invoice', 'Counter invoice 3000123 - Peachtree Freight Lines'),
  line('9004410', 2, '4400', 'Parts sales - counter retail', 'Parts', '0.00', '1284.60', 'Parts invoice', 'Counter invoice 3000123 - Peachtree Freight Lines'),
  line('9004410', 3, '5400', 'Cost of sales - parts counter', 'Parts', '821.75', '0.00', 'Parts invoice', 'Counter invoice 3000123 - Peachtree Freight Lines'),
  line('9004410', 4, '1400', 'Parts inventory', 'Parts', '0.00', '821.75', 'Parts invoice', 'Counter invoice 3000123 - Peachtree Freight Lines'),
  line('9004415', 1, '1050', 'Cash clearing', 'Administration', '1284.60', '0.00', 'AR receipt', 'Cash receipt 6000871 - Peachtree Freight Lines'),
  line('9004415', 2, '1200', 'Accounts receivable - customers', 'Administration', '0.00', '1284.60', 'AR receipt', 'Cash receipt 6000871 - Peachtree Freight Lines'),
];
