import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { Icon } from '../ui/Icon/Icon';
import * as css from './CommandPalette.css';

export interface PaletteEntry {
  label: string;
  href: string;
  group: string;
}

export interface CommandPaletteProps {
  entries: PaletteEntry[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function grouped(entries: PaletteEntry[]) {
  const groups = new Map<string, PaletteEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** Ctrl/Cmd+K: type part of a page's name and go there, among the pages the user may open. */
export function CommandPalette({ entries, isOpen, onOpenChange }: CommandPaletteProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.overlay}>
      <Modal className={css.modal}>
        <Dialog aria-label="Go to a page" className={css.dialog}>
          <Autocomplete filter={contains}>
            <SearchField aria-label="Search pages" autoFocus className={css.search}>
              <Icon name="search" />
              <Input placeholder="Search pages…" className={css.input} />
            </SearchField>
            <Menu
              items={grouped(entries)}
              className={css.menu}
              onAction={() => onOpenChange(false)}
              renderEmptyState={() => <p className={css.empty}>No page matches.</p>}
            >
              {(section) => (
                <MenuSection id={section.group}>
                  <Header className={css.groupHeader}>{section.group}</Header>
                  <Collection items={section.items}>
                    {(entry) => (
                      <MenuItem id={entry.href} href={entry.href} textValue={entry.label} className={css.item}>
                        {entry.label}
                      </MenuItem>
                    )}
                  </Collection>
                </MenuSection>
              )}
            </Menu>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
