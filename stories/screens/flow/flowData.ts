import type { StepFigures } from '../../../src/domain/flow/flowFigures';
import type { FlowItemRow, FlowSummary } from '../../../src/domain/flow/flowItems';
import { FLOWS, type FlowId } from '../../../src/domain/flow/flows';

type Figures = [passed: number, inStep: number, skipped: number, left: number, median: number | null, p90: number | null];

const summaryOf = (flow: FlowId, items: number, slowestStep: string | null, figures: Figures[], stuck: Record<string, FlowItemRow[]> = {}): FlowSummary => ({
  flow,
  branches: ['101'],
  measuredAt: '2026-11-18T15:00:00.000Z',
  items,
  steps: FLOWS[flow].steps.map((s, i): StepFigures => {
    const [passed, inStep, skipped, left, medianHours, p90Hours] = figures[i]!;
    return { step: s.id, passed, inStep, skipped, left, medianHours, p90Hours };
  }),
  slowestStep,
  stuck: Object.fromEntries(FLOWS[flow].steps.map((s) => [s.id, stuck[s.id] ?? []])),
  asOf: '2026-11-18T14:15:00.000Z',
  stale: false,
});

const CUSTOMERS = ['Peach State Paving', 'Gwinnett Haulers', 'Chattahoochee Concrete', 'Metro Waste Services', 'Lanier Landscaping', 'Cobb County Fleet'];

/** A repair order waiting or passed, `hours` on the way to the step. */
export const roItem = (n: number, state: FlowItemRow['state'], hours: number): FlowItemRow => ({
  itemId: String(5_004_100 + n),
  reference: String(5_004_100 + n),
  brnId: '101',
  kind: n % 4 === 0 ? 'WTY' : 'CP',
  party: CUSTOMERS[n % CUSTOMERS.length]!,
  account: `C${10_400 + (n % CUSTOMERS.length)}`,
  customerType: n % 3 === 0 ? 'Retail' : 'Fleet',
  state,
  startedAt: new Date(Date.parse('2026-11-18T15:00:00Z') - hours * 3_600_000).toISOString(),
  reachedAt: state === 'Passed' ? new Date(Date.parse('2026-11-18T15:00:00Z') - n * 600_000).toISOString() : null,
  hours,
});

export const ro = summaryOf('ro', 412, 'paid', [
  [412, 0, 0, 0, null, null],
  [371, 41, 0, 0, 2.4, 26.1],
  [198, 22, 140, 0, 30.5, 77.2],
  [340, 29, 0, 0, 1.2, 18.6],
  [302, 38, 0, 0, 22.8, 49.3],
  [211, 64, 0, 27, 148.5, 512.4],
], {
  authorization: [roItem(1, 'In step', 96.5), roItem(2, 'In step', 50.2), roItem(3, 'In step', 27)],
  parts: [roItem(4, 'In step', 120.3), roItem(5, 'In step', 74.9)],
  paid: [roItem(6, 'In step', 1_480.5), roItem(7, 'In step', 906), roItem(8, 'In step', 610.2), roItem(9, 'In step', 402.7), roItem(10, 'In step', 388)],
});

/** The repair orders of Authorization: those waiting first, then those through it. */
export const authorizationItems: FlowItemRow[] = [roItem(1, 'In step', 96.5), roItem(2, 'In step', 50.2), roItem(3, 'In step', 27), ...Array.from({ length: 9 }, (_, i) => roItem(11 + i, 'Passed', 20 - i * 2))];

/** Three hundred repair orders of Paid: six pages. */
export const manyPaidItems: FlowItemRow[] = Array.from({ length: 300 }, (_, i) => roItem(i, i % 5 ? 'Passed' : 'In step', 600 - i * 1.5));

const pick = (n: number, hours: number): FlowItemRow => ({
  itemId: `P-${1040 + n}`,
  reference: `P-${1040 + n}`,
  brnId: '101',
  kind: n % 2 ? 'RO' : 'Counter',
  party: CUSTOMERS[n % CUSTOMERS.length]!,
  account: null,
  customerType: 'Fleet',
  state: 'In step',
  startedAt: new Date(Date.parse('2026-11-18T15:00:00Z') - hours * 3_600_000).toISOString(),
  reachedAt: null,
  hours,
});

export const parts = summaryOf('parts', 38, 'pick', [
  [38, 0, 0, 0, null, null],
  [29, 9, 0, 0, 0.6, 1.9],
  [24, 5, 0, 0, 0.3, 0.8],
], { pick: [pick(1, 2.5), pick(2, 1.1)], delivered: [pick(3, 0.9)] });

export const ap = summaryOf('ap', 15, 'approved', [
  [3, 0, 12, 0, null, null],
  [14, 1, 0, 0, 20.5, 44],
  [8, 6, 1, 0, 61, 140.2],
  [2, 6, 0, 0, 19, 19],
], {
  approved: [
    { itemId: 'VI-3', reference: 'MERITR M-240117', brnId: '101', kind: 'Invoice', party: 'Meritor', account: 'MERITR', customerType: null, state: 'In step', startedAt: '2026-11-11T14:00:00.000Z', reachedAt: null, hours: 169 },
  ],
  categorized: [{ itemId: 'S-12', reference: 'scan-0042.pdf', brnId: '101', kind: 'Scan', party: null, account: null, customerType: null, state: 'In step', startedAt: '2026-11-17T13:00:00.000Z', reachedAt: null, hours: 26 }],
});

export const empty = summaryOf('ro', 0, null, FLOWS.ro.steps.map(() => [0, 0, 0, 0, null, null]));
