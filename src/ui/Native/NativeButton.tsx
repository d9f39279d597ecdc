import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { button, type ButtonVariants } from '../Button/Button.css';
import { Spinner } from '../Spinner/Spinner';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'>, ButtonVariants {
  children: ReactNode;
  /** Busy: a spinner, and presses (and form submits) are ignored until it is done; focus stays put. */
  isPending?: boolean;
}

/**
 * Button as a native button, in the same look and with the same pending state, where react-aria's press
 * handling is not needed: the sign-in screens, which load before react-aria.
 */
export function NativeButton({ tone, size, fullWidth, isPending, type = 'button', onClick, children, ...props }: NativeButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      className={button({ tone, size, fullWidth })}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={press}
    >
      {isPending ? <Spinner /> : null}
      {children}
    </button>
  );
}
