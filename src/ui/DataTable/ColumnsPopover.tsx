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
  // A column moved to the top or bottom disables the button just pressed: focus goes to its other
  // move button rather than falling out of the popover.
  const move = (id: string, index: number, by: -1 | 1) => {
    onMove(id, by);
    const edge = by === -1 ? index === 1 : index === items.length - 2;
    if (!edge) return;
    requestAnimationFrame(() => document.getElementById(dialogId)?.querySelector<HTMLElement>(`[data-move="${id}:${-by}"]`)?.focus());
  };
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
            <Button
              tone="ghost"
              size="small"
              aria-label={`Move ${item.header} up`}
              data-move={`${item.id}:-1`}
              isDisabled={index === 0}
              onPress={() => move(item.id, index, -1)}
            >
              ↑
            </Button>
            <Button
              tone="ghost"
              size="small"
              aria-label={`Move ${item.header} down`}
              data-move={`${item.id}:1`}
              isDisabled={index === items.length - 1}
              onPress={() => move(item.id, index, 1)}
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
