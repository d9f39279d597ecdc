import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Button } from '../Button/Button';
import type { ColumnsMenuItem } from './ColumnsMenu';
import * as css from './DataTable.css';

export interface ColumnsPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The id the trigger's aria-controls names. */
  dialogId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly ColumnsMenuItem[];
  onToggle: (id: string, visible: boolean) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onReset: () => void;
}

/** The Columns menu's popover: a chunk of its own, so a grid loads react-aria's dialog code only when it opens. */
export default function ColumnsPopover({ triggerRef, dialogId, isOpen, onOpenChange, items, onToggle, onMove, onReset }: ColumnsPopoverProps) {
  const visibleCount = items.filter((i) => i.visible).length;
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" className={css.popover}>
      <Dialog id={dialogId} className={css.dialog}>
        <Heading slot="title" className={css.menuTitle}>
          Columns
        </Heading>
        {items.map((item, index) => (
          <div key={item.id} className={css.columnItem}>
            <label className={css.columnLabel}>
              <input
                type="checkbox"
                checked={item.visible}
                disabled={!item.canHide || (item.visible && visibleCount === 1)}
                onChange={(e) => onToggle(item.id, e.currentTarget.checked)}
              />
              {item.header}
            </label>
            <Button tone="ghost" size="small" aria-label={`Move ${item.header} up`} isDisabled={index === 0} onPress={() => onMove(item.id, -1)}>
              ↑
            </Button>
            <Button
              tone="ghost"
              size="small"
              aria-label={`Move ${item.header} down`}
              isDisabled={index === items.length - 1}
              onPress={() => onMove(item.id, 1)}
            >
              ↓
            </Button>
          </div>
        ))}
        <Button tone="secondary" size="small" onPress={onReset}>
          Reset columns
        </Button>
      </Dialog>
    </Popover>
  );
}
