import { useEffect, useState, type ReactNode } from 'react';
import type { Crumb, MenuSection } from '../domain/routing';
import { lazyOverlay } from '../ui/lazyOverlay';
import { RouteProgress } from '../ui/RouteProgress/RouteProgress';
import * as css from './AppShell.css';
import type { CommandPaletteProps, PaletteEntry } from './CommandPalette';
import { Footer } from './Footer';
import type { NavigationDrawerProps } from './NavigationDrawer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

// Loaded when first opened: the shell that every signed-in page waits for stays small.
const CommandPalette = lazyOverlay<CommandPaletteProps>(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));
const NavigationDrawer = lazyOverlay<NavigationDrawerProps>(() => import('./NavigationDrawer').then((m) => ({ default: m.NavigationDrawer })));

export interface AppShellProps {
  sections: MenuSection[];
  activeHref: string | null;
  crumbs: Crumb[];
  paletteEntries: PaletteEntry[];
  tools?: ReactNode;
  account: ReactNode;
  /** A screen's code is loading: the progress bar shows at the top. */
  isNavigating?: boolean;
  year?: number;
  children: ReactNode;
}

/** The frame around every signed-in screen: sidebar (a drawer below 992 px), sticky header, footer. */
export function AppShell({ sections, activeHref, crumbs, paletteEntries, tools, account, isNavigating, year, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={css.layout}>
      <RouteProgress isLoading={!!isNavigating} />
      <aside className={css.sidebar}>
        <Sidebar sections={sections} activeHref={activeHref} />
      </aside>
      <div className={css.column}>
        <Header
          crumbs={crumbs}
          tools={tools}
          account={account}
          onOpenMenu={() => setDrawerOpen(true)}
          onOpenPalette={() => setPaletteOpen(true)}
        />
        <main className={css.main} id="main">
          {children}
        </main>
        <Footer year={year} />
      </div>
      {drawerOpen ? <NavigationDrawer sections={sections} activeHref={activeHref} isOpen onOpenChange={setDrawerOpen} /> : null}
      {paletteOpen ? <CommandPalette entries={paletteEntries} isOpen onOpenChange={setPaletteOpen} /> : null}
    </div>
  );
}
