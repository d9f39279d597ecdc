import { Link } from 'wouter';
import type { Crumb } from '../domain/routing';
import * as css from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  crumbs: Crumb[];
}

/**
 * The trail from Home to the current page; the last crumb is the page itself. A plain list of
 * router links: it shows on every signed-in page, so it carries no react-aria collection code.
 */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumbs" className={css.nav}>
      <ol className={css.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={css.item}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href} className={css.link}>
                {crumb.label}
              </Link>
            ) : (
              <span className={css.text} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
