import type { ReactNode } from 'react';
import * as css from './BarePage.css';

/**
 * A page shown without the sidebar, header and footer (the spec's shell-less paths, the open pages, the
 * status pages when signed out): the main landmark with the margins the shell's content area has.
 */
export function BarePage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={css.bare}>
      {children}
    </main>
  );
}
