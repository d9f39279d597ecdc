import type { ReactNode } from 'react';
import * as css from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  /** A button or link that gets the user going, e.g. 'Clear filters'. */
  action?: ReactNode;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Said where a list, grid or chart has nothing to show. */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={css.root}>
      {icon ? (
        <div aria-hidden="true" className={css.icon}>
          {icon}
        </div>
      ) : null}
      <Heading className={css.title}>{title}</Heading>
      {description ? <p className={css.description}>{description}</p> : null}
      {action ? <div className={css.action}>{action}</div> : null}
    </div>
  );
}
