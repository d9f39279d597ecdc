import type { RefObject } from 'react';
import { Button as AriaButton, Dialog, Heading, Popover } from 'react-aria-components';
import { textOnColor } from '../../domain/themeColor';
import { Alert } from '../../ui/Alert/Alert';
import { Icon } from '../../ui/Icon/Icon';
import { THEME_PRESETS } from './ThemeColourPicker';
import * as tools from './tools.css';
import * as css from './ThemeColourPicker.css';

export interface ThemeColourPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The id the trigger's aria-controls names. */
  dialogId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current colour, '#rrggbb'. */
  shown: string;
  /** The custom colour while the native picker is being dragged. */
  draft: string | null;
  onDraftChange: (hex: string) => void;
  /** Applies a preset or a committed custom colour. */
  onChoose: (hex: string) => void;
  /** The spec's message when the custom colour was too light. */
  refusal: string | null;
  message?: string | null;
}

/** The theme colour's popover of swatches and custom colour: a chunk of its own, loaded when it first opens. */
export default function ThemeColourPopover({
  triggerRef,
  dialogId,
  isOpen,
  onOpenChange,
  shown,
  draft,
  onDraftChange,
  onChoose,
  refusal,
  message,
}: ThemeColourPopoverProps) {
  // The native change event fires once the picker closes; input events while dragging only preview.
  // The choice waits for React's own handler of the same event, so that it has the last word.
  const commitOnChange = (input: HTMLInputElement | null) => {
    if (!input) return;
    const listener = () => queueMicrotask(() => onChoose(input.value));
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  };

  return (
    <Popover
      triggerRef={triggerRef}
      trigger="DialogTrigger"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className={tools.panel}
    >
      <Dialog id={dialogId} className={tools.stack}>
        <Heading slot="title" className={tools.panelHeading}>
          Theme colour
        </Heading>
        <div role="group" aria-label="Preset colours" className={css.grid}>
          {THEME_PRESETS.map(({ name, hex }) => (
            <AriaButton
              key={hex}
              aria-label={`${name} ${hex}`}
              aria-pressed={hex === shown}
              className={css.swatch}
              style={{ background: hex, color: textOnColor(hex) }}
              onPress={() => onChoose(hex)}
            >
              {hex === shown ? <Icon name="check" size="small" /> : null}
            </AriaButton>
          ))}
        </div>
        <label className={css.custom}>
          Custom colour
          <input
            ref={commitOnChange}
            type="color"
            className={css.colorInput}
            value={draft ?? shown}
            onChange={(event) => onDraftChange(event.target.value)}
          />
        </label>
        {refusal ? <Alert tone="critical">{refusal}</Alert> : null}
        {message && message !== refusal ? <Alert tone="critical">{message}</Alert> : null}
      </Dialog>
    </Popover>
  );
}
