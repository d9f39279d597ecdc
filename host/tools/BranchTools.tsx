import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isBranchChosen } from '../../src/domain/branches';
import { BRANCH_PREFERENCE_KEY } from '../../src/domain/constants';
import { BranchRequiredDialog } from '../../src/shell/tools/BranchRequiredDialog';
import { BranchSwitcher } from '../../src/shell/tools/BranchSwitcher';
import { api } from '../api/client';
import { session } from '../session';

async function saveBranch(branch: string) {
  session.branch = branch;
  await api
    .post('user/preference', { json: { key: BRANCH_PREFERENCE_KEY, value: branch } })
    .catch((error: unknown) => console.error('saving the branch failed', error));
}

/**
 * The branch switcher, and the 'Branch Required' question for a user who has never chosen one
 * (their saved preference is restored first). Choosing a branch stores it and reloads the page;
 * from Root Cause Detail it goes to Root Cause Analysis instead (spec section 4).
 */
export function BranchTools() {
  const { user, branch } = useSnapshot(session);
  const [location] = useLocation();
  const branches = [...(user?.branches ?? [])];
  const needsChoice = !!user && !isBranchChosen(branch);
  const { data, isLoading } = useSWR<{ content: { value: unknown } }>(needsChoice ? `user/preference?key=${BRANCH_PREFERENCE_KEY}` : null, {
    onSuccess: (answer) => {
      const saved = answer.content.value;
      if (typeof saved === 'string' && branches.includes(saved)) session.branch = saved;
    },
  });
  const saved = data?.content.value;
  const askToChoose = needsChoice && !isLoading && !(typeof saved === 'string' && branches.includes(saved));

  const onChange = async (next: string) => {
    await saveBranch(next);
    if (location.toLowerCase() === '/root-cause-detail') window.location.assign('/root-cause-analysis');
    else window.location.reload();
  };

  if (!user) return null;
  return (
    <>
      <BranchSwitcher branches={branches} current={branch} onChange={(next) => void onChange(next)} />
      <BranchRequiredDialog isOpen={askToChoose} branches={branches} onContinue={(chosen) => void saveBranch(chosen)} />
    </>
  );
}
