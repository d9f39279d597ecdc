import type { InputHTMLAttributes } from 'react';
import * as css from '../Field/Field.css';
import { NativeFieldMessages, useNativeFieldIds } from './nativeMessages';

export interface NativeTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'id'> {
  label: string;
  description?: string | undefined;
  /** Shown, and the input marked invalid, when set. */
  errorMessage?: string | undefined;
  /** Marks the input invalid without a message (the message is elsewhere). */
  isInvalid?: boolean | undefined;
}

/**
 * TextField as a native label and input, in the same look. For the sign-in screens, which load
 * before the rest of the portal and so carry no react-aria (see "Speed" in the README), for the
 * date pickers (a native date input, whose calendar is the browser's).
 */
export function NativeTextField({ label, description, errorMessage, isInvalid, ...props }: NativeTextFieldProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  return (
    <div className={css.field}>
      <label htmlFor={ids.id} className={css.label}>
        {label}
      </label>
      <input
        {...props}
        id={ids.id}
        className={css.input}
        aria-invalid={errorMessage || isInvalid ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <NativeFieldMessages ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
