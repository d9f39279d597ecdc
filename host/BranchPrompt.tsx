import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { branchCode } from '../src/domain/branches';
import { HOME_PATH } from '../src/domain/routes';
import type { Query } from '../src/domain/routing';
import { ConfirmDialog } from '../src/ui/ConfirmDialog/ConfirmDialog';
import { chooseBranch } from './branch';
import { session } from './session';

/**
 * A page opened with ?brnid= for another branch asks before switching: Proceed switches,
 * Cancel goes to My Open Issues (spec section 4).
 */
export default function BranchPrompt({ query }: { query: Query }) {
  const { branch, user } = useSnapshot(session);
  const [, navigate] = useLocation();
  const [answered, setAnswered] = useState<string | null>(null);
  const wanted = query.brnid?.trim();
  if (!wanted || !user || wanted === branchCode(branch) || answered === wanted) return null;
  const target = user.branches.find((b) => branchCode(b) === wanted);
  return (
    <ConfirmDialog
      isOpen
      title="Switch branch?"
      message={
        target
          ? `This page is for branch ${target}, but you are working in ${branch}. Switch to ${target}?`
          : `This page is for branch ${wanted}, which is not one of your branches. You are working in ${branch}.`
      }
      confirmLabel={target ? 'Proceed' : 'Go to My Open Issues'}
      onConfirm={() => {
        setAnswered(wanted);
        if (target) void chooseBranch(target);
        else navigate(HOME_PATH, { replace: true });
      }}
      onCancel={() => {
        setAnswered(wanted);
        navigate(HOME_PATH, { replace: true });
      }}
    />
  );
}
