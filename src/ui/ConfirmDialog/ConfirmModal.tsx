import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** ConfirmDialog's modal: a chunk of its own, loaded the first time the question is asked. */
export default function ConfirmModal({
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
