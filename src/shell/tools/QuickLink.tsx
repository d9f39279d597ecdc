import { useRef, useState } from 'react';
import { Button as AriaButton, Popover } from 'react-aria-components';
import { parseQuickLink, type QuickLinkTarget } from '../../domain/quickLink';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { button } from '../../ui/Button/Button.css';
import { Icon } from '../../ui/Icon/Icon';
import { IconButton } from '../../ui/IconButton/IconButton';
import { square } from '../../ui/IconButton/IconButton.css';
import { Modal } from '../../ui/Modal/Modal';
import { Spinner } from '../../ui/Spinner/Spinner';
import { TextArea } from '../../ui/TextArea/TextArea';
import * as tools from './tools.css';
import * as css from './QuickLink.css';

export interface QuickLinkProps {
  /** Reads the clipboard (navigator.clipboard.readText in the host); rejects when the browser denies it. */
  readClipboard: () => Promise<string>;
  /** Called with a well-formed Excede copy; the host looks it up and opens the record. */
  onLookup: (link: QuickLinkTarget) => void;
  /** While the host looks the record up. */
  isPending?: boolean;
  /** The host's message, e.g. the unsupported message when the lookup finds nothing. */
  errorMessage?: string | null;
  onDismissError?: () => void;
}

/**
 * The header's quick link: opens the Excede record on the clipboard. A clipboard that is empty or
 * not an Excede copy is said beside the button; when the browser will not share the clipboard, a
 * dialog takes the copy pasted by hand.
 */
export function QuickLink({ readClipboard, onLookup, isPending, errorMessage, onDismissError }: QuickLinkProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [parseMessage, setParseMessage] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const [isPasteOpen, setPasteOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteMessage, setPasteMessage] = useState<string | null>(null);
  const message = parseMessage ?? errorMessage ?? null;
  // Not react-aria's isPending: its announcement points at a progress bar this icon button does not have.
  const busy = isReading || !!isPending;

  const dismiss = () => {
    setParseMessage(null);
    if (errorMessage) onDismissError?.();
  };

  /** Parses a copy and looks it up; returns the message when it cannot be. */
  const lookUp = (text: string): string | null => {
    const result = parseQuickLink(text);
    if (!result.ok) return result.message;
    onLookup({ businessObjectId: result.businessObjectId, primaryKey: result.primaryKey });
    return null;
  };

  const readAndLookUp = async () => {
    if (busy) return;
    dismiss();
    setReading(true);
    let text: string;
    try {
      text = await readClipboard();
    } catch {
      setPasteOpen(true);
      return;
    } finally {
      setReading(false);
    }
    setParseMessage(lookUp(text));
  };

  const closePaste = () => {
    setPasteOpen(false);
    setPasted('');
    setPasteMessage(null);
  };

  return (
    <>
      <AriaButton
        ref={triggerRef}
        aria-label="Quick link"
        aria-disabled={busy || undefined}
        className={`${button({ tone: 'ghost', size: 'small' })} ${square({ size: 'small' })}`}
        onPress={() => void readAndLookUp()}
      >
        {busy ? <Spinner /> : <Icon name="external" size="small" />}
      </AriaButton>

      <Popover
        triggerRef={triggerRef}
        isOpen={!!message && !isPasteOpen}
        onOpenChange={(open) => {
          if (!open) dismiss();
        }}
        isNonModal
        placement="bottom end"
        className={tools.panel}
      >
        <div className={tools.messageRow}>
          <div className={tools.grow}>
            <Alert tone="critical">{message}</Alert>
          </div>
          <IconButton icon="close" size="small" aria-label="Dismiss message" onPress={dismiss} />
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
