import { useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { parseQuickLink, type QuickLinkTarget } from '../../domain/quickLink';
import { button } from '../../ui/Button/Button.css';
import { Icon } from '../../ui/Icon/Icon';
import { square } from '../../ui/IconButton/IconButton.css';
import { lazyOverlay, useOpenedOnce } from '../../ui/lazyOverlay';
import { Spinner } from '../../ui/Spinner/Spinner';

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

const QuickLinkOverlays = lazyOverlay(() => import('./QuickLinkOverlays'));

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
  const message = parseMessage ?? errorMessage ?? null;
  const mounted = useOpenedOnce(!!message || isPasteOpen);
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

  return (
    <>
      <AriaButton
        ref={triggerRef}
        aria-label="Quick link"
        aria-disabled={busy || undefined}
        className={`${button({ tone: 'ghost', size: 'small' })} ${square({ size: 'small' })}`}
        onPress={() => void readAndLookUp()}
        {...QuickLinkOverlays.preloadProps}
      >
        {busy ? <Spinner /> : <Icon name="external" size="small" />}
      </AriaButton>

      {mounted ? (
        <QuickLinkOverlays
          triggerRef={triggerRef}
          message={isPasteOpen ? null : message}
          onDismiss={dismiss}
          isPasteOpen={isPasteOpen}
          onPasteClose={() => setPasteOpen(false)}
          lookUp={lookUp}
        />
      ) : null}
    </>
  );
}
