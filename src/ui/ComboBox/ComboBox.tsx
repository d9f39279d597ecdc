import type { FieldOption, FieldTextProps } from '../Field/Field';
import { lazyOverlay } from '../lazyOverlay';

export interface ComboBoxProps extends FieldTextProps {
  items: FieldOption[];
  placeholder?: string;
  /** The chosen option's id (controlled), or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  onInputChange?: (text: string) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Submits the chosen option's id with a form. */
  name?: string;
  autoFocus?: boolean;
}

// react-aria's collection, listbox and popover code (about 40 kB gzip) is a chunk of its own, fetched
// as soon as a screen with a combobox loads, beside the screen's data: the screens draw the field once
// their data is there, by when the chunk is too, and the screen's own code loads no later for it.
const ComboBoxField = lazyOverlay<ComboBoxProps>(() => import('./ComboBoxField'));
void ComboBoxField.preload();

/** Resolves once the combobox's chunk is there (Storybook waits for it, so a story never races the chunk). */
export const comboBoxReady = () => ComboBoxField.preload();

/** Picks one option from a long list by typing part of its label (react-aria's combobox). */
export function ComboBox(props: ComboBoxProps) {
  return <ComboBoxField {...props} />;
}
