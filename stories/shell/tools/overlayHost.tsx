import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../src/ui/Button/Button';

/** What a story gives in place of a triggerRef arg: the wrapper below hands the overlay its own button's ref. */
export const NO_TRIGGER: RefObject<HTMLButtonElement | null> = { current: null };

export interface WithTriggerProps {
  /** The stand-in trigger's text (and so its accessible name). */
  label: string;
  id?: string;
  /** What the real trigger does when pressed (open the overlay). */
  onPress?: () => void;
  /** The overlay, anchored to the button by the ref it is given. */
  children: (triggerRef: RefObject<HTMLButtonElement | null>) => ReactNode;
}

/** For an overlay that takes a triggerRef: a button to anchor to (and to open it again), and the overlay. */
export function WithTrigger({ label, id, onPress, children }: WithTriggerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={triggerRef} id={id} tone="secondary" onPress={onPress}>
        {label}
      </Button>
      {children(triggerRef)}
    </>
  );
}

/**
 * An overlay's isOpen held as its host holds it: the overlay opens and closes, and each change also
 * reaches the story's onOpenChange (a fn()) for the play to check.
 */
export function useHostOpen({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(isOpen);
  return {
    isOpen: open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      onOpenChange(next);
    },
  };
}
