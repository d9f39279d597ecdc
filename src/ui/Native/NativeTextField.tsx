import { useId, type InputHTMLAttributes } from 'react';
import * as css from '../Field/Field.css';

export interface NativeTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'id'> {
  label: string;
  description?: string;
  /** Shown, and the input marked invalid, when set. */
  errorMessage?: string | undefined;
}

/**
 * TextField as a native label and input, in the same look. For the sign-in screens only: they load
 * before the rest of the portal, so they carry no react-aria (see "Speed" in the README).
 */
export function NativeTextField({ label, description, errorMessage, ...props }: NativeTextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        {...props}
        id={id}
        className={css.input}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {description ? (
        <span id={descriptionId} className={css.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={css.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
