import { useId, type ReactNode } from 'react';
import * as css from './Card.css';

export interface CardProps {
  title?: string;
  /** Heading level of the title in the page's outline. */
  level?: 2 | 3;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled panel on a screen; a section named by its title. */
export function Card({ title, level = 2, actions, children }: CardProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={title ? titleId : undefined} className={css.card}>
      {title || actions ? (
        <header className={css.header}>
          {title ? (
            <Heading id={titleId} className={css.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={css.actions}>{actions}</div> : null}
        </header>
      ) : null}
      <div className={css.body}>{children}</div>
    </section>
  );
}
