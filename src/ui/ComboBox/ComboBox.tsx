import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon';
import * as fieldCss from '../Field/Field.css';
import type { FieldOption, FieldTextProps } from '../Field/Field';
import { NativeFieldMessages, useNativeFieldIds } from '../Native/nativeMessages';
import * as css from './ComboBox.css';

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

/** More than this many matches: the list shows the first ones and asks for more letters. */
const SHOWN_AT_MOST = 100;
const labelOf = (items: readonly FieldOption[], id: string | null | undefined) => items.find((item) => item.id === id)?.label ?? '';

/**
 * Picks one option from a long list by typing part of its label: the WAI-ARIA combobox pattern
 * (a text input with a listbox popup, arrow keys, Enter, Escape). Our own, in place of
 * react-aria's, which brings ~45 kB of collection, overlay and selection code to every form using it.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  value,
  defaultValue = null,
  onChange,
  onInputChange,
  isDisabled,
  isRequired,
  isInvalid,
  name,
  autoFocus,
}: ComboBoxProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  const listId = useId();
  const [innerId, setInnerId] = useState<string | null>(defaultValue);
  const selectedId = value === undefined ? innerId : value;
  const [text, setText] = useState(() => labelOf(items, selectedId));
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A choice made elsewhere (controlled value, or the items arriving) shows its label.
  const [shownFor, setShownFor] = useState({ selectedId, items });
  if (shownFor.selectedId !== selectedId || shownFor.items !== items) {
    setShownFor({ selectedId, items });
    if (selectedId !== null) setText(labelOf(items, selectedId));
  }

  const query = text.trim().toLowerCase();
  const showAll = query === '' || text === labelOf(items, selectedId);
  const matches = showAll ? items : items.filter((item) => item.label.toLowerCase().includes(query));
  const shown = matches.slice(0, SHOWN_AT_MOST);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (isOpen && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const select = (id: string | null) => {
    if (id === selectedId) return;
    setInnerId(id);
    onChange?.(id);
  };
  const choose = (option: FieldOption) => {
    select(option.id);
    setText(option.label);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    // Like a select: the input shows the choice, or nothing, never half-typed text.
    setText(labelOf(items, selectedId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (shown.length === 0 ? -1 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && isOpen && active >= 0 && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={fieldCss.field}>
      <label htmlFor={ids.id} className={fieldCss.label}>
        {label}
      </label>
      <div className={css.anchor}>
        <div className={fieldCss.group} data-invalid={isInvalid || errorMessage ? true : undefined} data-disabled={isDisabled || undefined}>
          <input
            id={ids.id}
            type="text"
            role="combobox"
            className={fieldCss.groupInput}
            value={text}
            placeholder={placeholder}
            disabled={isDisabled}
            required={isRequired}
            autoFocus={autoFocus}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={isOpen ? listId : undefined}
            aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
            aria-invalid={isInvalid || errorMessage ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setText(typed);
              setOpen(true);
              setActive(-1);
              onInputChange?.(typed);
              if (selectedId !== null && typed !== labelOf(items, selectedId)) select(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Show suggestions for ${label}`}
            aria-expanded={isOpen}
            className={fieldCss.groupButton}
            disabled={isDisabled}
            // Keeps the focus in the input, so opening the list does not blur (and close) it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (isOpen ? close() : (setOpen(true), document.getElementById(ids.id)?.focus()))}
          >
            <Icon name="chevron-down" size="small" />
          </button>
        </div>
        {isOpen ? (
          <div className={`${fieldCss.popover} ${css.list}`} onMouseDown={(event) => event.preventDefault()}>
            <ul id={listId} role="listbox" aria-label={label} className={`${fieldCss.listBox} ${css.options}`}>
              {shown.map((option, index) => (
                <li
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.id === selectedId}
                  className={fieldCss.listBoxItem}
                  data-focused={index === active || undefined}
                  data-selected={option.id === selectedId || undefined}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </li>
              ))}
              {shown.length === 0 ? (
                <li role="option" aria-selected={false} aria-disabled="true" className={fieldCss.emptyState}>
                  No matches
                </li>
              ) : null}
            </ul>
            {matches.length > shown.length ? (
              <p className={css.more}>
                Showing {shown.length} of {matches.length}: type more to narrow the list.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={selectedId ?? ''} /> : null}
      <NativeFieldMessages ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
