import type { ReactNode } from 'react';
import { COMPANY_NAME, PORTAL_NAME } from '../../domain/portal';
import * as css from './AuthLayout.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in screens: the company, the portal's name, one card. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={css.page}>
      <section className={css.card} aria-labelledby="auth-title">
        <div className={css.brand}>
          <span className={css.company}>
            {COMPANY_NAME} · {PORTAL_NAME}
          </span>
          <h1 id="auth-title" className={css.title}>
            {title}
          </h1>
          {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <div className={css.footer}>{footer}</div> : null}
      </section>
    </main>
  );
}
