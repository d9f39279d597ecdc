import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Content for screen readers only (react-aria's VisuallyHidden without react-aria, for code that loads first). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
