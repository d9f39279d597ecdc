import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { link } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** A link inside the portal; the host's RouterProvider turns its href into client-side navigation. */
export function Link({ children, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={link}>
      {children}
    </AriaLink>
  );
}
