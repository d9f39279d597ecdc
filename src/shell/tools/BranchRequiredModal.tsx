import { useState } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { isBranchChosen } from '../../domain/branches';
import { BRANCH_REQUIRED_MESSAGE, BRANCH_REQUIRED_TITLE } from '../../domain/headerMessages';
import { Button } from '../../ui/Button/Button';
import * as modalCss from '../../ui/Modal/Modal.css';
import { Select } from '../../ui/Select/Select';
import type { BranchRequiredDialogProps } from './BranchRequiredDialog';

/** The 'Branch Required' question: a chunk of its own, loaded when it first has to be asked. */
export default function BranchRequiredModal({ isOpen, branches, onContinue }: BranchRequiredDialogProps) {
  const [branch, setBranch] = useState<string | null>(null);
  const chosen = isBranchChosen(branch);
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className={modalCss.overlay}>
      <AriaModal className={modalCss.modal({ size: 'small' })}>
        <Dialog role="alertdialog" className={modalCss.dialog}>
          <header className={modalCss.header}>
            <Heading slot="title" className={modalCss.title}>
              {BRANCH_REQUIRED_TITLE}
            </Heading>
          </header>
          <div className={modalCss.body}>
            <Select
              label={BRANCH_REQUIRED_MESSAGE}
              placeholder="Select a branch"
              items={branches.map((b) => ({ id: b, label: b }))}
              value={branch}
              onChange={setBranch}
            />
          </div>
          <footer className={modalCss.actions}>
            <Button isDisabled={!chosen} onPress={() => chosen && onContinue(branch)}>
              Continue
            </Button>
          </footer>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
