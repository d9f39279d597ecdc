import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { MenuSection } from '../domain/routing';
import { IconButton } from '../ui/IconButton/IconButton';
import * as css from './AppShell.css';
import { Sidebar } from './Sidebar';

export interface NavigationDrawerProps {
  sections: MenuSection[];
  activeHref: string | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The sidebar as a drawer below 992 px, opened by the header's menu button. */
export function NavigationDrawer({ sections, activeHref, isOpen, onOpenChange }: NavigationDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.drawerOverlay}>
      <Modal className={css.drawer}>
        <Dialog aria-label="Menu" className={css.drawerDialog}>
          <div className={css.drawerClose}>
            <IconButton icon="close" aria-label="Close menu" onPress={() => onOpenChange(false)} />
          </div>
          <Sidebar sections={sections} activeHref={activeHref} onNavigate={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
