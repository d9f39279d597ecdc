import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import * as css from './Modal.css';

export interface ModalProps extends Pick<ModalOverlayProps, 'isOpen' | 'onOpenChange' | 'isDismissable'> {
  title: string;
  children: ReactNode;
  /** Buttons at the foot; a Button with slot="close" closes the modal. */
  actions?: ReactNode;
  /** alertdialog for a question that interrupts (see ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  size?: css.ModalSize;
}

/**
 * A dialog over the page with a heading, a close button and actions. Controlled by isOpen, or by an
 * enclosing DialogTrigger when isOpen is left out. Escape closes it; isDismissable lets a click
 * outside close it too.
 */
export function Modal({ title, children, actions, role, size = 'medium', ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={css.overlay}>
      <AriaModal className={css.modal({ size })}>
        <Dialog role={role} className={css.dialog}>
          <header className={css.header}>
            <Heading slot="title" className={css.title}>
              {title}
            </Heading>
            <IconButton slot="close" icon="close" aria-label="Close" size="small" />
          </header>
          <div className={css.body}>{children}</div>
          {actions ? <footer className={css.actions}>{actions}</footer> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
