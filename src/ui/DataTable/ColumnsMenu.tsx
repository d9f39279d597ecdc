import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { lazyOverlay, OverlayTrigger, useOpenedOnce } from '../lazyOverlay';

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

const ColumnsPopover = lazyOverlay(() => import('./ColumnsPopover'));

/** The 'Columns' menu: a checkbox per column to show or hide it, and buttons to reorder. */
export function ColumnsMenu(props: ColumnsMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const [isOpen, setOpen] = useState(false);
  const mounted = useOpenedOnce(isOpen);
  return (
    <>
      <OverlayTrigger isOpen={isOpen} overlayId={dialogId}>
        <Button ref={triggerRef} tone="secondary" size="small" onPress={() => setOpen(!isOpen)} {...ColumnsPopover.preloadProps}>
          Columns
        </Button>
      </OverlayTrigger>
      {mounted ? <ColumnsPopover triggerRef={triggerRef} dialogId={dialogId} isOpen={isOpen} onOpenChange={setOpen} {...props} /> : null}
    </>
  );
}
