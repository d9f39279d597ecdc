import { demoCashFunds } from '../../../src/demo/cashFunds';
import type { AwaitingCount, CashFundDetail, CashFundRow, CashOnHandSummary } from '../../../src/domain/accounting/cashOnHandData';
import { moneyText } from '../../../src/domain/money';

/** A Tuesday morning in New York: Friday's cash not yet at the bank is late, this morning's is not. */
export const NOW = new Date('2026-11-24T14:00:00Z');
const LAST_CLOSE = '2026-11-23T22:30:00.000Z';
const FRIDAY = '2026-11-20T15:12:00.000Z';
const THIS_MORNING = '2026-11-24T13:41:00.000Z';

/** The Georgia branches' funds (the demo's), with what each should hold now and its last count. */
export function cashFundRows(count = 24): CashFundRow[] {
  const funds = demoCashFunds().filter((f) => f.brnId.startsWith('1'));
  return Array.from({ length: count }, (_, i) => {
    const f = funds[i % funds.length]!;
    const round = Math.floor(i / funds.length);
    const receipts = f.kind === 'Drawer' ? 4_275 * ((i % 7) + 1) : 0;
    const overShort = i % 11 === 3 ? -1_240 : i % 5 === 2 ? 35 : 0;
    return {
      id: i + 1,
      brnId: f.brnId,
      name: round ? `${f.name} ${round + 1}` : f.name,
      kind: f.kind,
      custodian: f.custodian,
      float: moneyText(f.floatCents),
      lastCountAt: i === 23 ? null : LAST_CLOSE,
      expected: moneyText(f.floatCents + receipts - (f.kind === 'Petty cash' ? 1_850 : 0)),
      counted: i === 23 ? null : moneyText(f.floatCents + overShort),
      overShort: i === 23 ? null : moneyText(overShort),
      status: i === 23 ? null : overShort === -1_240 ? 'Awaiting sign-off' : 'Accepted',
      undepositedSince: receipts ? (i % 3 === 0 ? FRIDAY : THIS_MORNING) : null,
      state: i === 22 ? 'Closed' : 'Active',
    };
  });
}

export const AWAITING: AwaitingCount[] = [
  {
    id: 41,
    version: 1,
    fundId: 4,
    fundName: 'Service counter drawer',
    brnId: '101',
    countedAt: LAST_CLOSE,
    countedBy: 'Joseph Wright',
    expected: '300.00',
    counted: '287.60',
    overShort: '-12.40',
    note: 'A twenty and change short; checking the day’s tickets.',
    refusal: null,
  },
  {
    id: 42,
    version: 1,
    fundId: 9,
    fundName: 'Parts counter drawer',
    brnId: '103',
    countedAt: LAST_CLOSE,
    countedBy: 'Casey Accounting',
    expected: '342.75',
    counted: '350.75',
    overShort: '8.00',
    note: '',
    refusal: 'You recorded this count: someone else must sign it off.',
  },
];

export const SUMMARY: CashOnHandSummary = {
  branches: [
    { brnId: '101', cashOnHand: '1563.25', oldestUndeposited: FRIDAY, undeposited: '612.40', lastDepositRun: { id: 8, at: '2026-11-20T21:40:00.000Z', by: 'Joseph Wright', amount: '1840.15', bagNumber: 'B-20417' } },
    { brnId: '102', cashOnHand: '1392.75', oldestUndeposited: THIS_MORNING, undeposited: '92.75', lastDepositRun: null },
    { brnId: '103', cashOnHand: '1350.00', oldestUndeposited: null, undeposited: '0.00', lastDepositRun: null },
  ],
  awaiting: AWAITING,
  overShortByDay: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23'].flatMap((day, d) => [
    { day, brnId: '101', overShort: moneyText([0, -35, 0, 120, 0, -1_240][d]!) },
    { day, brnId: '102', overShort: moneyText([25, 0, -8_00, 0, 0, 0][d]!) },
    { day, brnId: '103', overShort: moneyText([0, 0, 0, -50, 800, 0][d]!) },
  ]),
  threshold: '5.00',
  mayChangeThreshold: true,
  asOf: '2026-11-24T13:15:00.000Z',
  stale: false,
};

export const FUND_DETAIL: CashFundDetail = {
  fund: { id: 2, version: 7, brnId: '101', kind: 'Drawer', name: 'Parts counter drawer', drawer: '101-P1', custodian: 'Joseph Wright', float: '300.00', active: true },
  period: { since: LAST_CLOSE, receipts: '412.80', deposited: '250.00', paidOuts: '18.45', expected: '444.35', undepositedSince: THIS_MORNING },
  counts: [
    { id: 40, version: 1, countedAt: LAST_CLOSE, countedBy: 'Joseph Wright', denominations: { b20: 12, b10: 4, b5: 5, b1: 35 }, expected: '300.00', counted: '300.00', overShort: '0.00', status: 'Accepted', note: '', decidedBy: null, decidedAt: null, decisionNote: '' },
    {
      id: 33,
      version: 2,
      countedAt: '2026-11-20T22:30:00.000Z',
      countedBy: 'Linda Anderson',
      denominations: { b20: 12, b10: 4, b5: 4, b1: 33 },
      expected: '300.00',
      counted: '293.00',
      overShort: '-7.00',
      status: 'Signed off',
      note: 'Recounted twice; short stands.',
      decidedBy: 'Alex Admin',
      decidedAt: '2026-11-21T13:00:00.000Z',
      decisionNote: 'Change given twice on a ticket.',
    },
  ],
  paidOuts: [{ id: 5, paidAt: '2026-11-24T13:05:00.000Z', paidBy: 'Joseph Wright', amount: '18.45', paidTo: 'Corner hardware', note: 'Shop towels and zip ties', receiptUrl: '/api/files/cash-receipts/r5.png?sig=demo' }],
  unreplenished: '18.45',
  lastReplenishment: null,
};

/** Norcross's petty cash: $18.45 paid out since it was last replenished on the 13th. */
export const PETTY_CASH: CashFundDetail = {
  ...FUND_DETAIL,
  fund: { ...FUND_DETAIL.fund, id: 4, kind: 'Petty cash', name: 'Petty cash', drawer: null, float: '250.00' },
  period: { ...FUND_DETAIL.period, receipts: '0.00', deposited: '0.00', expected: '231.55', undepositedSince: null },
  lastReplenishment: { at: '2026-11-13T21:00:00.000Z', by: 'Linda Anderson', amount: '61.20', checkNumber: '4471' },
};
