import type { PermissionName } from '../permissions';

/**
 * FlowIQ's flows: how a repair order, a parts request and a vendor invoice move, step by step. Each step is a
 * moment an item reaches (its timestamp from Excede's import or a portal record); the time a step took is from
 * the last step the item reached before it to the moment it reached this one, in clock hours. An open item
 * waits in the next step it has not reached.
 */
export const FLOW_IDS = ['ro', 'parts', 'ap'] as const;
export type FlowId = (typeof FLOW_IDS)[number];

export interface FlowStep {
  id: string;
  label: string;
  /** When an item reaches it, in the staff's words. */
  reachedWhen: string;
}

export interface Flow {
  id: FlowId;
  name: string;
  /** What one item of the flow is called. */
  item: string;
  /** Any one of these lets a user see the flow (the route /flowiq itself needs none). */
  readers: readonly PermissionName[];
  /** Whether the customer type filter applies (AP's items are vendors' invoices). */
  hasCustomers: boolean;
  steps: readonly FlowStep[];
}

export const FLOWS: Readonly<Record<FlowId, Flow>> = {
  ro: {
    id: 'ro',
    name: 'Repair orders',
    item: 'repair order',
    readers: ['can view service throughput', 'can view service scheduler'],
    hasCustomers: true,
    steps: [
      { id: 'arrival', label: 'Arrival', reachedWhen: 'The truck arrived (DateVinArrive, else the RO opened).' },
      { id: 'authorization', label: 'Authorization', reachedWhen: 'The customer authorized the work (DateAuthorize).' },
      { id: 'parts', label: 'Parts', reachedWhen: "The RO's first parts invoice was issued to the shop; an RO without parts lines skips it." },
      { id: 'work', label: 'Work', reachedWhen: "A technician first clocked in on the RO's jobs." },
      { id: 'invoice', label: 'Invoice', reachedWhen: 'The RO was invoiced (DateInvoice).' },
      { id: 'paid', label: 'Paid', reachedWhen: "The invoice's last receipt, with nothing left open in AR; an RO billed to no account (internal) leaves the flow." },
    ],
  },
  parts: {
    id: 'parts',
    name: 'Parts requests',
    item: 'pick',
    readers: ['can view parts pickup status', 'can view waiting list'],
    hasCustomers: true,
    steps: [
      { id: 'request', label: 'Request', reachedWhen: 'The pick list was requested.' },
      { id: 'pick', label: 'Pick/order', reachedWhen: 'Every line was picked or its short resolved, and the pick staged.' },
      { id: 'delivered', label: 'Delivered', reachedWhen: 'The staged parts were delivered.' },
    ],
  },
  ap: {
    id: 'ap',
    name: 'Vendor invoices',
    item: 'vendor invoice',
    readers: ['can view vendor invoices', 'can view categorized scanned'],
    hasCustomers: false,
    steps: [
      { id: 'scanned', label: 'Scanned', reachedWhen: 'The invoice arrived as a scan; one keyed in by hand skips it.' },
      { id: 'categorized', label: 'Categorized', reachedWhen: 'The scan was filed as a vendor invoice, or the invoice keyed in.' },
      { id: 'approved', label: 'Approved', reachedWhen: 'The invoice was approved (by sign-off or a clean match).' },
      { id: 'paid', label: 'Paid', reachedWhen: 'The invoice was paid (its paid day, at 5:00 PM New York time).' },
    ],
  },
};

export const isFlowId = (value: string): value is FlowId => (FLOW_IDS as readonly string[]).includes(value);

/** The flows a user's permissions let them see, in the picker's order. */
export const flowsFor = (permissions: readonly string[]): FlowId[] => FLOW_IDS.filter((id) => FLOWS[id].readers.some((name) => permissions.includes(name)));

export const flowRefusal = (flow: FlowId): string => `You need one of these permissions to see the ${FLOWS[flow].name.toLowerCase()} flow: ${FLOWS[flow].readers.join(', ')}.`;

/** The permissions that let a user see at least one flow: the flow endpoints' guard. */
export const FLOW_READERS: readonly PermissionName[] = FLOW_IDS.flatMap((id) => FLOWS[id].readers);

export const stepIndexOf = (flow: FlowId, step: string): number => FLOWS[flow].steps.findIndex((s) => s.id === step);
