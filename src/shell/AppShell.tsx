import { useEffect, useState, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { Crumb, MenuSection } from '../domain/routing';
import { IconButton } from '../ui/IconButton/IconButton';
import { RouteProgress } from '../ui/RouteProgress/RouteProgress';
import * as css from './AppShell.css';
import { CommandPalette, type PaletteEntry } from './CommandPalette';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

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
      <ModalOverlay isOpen={drawerOpen} onOpenChange={setDrawerOpen} isDismissable className={css.drawerOverlay}>
        <Modal className={css.drawer}>
          <Dialog aria-label="Menu" className={css.drawerDialog}>
            <div className={css.drawerClose}>
              <IconButton icon="close" aria-label="Close menu" onPress={() => setDrawerOpen(false)} />
            </div>
            <Sidebar sections={sections} activeHref={activeHref} onNavigate={() => setDrawerOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
      <CommandPalette entries={paletteEntries} isOpen={paletteOpen} onOpenChange={setPaletteOpen} />
    </div>
  );
}
