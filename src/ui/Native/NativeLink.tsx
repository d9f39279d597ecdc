import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { link } from '../Link/Link.css';

export interface NativeLinkProps {
  href: string;
  children: ReactNode;
}

/** Link as a native anchor that navigates through the router: for the sign-in screens. */
export function NativeLink({ href, children }: NativeLinkProps) {
  return (
    <RouterLink href={href} className={link}>
      {children}
    </RouterLink>
  );
}
