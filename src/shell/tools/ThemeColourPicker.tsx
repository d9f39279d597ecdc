import { useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { DEFAULT_THEME_COLOR, isHexColor, resolveThemeColor } from '../../domain/themeColor';
import { button } from '../../ui/Button/Button.css';
import { square } from '../../ui/IconButton/IconButton.css';
import { lazyOverlay, OverlayTrigger, useOpenedOnce } from '../../ui/lazyOverlay';
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

const ThemeColourPopover = lazyOverlay(() => import('./ThemeColourPopover'));

/**
 * The header's theme colour button: preset swatches and a custom colour. A colour too light for
 * white text (spec section 5) is refused with the spec's message and the default is applied.
 */
export function ThemeColourPicker({ value, onChange, message }: ThemeColourPickerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const [isOpen, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const mounted = useOpenedOnce(isOpen);
  const shown = isHexColor(value) ? value.toLowerCase() : DEFAULT_THEME_COLOR;

  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) setRefusal(null);
  };

  const choose = (hex: string) => {
    const resolved = resolveThemeColor(hex);
    setRefusal(resolved.message ?? null);
    setDraft(null);
    onChange(resolved.color);
    if (!resolved.message) setOpen(false);
  };

  return (
    <>
      <OverlayTrigger isOpen={isOpen} overlayId={dialogId}>
        <AriaButton
          ref={triggerRef}
          aria-label="Theme colour"
          className={`${button({ tone: 'ghost', size: 'small' })} ${square({ size: 'small' })}`}
          onPress={() => openChange(!isOpen)}
          {...ThemeColourPopover.preloadProps}
        >
          <span aria-hidden="true" className={css.current} style={{ background: shown }} />
        </AriaButton>
      </OverlayTrigger>
      {mounted ? (
        <ThemeColourPopover
          triggerRef={triggerRef}
          dialogId={dialogId}
          isOpen={isOpen}
          onOpenChange={openChange}
          shown={shown}
          draft={draft}
          onDraftChange={setDraft}
          onChoose={choose}
          refusal={refusal}
          message={message}
        />
      ) : null}
    </>
  );
}
