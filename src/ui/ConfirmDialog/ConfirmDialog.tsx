import type { ReactNode } from 'react';
import { lazyOverlay, useOpenedOnce } from '../lazyOverlay';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** critical for what cannot be undone (delete, revoke). */
  tone?: 'primary' | 'critical';
  /** While the confirmed action runs: the confirm button spins and nothing else can be pressed. */
  isPending?: boolean;
  onConfirm: () => void;
  /** Cancel, the close button and Escape. */
  onCancel: () => void;
}

const ConfirmModal = lazyOverlay<ConfirmDialogProps>(() => import('./ConfirmModal'));

/**
 * Asks before an action; the caller closes it (isOpen) once the action is done. The modal's code
 * loads the first time the question is asked, not with the screen.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useOpenedOnce(props.isOpen) ? <ConfirmModal {...props} /> : null;
}
