import type { ReactNode } from 'react';
import * as css from './ToolRow.css';

export interface ToolRowProps {
  /** The header tools, in the order they show. */
  children: ReactNode;
}

/** Lays out the header tools for the Header's `tools` slot; on a phone the row scrolls sideways. */
export function ToolRow({ children }: ToolRowProps) {
  return (
    <div
      role="group"
      aria-label="Tools"
      className={css.row}
      // Keeps the focused tool in view when the row scrolls (some focus calls ask the browser not to scroll).
      onFocus={(event) => {
        if (event.target instanceof HTMLElement) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }}
    >
      {children}
    </div>
  );
}
