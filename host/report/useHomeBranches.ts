import { useSnapshot } from 'valtio';
import { branchCode } from '../../src/domain/branches';
import { session } from '../session';

/** A report's default branches: the branch the user works in (the header's), unless the address names others. */
export function useHomeBranches(): string[] {
  const { user, branch } = useSnapshot(session);
  return user?.branches.includes(branch) ? [branchCode(branch)] : [];
}
