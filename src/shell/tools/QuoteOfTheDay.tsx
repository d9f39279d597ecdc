import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../ui/Button/Button';
import { button } from '../../ui/Button/Button.css';
import { square } from '../../ui/IconButton/IconButton.css';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './QuoteOfTheDay.css';

export interface QuoteOfTheDayProps {
  /** Today's quote (quotedesc), or null while it loads or when there is none. */
  quote: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Got it': the host stores the acknowledgement for today's day number and closes the popup. */
  onAcknowledge: () => void;
  isLoading?: boolean;
}

/** The header's quote button and the popup that shows today's quote until it is acknowledged. */
export function QuoteOfTheDay({ quote, isOpen, onOpenChange, onAcknowledge, isLoading }: QuoteOfTheDayProps) {
  return (
    <>
      <AriaButton
        aria-label="Quote of the day"
        className={`${button({ tone: 'ghost', size: 'small' })} ${square({ size: 'small' })}`}
        onPress={() => onOpenChange(true)}
      >
        <span aria-hidden="true" className={css.mark}>
          “
        </span>
      </AriaButton>
      <Modal
        title="Quote of the day"
        size="small"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        actions={
          <Button onPress={onAcknowledge} isDisabled={quote === null && isLoading}>
            Got it
          </Button>
        }
      >
        {quote !== null ? (
          <blockquote className={css.quote}>{quote}</blockquote>
        ) : isLoading ? (
          <Skeleton lines={2} label="Loading the quote of the day" />
        ) : (
          <p className={css.none}>There is no quote for today.</p>
        )}
      </Modal>
    </>
  );
}
