import { demandFigures, paretoOf, priorPeriod, weeksOf, type ReasonCount, type RootCauseDashboard, type TopLostPart } from '../../../src/domain/parts/rootCauseDashboard';

/** The period the stories' filters start with (November), and the as long one before it. */
const PERIOD = { from: '2026-11-01', to: '2026-11-30' };
const PRIOR = priorPeriod(PERIOD.from, PERIOD.to);

const figures = (stocked: [lines: number, ship: number, backorder: number, whole: number], bought: [lines: number, ship: number, backorder: number], lost: [lines: number, qty: number, value: string]) =>
  demandFigures(
    [
      { stocked: true, lines: stocked[0], qtyShip: stocked[1], qtyBackorder: stocked[2], wholeLines: stocked[3] },
      { stocked: false, lines: bought[0], qtyShip: bought[1], qtyBackorder: bought[2], wholeLines: bought[0] },
    ],
    { lines: lost[0], qty: lost[1], value: lost[2] },
  );

const part = (partNo: string, brnId: string, description: string, lostLines: number, lostQty: number, lostValue: string, more: Partial<TopLostPart> = {}): TopLostPart => ({
  partNo,
  brnId,
  description,
  lostLines,
  lostQty,
  lostValue,
  stocked: false,
  requests: lostLines,
  suggestion: null,
  ...more,
});

/** Norcross and Forest Park in November: misses mostly out of stock or uncoded, a valve worth phasing in. */
export const populatedDashboard: RootCauseDashboard = {
  ...PERIOD,
  prior: PRIOR,
  branches: ['101', '102'],
  current: figures([1840, 4210, 260, 1630], [96, 180, 40], [58, 97, '6418.40']),
  previous: figures([1795, 4022, 301, 1566], [120, 230, 55], [71, 122, '8120.15']),
  pareto: paretoOf([
    { reasonCodeId: 1, code: 'OOS', description: 'Out of stock', lines: 21 },
    { reasonCodeId: null, code: null, description: null, lines: 14 },
    { reasonCodeId: 2, code: 'NSTK', description: 'Not stocked', lines: 11 },
    { reasonCodeId: 3, code: 'PRICE', description: 'Price too high', lines: 7 },
    { reasonCodeId: 4, code: 'VNDBO', description: 'Vendor backorder', lines: 5 },
  ]),
  weeks: weeksOf(PERIOD.from, PERIOD.to).map((week, i) => ({ week, fillRate: 88 + ((i * 7) % 9) / 2, lostLines: 2 + ((i * 5) % 7) })),
  byBranch: [
    { brnId: '101', ...figures([1020, 2400, 120, 930], [40, 70, 10], [31, 52, '3500.20']) },
    { brnId: '102', ...figures([820, 1810, 140, 700], [56, 110, 30], [27, 45, '2918.20']) },
  ],
  topParts: [
    part('DN-4471-V', '101', 'Air brake relay valve', 4, 9, '1255.50', { requests: 4, suggestion: 'Phase in' }),
    part('LF-9009', '102', 'Lube filter, spin-on', 3, 8, '183.60', { stocked: true, requests: 3, suggestion: 'Raise min/max' }),
    part('HB-2210', '101', 'Headlamp bulb, H11', 2, 6, '77.40'),
    part('GS-118', '102', 'Gladhand seal', 2, 4, '9.96', { requests: 1 }),
  ],
  phaseIn: { times: 3, months: 6 },
  asOf: '2026-11-20T14:15:00.000Z',
  stale: false,
};

/** Nothing asked for at the branches in the period. */
export const emptyDashboard: RootCauseDashboard = {
  ...populatedDashboard,
  current: figures([0, 0, 0, 0], [0, 0, 0], [0, 0, '0.00']),
  previous: figures([0, 0, 0, 0], [0, 0, 0], [0, 0, '0.00']),
  pareto: [],
  weeks: weeksOf(PERIOD.from, PERIOD.to).map((week) => ({ week, fillRate: null, lostLines: 0 })),
  byBranch: populatedDashboard.byBranch.map((b) => ({ ...b, ...figures([0, 0, 0, 0], [0, 0, 0], [0, 0, '0.00']) })),
  topParts: [],
};

const BRANCHES = ['101', '102', '103', '104', '105', '106', '107', '108'];

/** Eight branches over a year: every reason code, 53 weeks and the full top 25. */
export const largeDashboard: RootCauseDashboard = {
  ...populatedDashboard,
  from: '2025-11-21',
  to: '2026-11-20',
  prior: priorPeriod('2025-11-21', '2026-11-20'),
  branches: BRANCHES,
  pareto: paretoOf([
    ...Array.from({ length: 14 }, (_, i): ReasonCount => ({ reasonCodeId: i + 1, code: `RC${String(i + 1).padStart(2, '0')}`, description: `Reason ${i + 1}`, lines: 160 - i * 11 })),
    { reasonCodeId: null, code: null, description: null, lines: 90 },
  ]),
  weeks: weeksOf('2025-11-21', '2026-11-20').map((week, i) => ({ week, fillRate: 85 + ((i * 7) % 11) / 2, lostLines: 10 + ((i * 5) % 13) })),
  byBranch: BRANCHES.map((brnId, i) => ({ brnId, ...figures([4000 + i * 300, 9000 + i * 500, 500 + i * 40, 3600 + i * 250], [200, 400, 90], [120 + i, 200 + i * 3, `${9000 + i * 410}.25`]) })),
  topParts: Array.from({ length: 25 }, (_, i) =>
    part(`PN-${1000 + i}`, BRANCHES[i % 8]!, `Part number ${1000 + i}`, 30 - i, 60 - i * 2, `${(60 - i * 2) * 41}.50`, i < 6 ? { requests: 30 - i, suggestion: i % 2 ? 'Raise min/max' : 'Phase in', stocked: i % 2 === 1 } : {}),
  ),
};
