import type { AdminFeature, FeaturePermissionOption } from '../../../src/domain/newFeatures';
import type { PlanItem } from '../../../src/domain/productPlanning';

export const permissionOptions: FeaturePermissionOption[] = [
  { id: 3, name: 'can view cash clearing', short_name: 'Can View', area: 'Accounting' },
  { id: 4, name: 'can view transaction detail', short_name: 'Can View', area: 'Accounting' },
  { id: 25, name: 'can view parts research', short_name: 'Can View', area: 'Parts' },
  { id: 19, name: 'can view waiting list', short_name: 'Can View', area: 'Parts' },
  { id: 40, name: 'can view service throughput', short_name: 'Can View', area: 'Service' },
];
export const permissionNames = new Map(permissionOptions.map((p) => [p.id, p.name]));

export const features: AdminFeature[] = [
  {
    id: 1,
    pageName: 'Parts Research',
    description: 'Search parts across every branch at once.',
    filename: null,
    videoFilename: 'newfeatures/6f1c1c58-1c34-4d0e-9d7e-1c1a7b0c9f11.mp4',
    documentName: null,
    videoName: 'Parts research tour.mp4',
    documentUrl: 'https://example.com/parts.pdf',
    videoUrl: null,
    status: 'Published',
    permissionIds: [25, 19],
    createdAt: '2026-11-18T15:30:00Z',
    updatedAt: '2026-11-18T15:30:00Z',
    publishedAt: '2026-11-18T15:30:00Z',
  },
  {
    id: 2,
    pageName: 'Cash Clearing',
    description: 'Cash Clearing remembers your filters.',
    filename: 'newfeatures/0b7c1c58-1c34-4d0e-9d7e-1c1a7b0c9f22.pdf',
    videoFilename: null,
    documentName: 'Cash clearing.pdf',
    videoName: null,
    documentUrl: null,
    videoUrl: null,
    status: 'Published',
    permissionIds: [3],
    createdAt: '2026-11-14T15:30:00Z',
    updatedAt: '2026-11-14T15:30:00Z',
    publishedAt: '2026-11-14T15:30:00Z',
  },
  {
    id: 3,
    pageName: 'Service Throughput',
    description: 'Throughput by branch and technician.',
    filename: null,
    videoFilename: null,
    documentName: null,
    videoName: null,
    documentUrl: null,
    videoUrl: null,
    status: 'Draft',
    permissionIds: [],
    createdAt: '2026-11-19T15:30:00Z',
    updatedAt: '2026-11-19T15:30:00Z',
    publishedAt: null,
  },
];

export const manyFeatures: AdminFeature[] = Array.from({ length: 240 }, (_, i) => ({
  ...features[i % 3]!,
  id: 100 + i,
  pageName: `${features[i % 3]!.pageName} ${i + 1}`,
}));

const card = (id: number, title: string, status: PlanItem['status'], position: number, extra: Partial<PlanItem> = {}): PlanItem => ({
  id,
  title,
  description: '',
  area: 'Parts',
  priority: 'Medium',
  status,
  position,
  targetDate: null,
  updatedAt: '2026-11-10T12:00:00Z',
  ...extra,
});

export const planItems: PlanItem[] = [
  card(1, 'Vendor invoice approvals by email', 'Idea', 0, { area: 'Accounting', priority: 'High' }),
  card(2, 'Bin verification on phones', 'Idea', 1),
  card(3, 'Technician rate history', 'Planned', 0, { area: 'Service', targetDate: '2027-01-15' }),
  card(4, 'Waiting list: bin on each ticket', 'In progress', 0, { priority: 'High', targetDate: '2026-12-05' }),
  card(5, 'Saved grid views for every report', 'In progress', 1, { area: 'Portal', priority: 'Low' }),
];
