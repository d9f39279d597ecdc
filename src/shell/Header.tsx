import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { Crumb } from '../domain/routing';
import { Icon } from '../ui/Icon/Icon';
import { IconButton } from '../ui/IconButton/IconButton';
import { Breadcrumbs } from './Breadcrumbs';
import * as css from './Header.css';

export interface HeaderProps {
  crumbs: Crumb[];
  /** The header tools: branch, theme colour, quote, quick link, what's new, flag an error. */
  tools?: ReactNode;
  /** The account menu (a button labelled 'Account'). */
  account: ReactNode;
  onOpenMenu: () => void;
  onOpenPalette: () => void;
}

/** The sticky bar over every screen: breadcrumbs on the left, tools and the account on the right. */
export function Header({ crumbs, tools, account, onOpenMenu, onOpenPalette }: HeaderProps) {
  return (
    <header className={css.header}>
      <div className={css.menuButton}>
        <IconButton icon="menu" aria-label="Open menu" onPress={onOpenMenu} />
      </div>
      <Breadcrumbs crumbs={crumbs} />
      <div className={css.right}>
        <Button className={css.paletteButton} onPress={onOpenPalette} aria-keyshortcuts="Control+K">
          <Icon name="search" size="small" />
          <span className={css.paletteText}>Go to a page</span>
          <kbd className={css.kbd} aria-hidden="true">
            Ctrl K
          </kbd>
        </Button>
        {tools}
        {account}
      </div>
    </header>
  );
}
