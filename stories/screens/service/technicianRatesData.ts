import { userEvent, type within } from 'storybook/test';
import type { RateBatch, RateChange, RateRuleInput, RulePreview, TechnicianRateDetail, TechnicianRateRow } from '../../../src/domain/service/technicianRates';
import type { RateFormValues } from '../../../src/screens/service/TechnicianRateChange';

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
/** Approved by Alex Admin and in effect since the open pay period began. */
export const APPLIED: Partial<RateChange> = { ...PENDING, status: 'Applied', effectiveOn: '2026-11-15', decidedBy: 'Alex Admin', decidedAt: '2026-11-16T15:00:00.000Z', version: 3 };
/** Rejected by Alex Admin, with the reason. */
export const REJECTED: Partial<RateChange> = { ...PENDING, status: 'Rejected', decidedBy: 'Alex Admin', decidedAt: '2026-11-19T15:00:00.000Z', decisionNote: 'Wait for the annual review.', version: 3 };

/** The branches a service manager may change rates at, as the rule dialog lists them. */
export const RATE_BRANCHES = [
  { id: '101', label: '101 - Norcross' },
  { id: '102', label: '102 - Forest Park' },
];

/** +$1.50 for the A-grade technicians at 101: two changed, one skipped. */
export const RULE_PREVIEW: RulePreview = {
  proposals: [
    { empId: '20001', name: 'Marcus Lee', brnId: '101', grade: 'A', currentCents: 4400, proposedCents: 4550, changePercent: 3.41, needsGeneralManager: false },
    { empId: '20004', name: 'Darnell King', brnId: '101', grade: 'A', currentCents: 2900, proposedCents: 3050, changePercent: 5.17, needsGeneralManager: true },
  ],
  skipped: [{ empId: '20007', name: 'Wesley Scott', brnId: '101', reason: 'A change is already in Draft or Pending.' }],
};

/** The drafts RULE_PREVIEW's rule made, to submit together. */
export const RULE_BATCH: RateBatch = { batchId: 30, changes: [{ id: 31, version: 1, empId: '20001' }, { id: 32, version: 1, empId: '20004' }], skipped: [] };

/** +$1.50 for the A-grade technicians at Norcross, from the 29th: the rule RULE_PREVIEW previews. */
export const A_GRADE_RAISE = { brnIds: ['101'], grade: 'A', kind: 'amount', change: '1.50', effectiveOn: '2026-11-29', reason: 'A-grade market adjustment.' } satisfies RateRuleInput;

type Dialog = ReturnType<typeof within>;

/** A play's user writing a rule in the rule dialog (its branches by their number) and asking for the preview. */
export async function writeRule(dialog: Dialog, rule: RateRuleInput) {
  for (const id of rule.brnIds) await userEvent.click(dialog.getByRole('checkbox', { name: new RegExp(`^${id} - `) }));
  if (rule.grade !== 'All') await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Grade/ }), rule.grade);
  if (rule.kind === 'percent') await userEvent.click(dialog.getByRole('radio', { name: 'Percent' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /Change/ }), rule.change);
  await userEvent.type(dialog.getByLabelText(/Effective/), rule.effectiveOn);
  await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), rule.reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
}

/** $46.00 from the 29th, after the annual review. */
export const ANNUAL_REVIEW: RateFormValues = { proposedRate: '46.00', effectiveOn: '2026-11-29', reason: 'Annual review.' };

/** A play's user proposing a rate for a technician with no change open: the rate, the day and the reason, then save. */
export async function proposeRate(dialog: Dialog, values: RateFormValues) {
  await userEvent.type(dialog.getByRole('textbox', { name: /Proposed rate/ }), values.proposedRate);
  await userEvent.type(dialog.getByLabelText(/Effective/), values.effectiveOn);
  await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), values.reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Propose as draft' }));
}
