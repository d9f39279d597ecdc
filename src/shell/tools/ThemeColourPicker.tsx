import { useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { DEFAULT_THEME_COLOR, isHexColor, resolveThemeColor, textOnColor } from '../../domain/themeColor';
import { Alert } from '../../ui/Alert/Alert';
import { button } from '../../ui/Button/Button.css';
import { Icon } from '../../ui/Icon/Icon';
import { square } from '../../ui/IconButton/IconButton.css';
import * as tools from './tools.css';
import * as css from './ThemeColourPicker.css';

/** Dealership colours dark enough to carry the portal's header and buttons; the default first. */
export const THEME_PRESETS = [
  { name: 'Teal', hex: DEFAULT_THEME_COLOR },
  { name: 'Navy', hex: '#1f3a68' },
  { name: 'Royal blue', hex: '#005596' },
  { name: 'Red', hex: '#b3261e' },
  { name: 'Maroon', hex: '#7a1f2b' },
  { name: 'Forest green', hex: '#1e7b34' },
  { name: 'Orange', hex: '#c75000' },
  { name: 'Gold', hex: '#9a6b00' },
  { name: 'Purple', hex: '#5b2a86' },
  { name: 'Charcoal', hex: '#37424a' },
] as const;

export interface ThemeColourPickerProps {
  /** The user's theme colour, '#rrggbb'. */
  value: string;
  /** Called with the colour to apply and store: the choice, or the default when it was too light. */
  onChange: (hex: string) => void;
  /** A message from the host, such as a failure to save the colour. */
  message?: string | null;
}

/**
 * The header's theme colour button: preset swatches and a custom colour. A colour too light for
 * white text (spec section 5) is refused with the spec's message and the default is applied.
 */
export function ThemeColourPicker({ value, onChange, message }: ThemeColourPickerProps) {
  const [isOpen, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = isHexColor(value) ? value.toLowerCase() : DEFAULT_THEME_COLOR;

  const choose = (hex: string) => {
    const resolved = resolveThemeColor(hex);
    setRefusal(resolved.message ?? null);
    setDraft(null);
    onChange(resolved.color);
    if (!resolved.message) setOpen(false);
  };

  // The native change event fires once the picker closes; input events while dragging only preview.
  // The choice waits for React's own handler of the same event, so that it has the last word.
  const commitOnChange = (input: HTMLInputElement | null) => {
    if (!input) return;
    const listener = () => queueMicrotask(() => choose(input.value));
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  };

  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setRefusal(null);
      }}
    >
      <AriaButton aria-label="Theme colour" className={`${button({ tone: 'ghost', size: 'small' })} ${square({ size: 'small' })}`}>
        <span aria-hidden="true" className={css.current} style={{ background: shown }} />
      </AriaButton>
      <Popover placement="bottom end" className={tools.panel}>
        <Dialog className={tools.stack}>
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
                onPress={() => choose(hex)}
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
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          {refusal ? <Alert tone="critical">{refusal}</Alert> : null}
          {message && message !== refusal ? <Alert tone="critical">{message}</Alert> : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
