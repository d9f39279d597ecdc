import { useId, useState, type KeyboardEvent } from 'react';
import type { PartMatch } from '../../domain/parts/partsResearch';
import { formatNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { PartsResearchPart, type PartsResearchPartProps } from './PartsResearchPart';
import * as css from './PartsResearch.css';

export interface PartSearchState {
  /** The matches of the value typed, or null before the first answer. */
  matches: readonly PartMatch[] | null;
  isLoading: boolean;
  error: string | null;
}

export interface PartsResearchProps {
  /** What the box holds (the address's ?SearchValue=). */
  value: string;
  onValueChange: (value: string) => void;
  search: PartSearchState;
  /** Opens a part's page (Enter or a click on a match). */
  onOpen: (partNo: string) => void;
  /** The part open below the box, when one is. */
  part?: PartsResearchPartProps | undefined;
}

const matchNote = (m: PartMatch) => (m.match === 'Bin' ? `Bin ${m.bin}` : m.match === 'Description' ? 'Description' : 'Part number');

/** The one box: a combobox whose list answers as the counter types, walked with the arrow keys, opened with Enter. */
function SearchBox({ value, onValueChange, search, onOpen, listOpen, setListOpen }: Omit<PartsResearchProps, 'part'> & { listOpen: boolean; setListOpen: (open: boolean) => void }) {
  const id = useId();
  const [active, setActive] = useState(0);
  const matches = search.matches ?? [];
  const shown = listOpen && value.trim() !== '' && matches.length > 0;
  const open = (m: PartMatch | undefined) => {
    if (!m) return;
    setListOpen(false);
    onOpen(m.partNo);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (matches.length) setActive((i) => (i + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(matches[Math.min(active, matches.length - 1)]);
    } else if (event.key === 'Escape') {
      setListOpen(false);
    }
  };
  const status = !value.trim()
    ? 'Type a part number (dashes and a vendor prefix are fine), words of its description, or a bin.'
    : search.error
      ? ''
      : search.matches === null || (search.isLoading && !matches.length)
        ? 'Searching…'
        : matches.length
          ? `${matches.length} ${matches.length === 1 ? 'part matches' : 'parts match'}: arrows to choose, Enter to open.`
          : `No part matches “${value.trim()}”.`;
  return (
    <div className={css.search}>
      <label className={css.searchLabel} htmlFor={`${id}-input`}>
        Part number, description or bin
      </label>
      <input
        id={`${id}-input`}
        className={css.searchInput}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${id}-option-${Math.min(active, matches.length - 1)}` : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        spellCheck={false}
        // The page is search-first: the box has the focus on arrival.
        autoFocus
        value={value}
        onChange={(event) => {
          setActive(0);
          setListOpen(true);
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-status`} className={css.hint} role="status">
        {status}
      </p>
      {search.error ? <Alert tone="critical">{search.error}</Alert> : null}
      <ul id={`${id}-list`} role="listbox" aria-label="Matching parts" className={css.results} hidden={!shown}>
        {shown
          ? matches.map((m, i) => (
              <li
                key={m.partNo}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === Math.min(active, matches.length - 1)}
                className={css.result}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => open(m)}
              >
                <span className={css.partNo}>{m.partNo}</span>
                <span className={css.description}>
                  {m.description} <span className={css.muted}>· {matchNote(m)}</span>
                </span>
                <span className={css.muted}>{formatNumber(m.onHand)} on hand</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

/**
 * /parts-research: find any part in two keystrokes (number with or without dashes or a vendor prefix,
 * description or bin), then its page below the box: header, stock at every branch, demand, orders and sales.
 */
export function PartsResearch({ part, ...search }: PartsResearchProps) {
  const [listOpen, setListOpen] = useState(!part);
  return (
    <div className={css.page}>
      <PageHeader title="Parts Research" />
      <SearchBox {...search} listOpen={listOpen} setListOpen={setListOpen} />
      {part ? <PartsResearchPart {...part} /> : null}
    </div>
  );
}
