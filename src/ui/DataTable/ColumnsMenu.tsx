import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as css from './DataTable.css';

export interface ColumnsMenuItem {
  id: string;
  header: string;
  visible: boolean;
  canHide: boolean;
}

interface ColumnsMenuProps {
  /** Every column, in the current order. */
  items: readonly ColumnsMenuItem[];
  onToggle: (id: string, visible: boolean) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onReset: () => void;
}

/** The 'Columns' menu: a checkbox per column to show or hide it, and buttons to reorder. */
export function ColumnsMenu({ items, onToggle, onMove, onReset }: ColumnsMenuProps) {
  const visibleCount = items.filter((i) => i.visible).length;
  return (
    <DialogTrigger>
      <Button tone="secondary" size="small">
        Columns
      </Button>
      <Popover placement="bottom end" className={css.popover}>
        <Dialog className={css.dialog}>
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
    </DialogTrigger>
  );
}
