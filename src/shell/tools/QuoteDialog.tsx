import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { QuoteOfTheDayProps } from './QuoteOfTheDay';
import * as css from './QuoteOfTheDay.css';

/** The quote of the day's popup: a chunk of its own, loaded the first time it shows. */
export default function QuoteDialog({ quote, isOpen, onOpenChange, onAcknowledge, isLoading }: Omit<QuoteOfTheDayProps, 'isDue'>) {
  return (
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
  );
}
