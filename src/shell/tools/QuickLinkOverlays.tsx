import { useState, type RefObject } from 'react';
import { Popover } from 'react-aria-components';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { IconButton } from '../../ui/IconButton/IconButton';
import { Modal } from '../../ui/Modal/Modal';
import { TextArea } from '../../ui/TextArea/TextArea';
import * as tools from './tools.css';
import * as css from './QuickLink.css';

export interface QuickLinkOverlaysProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Said beside the button: the clipboard was empty or not an Excede copy, or the host's message. */
  message: string | null;
  onDismiss: () => void;
  /** The browser would not share the clipboard: a dialog takes the copy pasted by hand. */
  isPasteOpen: boolean;
  onPasteClose: () => void;
  /** Parses a copy and looks it up; returns the message when it cannot be. */
  lookUp: (text: string) => string | null;
}

/** The quick link's message popover and paste dialog: a chunk of their own, loaded when one is first needed. */
export default function QuickLinkOverlays({ triggerRef, message, onDismiss, isPasteOpen, onPasteClose, lookUp }: QuickLinkOverlaysProps) {
  const [pasted, setPasted] = useState('');
  const [pasteMessage, setPasteMessage] = useState<string | null>(null);

  const closePaste = () => {
    onPasteClose();
    setPasted('');
    setPasteMessage(null);
  };

  return (
    <>
      <Popover
        triggerRef={triggerRef}
        isOpen={!!message}
        onOpenChange={(open) => {
          if (!open) onDismiss();
        }}
        isNonModal
        placement="bottom end"
        className={tools.panel}
      >
        <div className={tools.messageRow}>
          <div className={tools.grow}>
            <Alert tone="critical">{message}</Alert>
          </div>
          <IconButton icon="close" size="small" aria-label="Dismiss message" onPress={onDismiss} />
        </div>
      </Popover>

      <Modal
        title="Paste an Excede link"
        size="small"
        isOpen={isPasteOpen}
        onOpenChange={(open) => {
          if (!open) closePaste();
        }}
        actions={
          <>
            <Button tone="secondary" onPress={closePaste}>
              Cancel
            </Button>
            <Button
              isDisabled={pasted.trim() === ''}
              onPress={() => {
                const problem = lookUp(pasted);
                if (problem) setPasteMessage(problem);
                else closePaste();
              }}
            >
              Go
            </Button>
          </>
        }
      >
        <div className={css.bodyStack}>
          <p className={css.help}>
            The browser did not let the portal read the clipboard. Copy the record in Excede, then paste it here with{' '}
            <kbd className={css.kbd}>Ctrl</kbd>+<kbd className={css.kbd}>V</kbd>.
          </p>
          <TextArea
            label="Excede link"
            rows={2}
            autoFocus
            value={pasted}
            onChange={(text) => {
              setPasted(text);
              setPasteMessage(null);
            }}
          />
          {pasteMessage ? <Alert tone="critical">{pasteMessage}</Alert> : null}
        </div>
      </Modal>
    </>
  );
}
