import { useRef, useState, type ComponentType, type CSSProperties, type RefObject } from 'react';
import { Button } from '../../src/ui/Button/Button';

interface Anchor {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

interface AnchoredPopoverProps<P extends Anchor> {
  /** The anchoring button's text. */
  label: string;
  popup: 'menu' | 'listbox' | 'dialog';
  /** Room around the button for the popover. */
  frameStyle: CSSProperties;
  Popover: ComponentType<P>;
  /** The popover's props but its anchor; its onClose is called after the popover goes. */
  popoverProps: Omit<P, 'triggerRef'>;
}

/** A popover part's story frame: a button to anchor to, the popover open from the start, gone once it asks to close. */
export function AnchoredPopover<P extends Anchor>({ label, popup, frameStyle, Popover, popoverProps }: AnchoredPopoverProps<P>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(true);
  const anchor: Anchor = {
    triggerRef,
    onClose: () => {
      setOpen(false);
      popoverProps.onClose();
    },
  };
  return (
    <div style={frameStyle}>
      <Button ref={triggerRef} tone="secondary" aria-haspopup={popup} aria-expanded={isOpen} onPress={() => setOpen(true)}>
        {label}
      </Button>
      {isOpen ? <Popover {...(popoverProps as P)} {...anchor} /> : null}
    </div>
  );
}
