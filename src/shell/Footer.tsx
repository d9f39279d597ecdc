import { COMPANY_NAME, PORTAL_NAME } from '../domain/portal';
import * as css from './Footer.css';

export interface FooterProps {
  /** Defaults to the current year; stories fix it so pictures stay the same. */
  year?: number;
}

export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={css.footer}>
      © {year} {COMPANY_NAME} · {PORTAL_NAME}
    </footer>
  );
}
