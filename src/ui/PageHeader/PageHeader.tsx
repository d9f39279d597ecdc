import type { ReactNode } from 'react';
import * as css from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** Buttons for the page's actions, at the right of the title (below it on a phone). */
  actions?: ReactNode;
  /** Filter controls under the title. */
  filters?: ReactNode;
  /** The breadcrumb trail, above the title. */
  breadcrumbs?: ReactNode;
}

export function PageHeader({ title, description, actions, filters, breadcrumbs }: PageHeaderProps) {
  return (
    <div className={css.root}>
      {breadcrumbs}
      <div className={css.row}>
        <div className={css.heading}>
          <h1 className={css.title}>{title}</h1>
          {description ? <p className={css.description}>{description}</p> : null}
        </div>
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </div>
      {filters ? (
        <div role="group" aria-label="Filters" className={css.filters}>
          {filters}
        </div>
      ) : null}
    </div>
  );
}
