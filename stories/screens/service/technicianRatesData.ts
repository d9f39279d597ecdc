import type { RateChange, RulePreview, TechnicianRateDetail, TechnicianRateRow } from '../../../src/domain/service/technicianRates';

const TECHS = ['Marcus Lee', 'Luis Garcia', 'Wesley Scott', 'Darnell King', 'Tyler Adams', 'Rosa Martinez'];
const GRADES = ['A', 'B', 'C'] as const;
const RATES = [44, 36, 28] as const;
const STATUSES = [null, 'Draft', 'Pending', 'Approved', 'Applied', 'Rejected'] as const;

/** Technicians at Norcross and Forest Park, with a change in every status. */
export const technicianRateRows = (count: number): TechnicianRateRow[] =>
  Array.from({ length: count }, (_, i) => {
    const grade = GRADES[i % 3]!;
    const current = RATES[i % 3]! + (i % 4) * 0.5;
    const status = STATUSES[i % STATUSES.length]!;
    const proposed = status ? current + 1.5 : null;
    return {
      id: String(20001 + i),
      empId: String(20001 + i),
      technician: `${TECHS[i % TECHS.length]}${i >= TECHS.length ? ` ${Math.floor(i / TECHS.length) + 1}` : ''}`,
      brnId: i % 5 === 4 ? '102' : '101',
      grade,
      currentRate: current.toFixed(2),
      proposedRate: proposed?.toFixed(2) ?? null,
      changePercent: proposed ? Math.round(((proposed - current) / current) * 10_000) / 100 : null,
      effectiveOn: status ? (status === 'Applied' ? '2026-11-15' : '2026-11-29') : null,
      status,
      reason: status ? 'A-grade market adjustment.' : null,
      submittedBy: status && status !== 'Draft' ? 'Sam Service' : null,
      decidedBy: status === 'Approved' || status === 'Applied' || status === 'Rejected' ? 'Alex Admin' : null,
    };
  });

const CHANGE: RateChange = {
  id: 31,
  version: 1,
  currentRate: '44.00',
  proposedRate: '45.50',
  changePercent: 3.41,
  effectiveOn: '2026-11-29',
  status: 'Draft',
  reason: 'A-grade market adjustment.',
  batchId: 30,
  submittedBy: null,
  submittedAt: null,
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  needsGeneralManager: false,
  decisionRefusal: null,
};

/** Marcus Lee, an A-grade technician at Norcross, with a change in the given state. */
export const technicianRate = (change: Partial<RateChange> | null): TechnicianRateDetail => ({
  empId: '20001',
  technician: 'Marcus Lee',
  brnId: '101',
  grade: 'A',
  currentRate: '44.00',
  change: change && { ...CHANGE, ...change },
  openPeriod: { start: '2026-11-15', end: '2026-11-28' },
});

export const PENDING: Partial<RateChange> = { status: 'Pending', version: 2, submittedBy: 'Alex Admin', submittedAt: '2026-11-20T14:00:00.000Z' };
export const NEEDS_GM: Partial<RateChange> = {
  ...PENDING,
  proposedRate: '48.40',
  changePercent: 10,
  needsGeneralManager: true,
  decisionRefusal: 'An increase over 5% needs the general manager. You have no approval authority for technician rate increases as general manager.',
};

/** +$1.50 for the A-grade technicians at 101: two changed, one skipped. */
export const RULE_PREVIEW: RulePreview = {
  proposals: [
    { empId: '20001', name: 'Marcus Lee', brnId: '101', grade: 'A', currentCents: 4400, proposedCents: 4550, changePercent: 3.41, needsGeneralManager: false },
    { empId: '20004', name: 'Darnell King', brnId: '101', grade: 'A', currentCents: 2900, proposedCents: 3050, changePercent: 5.17, needsGeneralManager: true },
  ],
  skipped: [{ empId: '20007', name: 'Wesley Scott', brnId: '101', reason: 'A change is already in Draft or Pending.' }],
};
