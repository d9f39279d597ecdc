import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, ButtonVariants {
  children: ReactNode;
  /** For a popover anchored to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/** The portal's button: tones for the primary action, secondary and destructive ones; a pending state. */
export function Button({ tone, size, fullWidth, isPending, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={button({ tone, size, fullWidth })}>
      {isPending ? <Spinner /> : null}
      {children}
    </AriaButton>
  );
}
