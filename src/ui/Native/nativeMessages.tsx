import { useId } from 'react';
import type { FieldMessagesProps } from '../Field/Field';
import * as css from '../Field/Field.css';

export interface NativeFieldIds {
  /** For the input, and a label's `for`. */
  id: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** The input's aria-describedby: its description and its error, when shown. */
  describedBy: string | undefined;
}

/** The ids that tie a native input to its label, description and error (what react-aria's slots do). */
export function useNativeFieldIds({ description, errorMessage }: FieldMessagesProps): NativeFieldIds {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return { id, descriptionId, errorId, describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A native field's help text and error, under the ids its input names in aria-describedby. */
export function NativeFieldMessages({ ids, description, errorMessage }: FieldMessagesProps & { ids: NativeFieldIds }) {
  return (
    <>
      {description ? (
        <span id={ids.descriptionId} className={css.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={ids.errorId} className={css.error}>
          {errorMessage}
        </span>
      ) : null}
    </>
  );
}
