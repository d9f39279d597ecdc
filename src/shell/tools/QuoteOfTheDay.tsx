import { useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { button } from '../../ui/Button/Button.css';
import { square } from '../../ui/IconButton/IconButton.css';
import { lazyOverlay, useOpenedOnce } from '../../ui/lazyOverlay';
import { useWaitForFreePage } from '../../ui/useWaitForFreePage';
import * as css from './QuoteOfTheDay.css';

export interface QuoteOfTheDayProps {
  /** Today's quote (quotedesc), or null while it loads or when there is none. */
  quote: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Got it': the host stores the acknowledgement for today's day number and closes the popup. */
  onAcknowledge: () => void;
  isLoading?: boolean;
  /**
   * Today's quote is not acknowledged yet, so the popup will open as soon as the quote is known: its
   * code is fetched now, alongside the quote, rather than after it.
   */
  isDue?: boolean;
}

const QuoteDialog = lazyOverlay(() => import('./QuoteDialog'));

/** The header's quote button and the popup that shows today's quote until it is acknowledged. */
export function QuoteOfTheDay({ isDue, isOpen: wantsOpen, ...props }: QuoteOfTheDayProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // It pops up by itself, so it waits for a menu or dialog the user already has open to close.
  const isOpen = useWaitForFreePage(wantsOpen, trigger);
  // The popup's code loads the first time it has to show (due today, or on a press), not on every page.
  const mounted = useOpenedOnce(isOpen);
  useEffect(() => {
    if (isDue) QuoteDialog.preload();
  }, [isDue]);
  return (
    <>
      <AriaButton
        ref={trigger}
        aria-label="Quote of the day"
        className={`${button({ tone: 'ghost', size: 'small' })} ${square({ size: 'small' })}`}
        onPress={() => props.onOpenChange(true)}
        {...QuoteDialog.preloadProps}
      >
        <span aria-hidden="true" className={css.mark}>
          “
        </span>
      </AriaButton>
      {mounted ? <QuoteDialog {...props} isOpen={isOpen} /> : null}
    </>
  );
}
