import type { RefObject } from 'react';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, Popover, Separator, type Key } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { listBoxItem, popover } from '../Field/Field.css';
import type { MenuEntry } from './Menu';
import * as css from './Menu.css';

export interface MenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  items: MenuEntry[];
  /** The entry that takes focus as the menu opens. */
  focus: 'first' | 'last';
  placement: 'bottom start' | 'bottom end';
  onAction: (id: string) => void;
  onClose: () => void;
}

/** The open list of a Menu: its own chunk, loaded the first time a menu opens. */
export default function MenuPopover({ triggerRef, label, items, focus, placement, onAction, onClose }: MenuPopoverProps) {
  return (
    <Popover triggerRef={triggerRef} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} placement={placement} className={popover} aria-label={label}>
      <AriaMenu aria-label={label} items={items} autoFocus={focus} onAction={(key: Key) => onAction(String(key))} className={css.menu}>
        {(entry) =>
          'separator' in entry ? (
            <Separator className={css.separator} />
          ) : (
            <AriaMenuItem textValue={entry.label} isDisabled={entry.isDisabled} className={listBoxItem}>
              {entry.icon ? <Icon name={entry.icon} size="small" /> : null}
              {entry.label}
            </AriaMenuItem>
          )
        }
      </AriaMenu>
    </Popover>
  );
}
