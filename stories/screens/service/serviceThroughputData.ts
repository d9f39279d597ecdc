import { FUNNEL_STAGES, type FunnelStage } from '../../../src/domain/service/throughput';
import type { BranchThroughput, TechnicianThroughput, ThroughputFigures, ThroughputReport, ThroughputRoRow } from '../../../src/domain/service/throughputReport';

const figures = (f: Partial<ThroughputFigures>): ThroughputFigures => ({
  productivity: 0.97,
  efficiency: 1.08,
  hoursPerRo: 3.4,
  laborRate: 146_50,
  cycleDays: 4.2,
  dwellDays: 3.6,
  authorizationHours: 2.5,
  comebackRate: 0.018,
  openTooLong: 3,
  wipCents: 48_215_40,
  invoicedRos: 112,
  comebacks: 2,
  availableHours: 1_040,
  clockedHours: 1_008.5,
  ...f,
});

const branch = (brnId: string, name: string, f: Partial<ThroughputFigures>): BranchThroughput => ({ brnId, name, ...figures(f) });

const funnel = (counts: number[]) => FUNNEL_STAGES.map((stage: FunnelStage, i) => ({ stage, ros: counts[i] ?? 0 }));

/** November to date for the Georgia stores: Norcross beats its targets, Forest Park misses efficiency and dwell. */
export const groupReport: ThroughputReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  roType: 'all',
  branches: ['101', '102', '103'],
  figures: figures({}),
  trend: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((week, i) => ({ week, productivity: [0.91, 0.95, 0.98, 0.99, 0.96][i]!, efficiency: [1.02, 1.06, 1.1, 1.09, 1.07][i]! })),
  dwell: [
    { label: 'Under 1 day', ros: 21 },
    { label: '1–2 days', ros: 30 },
    { label: '2–3 days', ros: 24 },
    { label: '3–5 days', ros: 19 },
    { label: '5–10 days', ros: 12 },
    { label: '10 days or more', ros: 6 },
  ],
  funnel: funnel([130, 126, 121, 88, 117, 109, 104]),
  branchRows: [
    branch('101', 'Norcross', { productivity: 1.01, efficiency: 1.12, invoicedRos: 48, comebacks: 0, comebackRate: 0, openTooLong: 1, wipCents: 21_400_00 }),
    branch('102', 'Forest Park', { productivity: 0.9, efficiency: 0.98, dwellDays: 4.8, invoicedRos: 37, comebacks: 2, comebackRate: 0.054, openTooLong: 2, wipCents: 15_815_40 }),
    branch('103', 'Savannah', { invoicedRos: 27, comebacks: 0, comebackRate: 0, openTooLong: 0, wipCents: 11_000_00 }),
  ],
  technicians: null,
  asOf: '2026-11-18T14:15:00.000Z',
  stale: false,
};

const tech = (empId: string, name: string, available: number, clocked: number, billed: number, ros: number, comebacks: number): TechnicianThroughput => ({
  empId,
  name,
  available,
  clocked,
  billed,
  productivity: clocked / available,
  efficiency: billed / clocked,
  ros,
  comebacks,
});

/** Norcross alone: a row per technician. */
export const branchReport: ThroughputReport = {
  ...groupReport,
  branches: ['101'],
  figures: figures({ productivity: 1.01, efficiency: 1.12, invoicedRos: 48, comebacks: 0, comebackRate: 0, openTooLong: 1, wipCents: 21_400_00 }),
  branchRows: [groupReport.branchRows[0]!],
  technicians: [
    tech('10301', 'Marcus Bell', 128, 131.5, 150.2, 18, 0),
    tech('10302', 'Tasha Greene', 120, 112.25, 121, 14, 0),
    tech('10303', 'Luis Ortega', 96, 80.5, 78, 11, 0),
    tech('10304', 'Dwayne Carter', 136, 140, 161.5, 19, 0),
  ],
};

/** Nothing invoiced, opened or clocked in the period. */
export const emptyReport: ThroughputReport = {
  ...groupReport,
  figures: figures({ productivity: null, efficiency: null, hoursPerRo: null, laborRate: null, cycleDays: null, dwellDays: null, authorizationHours: null, comebackRate: null, openTooLong: 0, wipCents: 0, invoicedRos: 0, comebacks: 0, availableHours: 0, clockedHours: 0 }),
  trend: groupReport.trend.map((w) => ({ ...w, productivity: null, efficiency: null })),
  dwell: groupReport.dwell.map((d) => ({ ...d, ros: 0 })),
  funnel: funnel([]),
  branchRows: [],
};

const CUSTOMERS = [
  ['C10044', 'Peachtree Logistics'],
  ['C10107', 'Gwinnett County Fleet'],
  ['C10213', 'Southern Aggregates'],
  ['C10388', 'Delta Freight Lines'],
] as const;

/** `count` invoiced ROs of November at Norcross. */
export function invoicedRos(count: number): ThroughputRoRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [cusId, customer] = CUSTOMERS[i % CUSTOMERS.length]!;
    const day = String((i % 17) + 1).padStart(2, '0');
    return {
      slsId: String(560_100 + i),
      brnId: '101',
      roType: ['CP', 'FLT', 'WTY', 'INT'][i % 4]!,
      customer,
      cusId,
      unitNo: `U-${400 + (i % 60)}`,
      openedAt: `2026-11-${day}T13:${String(i % 60).padStart(2, '0')}:00.000Z`,
      invoicedAt: `2026-11-${day}T21:00:00.000Z`,
      soldHours: ((i % 7) + 1.5).toFixed(2),
      actualHours: ((i % 7) + 1.2).toFixed(2),
      labor: (((i % 7) + 1.5) * 146.5).toFixed(2),
      parts: ((i % 5) * 84.25).toFixed(2),
      cycleDays: ((i % 9) * 0.7 + 0.3).toFixed(1),
      dwellDays: ((i % 9) * 0.8 + 0.4).toFixed(1),
    };
  });
}
