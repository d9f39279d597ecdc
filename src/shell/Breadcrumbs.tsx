import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import type { Crumb } from '../domain/routing';
import * as css from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  crumbs: Crumb[];
}

/** The trail from Home to the current page; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumbs" className={css.nav}>
      <AriaBreadcrumbs className={css.list}>
        {crumbs.map((crumb, index) => (
          <Breadcrumb key={`${index}-${crumb.label}`} className={css.item}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href} className={css.link}>
                {crumb.label}
              </Link>
            ) : (
              <span className={css.text} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </span>
            )}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
