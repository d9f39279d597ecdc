import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { branchCode, isBranchChosen } from '../../src/domain/branches';
import { drillHref } from '../../src/domain/drill';
import { BranchRequiredDialog } from '../../src/shell/tools/BranchRequiredDialog';
import { BranchSwitcher } from '../../src/shell/tools/BranchSwitcher';
import { chooseBranch } from '../branch';
import { session } from '../session';

/**
 * The branch switcher, and the 'Branch Required' question for a user who has never chosen one (a saved
 * choice is restored at sign-in). Choosing a branch stores it and reloads the page; from Root Cause
 * Detail it goes to Root Cause Analysis of the branch chosen instead (spec section 4).
 */
export function BranchTools() {
  const { user, branch } = useSnapshot(session);
  const [location] = useLocation();
  const branches = [...(user?.branches ?? [])];
  const askToChoose = !!user && !isBranchChosen(branch);

  const onChange = async (next: string) => {
    await chooseBranch(next);
    if (location.toLowerCase() === '/root-cause-detail') window.location.assign(drillHref('/root-cause-analysis', { brnId: branchCode(next) }));
    else window.location.reload();
  };

  if (!user) return null;
  return (
    <>
      <BranchSwitcher branches={branches} current={branch} onChange={(next) => void onChange(next)} />
      <BranchRequiredDialog isOpen={askToChoose} branches={branches} onContinue={(chosen) => void chooseBranch(chosen)} />
    </>
  );
}
