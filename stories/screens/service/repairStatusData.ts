import { DEMO_NOW } from '../../../src/demo/now';
import { statusTimeline, type PublicRepairStatus, type RepairProgress } from '../../../src/domain/service/statusLinks';

const at = (minutesBefore: number) => new Date(DEMO_NOW.getTime() - minutesBefore * 60_000).toISOString();
const approved = { dateAuthorize: at(240) };
const diagnosed = { clockIn: at(330), clockOut: at(290) };

/** A truck at each step of the timeline, as Excede's stamps, jobs and punches would put it there. */
export const PROGRESS_AT = {
  'Checked in': { jobStatuses: [] },
  Diagnosing: { jobStatuses: ['Scheduled'], punches: [{ clockIn: at(330), clockOut: null }] },
  'Awaiting approval': { jobStatuses: ['Waiting approval'], punches: [diagnosed] },
  'Awaiting parts': { ...approved, jobStatuses: ['Waiting parts'], punches: [diagnosed] },
  'In repair': { ...approved, jobStatuses: ['In progress', 'Scheduled'], punches: [diagnosed, { clockIn: at(90), clockOut: null }] },
  'Final check': { ...approved, jobStatuses: ['Complete'], punches: [diagnosed, { clockIn: at(200), clockOut: at(30) }] },
  Ready: { ...approved, jobStatuses: ['Complete'], punches: [diagnosed, { clockIn: at(200), clockOut: at(40) }], dateNotifyComplete: at(15) },
} satisfies Record<string, Partial<RepairProgress>>;

export const NOTES = [
  { text: 'The new turbo arrived from Memphis and is going on now.', at: at(60) },
  { text: 'We found a cracked turbo inlet. Your approval is on its way by mail.', at: at(250) },
];

export function repairStatus(step: keyof typeof PROGRESS_AT, notes = NOTES): PublicRepairStatus {
  const progress: RepairProgress = { dateVinArrive: at(360), dateOpen: at(350), dateAuthorize: null, dateNotifyComplete: null, dateInvoice: null, punches: [], ...PROGRESS_AT[step] };
  return {
    branch: { name: 'Norcross', phone: '(770) 555-0100' },
    unit: { fleetNo: 'SHOP-104', year: 2023, make: 'Ford', model: 'F-750', vinLast6: 'H10002' },
    timeline: statusTimeline(progress),
    promisedAt: at(-180),
    advisor: { name: 'Sam Service', phone: '(770) 555-0105' },
    notes,
  };
}
