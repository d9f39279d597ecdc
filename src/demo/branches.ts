import { branchLabel } from '../domain/branches';

/** The dealership group's branches in Georgia and Alabama; '101 - Norcross' first. */
export const DEMO_BRANCHES = [
  { code: '101', name: 'Norcross', state: 'GA' },
  { code: '102', name: 'Forest Park', state: 'GA' },
  { code: '103', name: 'Kennesaw', state: 'GA' },
  { code: '104', name: 'Savannah', state: 'GA' },
  { code: '105', name: 'Macon', state: 'GA' },
  { code: '106', name: 'Augusta', state: 'GA' },
  { code: '201', name: 'Birmingham', state: 'AL' },
  { code: '202', name: 'Montgomery', state: 'AL' },
  { code: '203', name: 'Mobile', state: 'AL' },
  { code: '204', name: 'Huntsville', state: 'AL' },
] as const;

export const DEMO_BRANCH_LABELS = DEMO_BRANCHES.map((b) => branchLabel(b.code, b.name));
