import type { TimeOffDetail, TimeOffRow } from '../../../src/domain/service/timeOff';

const TECHS = ['Marcus Lee', 'Luis Garcia', 'Wesley Scott', 'Darnell King', 'Tyler Adams'];
const TYPES = ['Vacation', 'Sick', 'Training'] as const;
const STATUSES = ['Requested', 'Approved', 'Denied'] as const;

/** Time off at Norcross, a request a day back from 11/25/2026. */
export const timeOffRows = (count: number): TimeOffRow[] =>
  Array.from({ length: count }, (_, i) => {
    const status = STATUSES[i % 3]!;
    const from = Date.UTC(2026, 10, 30 - (i % 60), 12);
    return {
      id: 100 + i,
      brnId: '101',
      empId: `T${100 + (i % TECHS.length)}`,
      technician: TECHS[i % TECHS.length]!,
      type: TYPES[i % 3]!,
      fromAt: new Date(from).toISOString(),
      toAt: new Date(from + 8.5 * 3_600_000).toISOString(),
      hours: 8.5,
      status,
      requestedBy: 'Alex Admin',
      decidedBy: status === 'Requested' ? null : 'Sam Service',
      decidedAt: status === 'Requested' ? null : new Date(from - 86_400_000).toISOString(),
      decisionNote: status === 'Denied' ? 'Two technicians are out that day already.' : null,
    };
  });

/** Luis Garcia's vacation over two days he is booked on open RO jobs, waiting for the service manager. */
export const REQUESTED: TimeOffDetail = {
  ...timeOffRows(2)[1]!,
  id: 7,
  technician: 'Luis Garcia',
  type: 'Vacation',
  status: 'Requested',
  fromAt: '2026-11-26T12:00:00.000Z',
  toAt: '2026-11-27T20:30:00.000Z',
  hours: 17,
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  version: 1,
  decisionRefusal: null,
  conflicts: [
    { entryId: 1, slsId: 'RO-101-4821', opsId: 1, job: 'BRK-R Brake reline, rear axle', technician: 'Luis Garcia', startAt: '2026-11-26T13:00:00.000Z', endAt: '2026-11-26T16:00:00.000Z' },
    { entryId: 2, slsId: 'RO-101-4830', opsId: 2, job: 'DPF DPF clean and regen', technician: 'Luis Garcia', startAt: '2026-11-27T13:00:00.000Z', endAt: '2026-11-27T16:30:00.000Z' },
  ],
};
