import { useId, useRef, useState, type RefObject } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import * as field from '../../src/ui/Field/Field.css';
import { lazyOverlay, OverlayTrigger, useOpenedOnce } from '../../src/ui/lazyOverlay';

interface BranchNotesProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  dialogId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The overlay behind the chunk: a popover whose draft lives above it, so it outlasts a close. */
function BranchNotes({ triggerRef, dialogId, isOpen, onOpenChange }: BranchNotesProps) {
  const [note, setNote] = useState('');
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom start" className={field.popover}>
      <Dialog id={dialogId} style={{ display: 'grid', gap: 8, padding: 12, outline: 'none' }}>
        <Heading slot="title" className={field.label} style={{ margin: 0 }}>
          Branch notes
        </Heading>
        <textarea aria-label="Note" className={field.input} rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Button tone="primary" size="small" onPress={() => onOpenChange(false)}>
          Done
        </Button>
      </Dialog>
    </Popover>
  );
}

type Chunk = 'ready' | 'slow' | 'fails once';

interface HostProps {
  /** How the chunk arrives: at once, when "Deliver the chunk" is pressed, or failing the first time. */
  chunk: Chunk;
  /** Give the trigger lazyOverlay's preloadProps, as Menu and ColumnsMenu do. */
  preload: boolean;
  /** Called each time the overlay's code is asked for. */
  onLoad: () => void;
}

/** A trigger opening its overlay by hand, wired as ColumnsMenu does it; a new lazyOverlay per story. */
function Host({ chunk, preload, onLoad }: HostProps) {
  const [{ Notes, deliver }] = useState(() => {
    let attempts = 0;
    let arrive: (() => void) | undefined;
    return {
      Notes: lazyOverlay<BranchNotesProps>(() => {
        onLoad();
        attempts += 1;
        if (chunk === 'fails once' && attempts === 1) return Promise.reject(new Error('Failed to fetch dynamically imported module'));
        if (chunk === 'slow') return new Promise((resolve) => (arrive = () => resolve({ default: BranchNotes })));
        return Promise.resolve({ default: BranchNotes });
      }),
      deliver: () => arrive?.(),
    };
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const [isOpen, setOpen] = useState(false);
  const mounted = useOpenedOnce(isOpen);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', minHeight: 220 }}>
      <OverlayTrigger isOpen={isOpen} overlayId={dialogId}>
        <Button ref={triggerRef} tone="secondary" onPress={() => setOpen(!isOpen)} {...(preload ? Notes.preloadProps : {})}>
          Branch notes
        </Button>
      </OverlayTrigger>
      {chunk === 'slow' ? (
        <Button tone="ghost" onPress={deliver}>
          Deliver the chunk
        </Button>
      ) : null}
      {mounted ? <Notes triggerRef={triggerRef} dialogId={dialogId} isOpen={isOpen} onOpenChange={setOpen} /> : null}
    </div>
  );
}

const meta = {
  title: 'UI/lazyOverlay',
  component: Host,
  args: { chunk: 'ready', preload: false, onLoad: fn() },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Branch notes' });
const notes = () => screen.findByRole('dialog', { name: 'Branch notes' });

export const NothingBeforeFirstOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    // without preloadProps, neither the pointer nor focus fetches anything
    await userEvent.hover(button);
    button.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onLoad).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).not.toHaveAttribute('aria-controls');
    button.blur();
  },
};

export const FirstOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    const dialog = await notes();
    await expect(args.onLoad).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    await expect(button).toHaveAttribute('data-pressed', 'true');
  },
};

export const ClosedStaysMounted: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await userEvent.type(within(await notes()).getByRole('textbox', { name: 'Note' }), 'Bay 3 lift out of service');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).not.toHaveAttribute('aria-controls');
    // opened again: at once, from the chunk already there, and with the draft it had
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Branch notes' });
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Bay 3 lift out of service');
    await expect(args.onLoad).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PreloadFromTrigger: Story = {
  args: { preload: true },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.hover(button);
    await expect(args.onLoad).toHaveBeenCalledOnce();
    // fetched, not shown
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.unhover(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(args.onLoad).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    // the chunk is there: the overlay shows on the render that opens it
    await expect(screen.getByRole('dialog', { name: 'Branch notes' })).toBeVisible();
    await expect(args.onLoad).toHaveBeenCalledOnce();
  },
};

export const SlowChunk: Story = {
  args: { chunk: 'slow' },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await expect(args.onLoad).toHaveBeenCalledOnce();
    // open, but nothing to show until the chunk arrives
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deliver the chunk' }));
    const dialog = await notes();
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
  },
};

export const FailedChunkTriesAgain: Story = {
  args: { chunk: 'fails once' },
  play: async ({ canvasElement, args }) => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const button = trigger(canvasElement);
      await userEvent.click(button);
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('An overlay could not be loaded', expect.any(Error)));
      // the page stays; the overlay stays empty
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(button).toBeVisible();
      // the next render (here: pressing again, which closes) fetches again
      await userEvent.click(button);
      await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(2));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(button);
      await notes();
      await expect(args.onLoad).toHaveBeenCalledTimes(2);
    } finally {
      consoleError.mockRestore();
    }
  },
};
