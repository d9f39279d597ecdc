import { ALL_PERMISSIONS, PERMISSION_AREAS, type PermissionName } from '../domain/permissions';
import { DEMO_BRANCH_LABELS } from './branches';
import { createRandom, DEMO_SEED } from './random';

export const DEMO_PASSWORD = 'demo1234';

const firstNames = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'William', 'Jennifer', 'David', 'Elizabeth',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy',
  'Marcus', 'Tamika', 'Darnell', 'Keisha', 'Luis', 'Rosa', 'Tyler', 'Brittany', 'Wesley', 'Crystal',
];
const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Harris', 'Clark',
  'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams',
];

/**
 * Account numbers of wire beneficiaries are for treasury, not for a read-only role; nor are the "can view"
 * names of the spec that also grant changes (the reason and action codes, technician rates, the annual
 * inventory's adjustment review, where lines are decided and the batch approved; company holidays and time off,
 * whose screens add, change and decide; the scheduler board, where blocks are placed and moved).
 */
const notForReadOnly = new Set<PermissionName>([
  'can view wire bank details',
  'can view and update action and reason',
  'can view update technician rate',
  'can view annual parts inventory adjustment',
  'can view company holidays',
  'can view schedule timeoff',
  'can view schedule types',
  'can view labor guide/skill link',
  'can view tech skills',
  'can view tech/skill link',
  'can view scheduler templates',
  'can view service scheduler',
  // The Ford appointment book confirms, reschedules and converts bookings, and sends status links.
  'can view ford service scheduler',
]);

const viewOnly = (areas: (keyof typeof PERMISSION_AREAS)[]) =>
  areas.flatMap((area) => PERMISSION_AREAS[area]).filter((name) => name.startsWith('can view ') && !notForReadOnly.has(name));

/** Roles that bundle the spec's permissions. */
export const DEMO_ROLES: { name: string; description: string; permissions: readonly PermissionName[] }[] = [
  { name: 'Administrator', description: 'Every permission of the portal.', permissions: ALL_PERMISSIONS },
  { name: 'Accounting', description: 'Cash, bank, vendor and financial reports.', permissions: PERMISSION_AREAS.Accounting },
  { name: 'Parts', description: 'Waiting list, research, bins and inventory.', permissions: PERMISSION_AREAS.Parts },
  {
    name: 'Service',
    description: 'Scheduler, technicians and throughput; customer history, where advisors send a status link.',
    permissions: [...PERMISSION_AREAS.Service, ...PERMISSION_AREAS.Customers],
  },
  {
    name: 'Sales',
    description: 'Vehicle sales, aging and F&I reports, customer history.',
    permissions: [...PERMISSION_AREAS.Sales, ...PERMISSION_AREAS.Customers],
  },
  { name: 'Marketing', description: 'Market reports.', permissions: PERMISSION_AREAS.Marketing },
  {
    name: 'Read-only',
    description: 'Views every business screen, changes nothing.',
    permissions: viewOnly(['Accounting', 'Parts', 'Service', 'Sales', 'Marketing', 'Customers']),
  },
];

export interface DemoUser {
  name: string;
  email: string;
  excede_id: string;
  excede_name: string;
  roles: string[];
  branches: string[];
  active: boolean;
  /** Only the documented demo accounts can sign in with the demo password. */
  demoAccount: boolean;
  landingPage: string | null;
}

export interface DemoEmployee {
  excede_id: string;
  name: string;
  excede_name: string;
  branch: string;
}

const excedeName = (first: string, last: string) => `${last.toUpperCase()}, ${first.toUpperCase()}`;

