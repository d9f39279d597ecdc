import type { FlagCategory, FlagPriority } from '../../domain/feedback/statuses';
import { IconButton } from '../../ui/IconButton/IconButton';
import { lazyOverlay } from '../../ui/lazyOverlay';

export interface FlagErrorValues {
  description: string;
  priority: FlagPriority;
  category: FlagCategory;
  files: File[];
}

export interface FlagErrorDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with valid values; the host uploads them (flag-error/store) and closes the dialog on success. */
  onSubmit: (values: FlagErrorValues) => void;
  /** While the upload runs: the form is disabled and cannot be closed. */
  isPending?: boolean;
  /** Upload progress from 0 to 1 while pending. */
  progress?: number | null;
  /** The server's message, or FLAG_FAILURE_MESSAGE; the typed values stay. */
  errorMessage?: string | null;
}

const FlagErrorForm = lazyOverlay(() => import('./FlagErrorForm'));

/**
 * The header's 'Flag an error' button and its form (spec sections 4 and 5). Each opening starts
 * with an empty form; a failed upload keeps what was typed.
 */
export function FlagErrorDialog({ isOpen, onOpenChange, ...formProps }: FlagErrorDialogProps) {
  return (
    <>
      <IconButton
        icon="alert"
        size="small"
        aria-label="Flag an error"
        onPress={() => onOpenChange(true)}
        {...FlagErrorForm.preloadProps}
      />
      {/* Mounted only while open, so that closing forgets the form. */}
      {isOpen ? <FlagErrorForm onOpenChange={onOpenChange} {...formProps} /> : null}
    </>
  );
}
