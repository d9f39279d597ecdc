import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

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

/** Asks before an action; the caller closes it (isOpen) once the action is done. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  isPending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      role="alertdialog"
      size="small"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      actions={
        <>
          <Button tone="secondary" isDisabled={isPending} onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button tone={tone} isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
