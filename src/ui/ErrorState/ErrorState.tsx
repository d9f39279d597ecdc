import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';

export interface ErrorStateProps {
  /** The message for the user, e.g. 'Server Error: …' or 'No response from the server. Please try again later.' */
  message: string;
  title?: string;
  onRetry: () => void;
  headingLevel?: 2 | 3 | 4;
}

/** Stands in for content that failed to load, with a way to load it again. */
export function ErrorState({ message, title = 'Something went wrong', onRetry, headingLevel }: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={message}
        headingLevel={headingLevel}
        icon={
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="10" />
            <path d="M12 7v6M12 17h.01" strokeLinecap="round" />
          </svg>
        }
        action={
          <Button tone="secondary" onPress={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