/** The documented demo accounts (README); the admin's Excede id is an allowed restricted id. */
export const DEMO_ACCOUNTS: DemoUser[] = [
  {
    name: 'Alex Admin',
    email: 'admin@demo.local',
    excede_id: '10001',
    excede_name: excedeName('Alex', 'Admin'),
    roles: ['Administrator'],
    branches: [...DEMO_BRANCH_LABELS],
    active: true,
    demoAccount: true,
    landingPage: null,
  },
  {
    name: 'Pat Parts',
    email: 'parts@demo.local',
    excede_id: '10002',
    excede_name: excedeName('Pat', 'Parts'),
    roles: ['Parts'],
    branches: [DEMO_BRANCH_LABELS[0]!, DEMO_BRANCH_LABELS[6]!],
    active: true,
    demoAccount: true,
    landingPage: null,
  },
  {
    name: 'Casey Accounting',
    email: 'accounting@demo.local',
    excede_id: '10003',
    excede_name: excedeName('Casey', 'Accounting'),
    roles: ['Accounting'],
    branches: DEMO_BRANCH_LABELS.slice(0, 6),
    active: true,
    demoAccount: true,
    landingPage: null,
  },
  {
    name: 'Sam Service',
    email: 'service@demo.local',
    excede_id: '10005',
    excede_name: excedeName('Sam', 'Service'),
    roles: ['Service'],
    branches: [DEMO_BRANCH_LABELS[0]!],
    active: true,
    demoAccount: true,
    landingPage: null,
  },
  {
    name: 'Sandy Sales',
    email: 'sales@demo.local',
    excede_id: '10006',
    excede_name: excedeName('Sandy', 'Sales'),
    roles: ['Sales', 'Marketing'],
    branches: [...DEMO_BRANCH_LABELS],
    active: true,
    demoAccount: true,
    landingPage: null,
  },
  {
    name: 'Vic Viewer',
    email: 'viewer@demo.local',
    excede_id: '10004',
    excede_name: excedeName('Vic', 'Viewer'),
    roles: [],
    branches: [DEMO_BRANCH_LABELS[0]!],
    active: true,
    demoAccount: true,
    landingPage: null,
  },
];

/** Excede's employee list: every staff member with an employee id and a home branch. */
export function demoEmployees(count = 80): DemoEmployee[] {
  const random = createRandom(DEMO_SEED + 1);
  const fromAccounts = DEMO_ACCOUNTS.map((a) => ({
    excede_id: a.excede_id,
    name: a.name,
    excede_name: a.excede_name,
    branch: a.branches[0]!,
  }));
  const seen = new Set<string>(fromAccounts.map((e) => e.name));
  const generated: DemoEmployee[] = [];
  for (let i = 0; generated.length < count; i++) {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const name = `${first} ${last}`;
    if (seen.has(name)) continue;
    seen.add(name);
    generated.push({
      excede_id: String(10100 + i * 7),
      name,
      excede_name: excedeName(first, last),
      branch: random.pick(DEMO_BRANCH_LABELS),
    });
  }
  return [...fromAccounts, ...generated];
}

/** Portal users: the demo accounts, then staff with accounts (about two thirds of the employees). */
export function demoUsers(): DemoUser[] {
  const random = createRandom(DEMO_SEED + 2);
  const roleNames = DEMO_ROLES.map((r) => r.name).filter((r) => r !== 'Administrator');
  const staff = demoEmployees().slice(DEMO_ACCOUNTS.length, DEMO_ACCOUNTS.length + 52);
  return [
    ...DEMO_ACCOUNTS,
    ...staff.map((employee, index) => {
      const [first, last] = employee.name.toLowerCase().split(' ');
      const extra = random.shuffle(DEMO_BRANCH_LABELS.filter((b) => b !== employee.branch)).slice(0, random.int(0, 2));
      return {
        name: employee.name,
        email: `${first}.${last}@demo.local`,
        excede_id: employee.excede_id,
        excede_name: employee.excede_name,
        roles: [random.pick(roleNames)],
        branches: [employee.branch, ...extra],
        active: index % 13 !== 5,
        demoAccount: false,
        landingPage: null,
      };
    }),
  ];
}
