import { lazyOverlay, useOpenedOnce } from '../../ui/lazyOverlay';

export interface BranchRequiredDialogProps {
  isOpen: boolean;
  /** The user's branches as 'code - name' strings. */
  branches: string[];
  onContinue: (branch: string) => void;
}

const BranchRequiredModal = lazyOverlay(() => import('./BranchRequiredModal'));

/**
 * Asks for a branch before anything else (spec section 5): it cannot be dismissed (no close
 * button, Escape and a click outside do nothing) and Continue stays disabled until one is chosen.
 * Its code loads only for a user who has to be asked.
 */
export function BranchRequiredDialog(props: BranchRequiredDialogProps) {
  return useOpenedOnce(props.isOpen) ? <BranchRequiredModal {...props} /> : null;
}
