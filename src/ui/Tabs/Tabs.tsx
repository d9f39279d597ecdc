import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  'aria-label': string;
  tabs: TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Panels of one screen, one shown at a time. Native buttons in the ARIA tabs pattern (react-aria's
 * collections would cost a route about 20 kB gzip for the same behaviour): one tab stop,
 * arrows, Home and End move to a tab and select it, disabled tabs are passed over. Only the
 * selected panel is rendered; the panels hold controls of their own, so they take no tab stop.
 */
export function Tabs({ 'aria-label': ariaLabel, tabs, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  const enabled = tabs.filter((tab) => !tab.isDisabled);
  const [innerId, setInnerId] = useState(defaultSelectedId ?? enabled[0]?.id);
  const selected = selectedId ?? innerId;
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const select = (key: string) => {
    if (tabs.find((tab) => tab.id === key)?.isDisabled) return;
    if (selectedId === undefined) setInnerId(key);
    if (key !== selected) onSelectionChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const move = MOVES[event.key];
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[move(Math.max(0, enabled.findIndex((tab) => tab.id === key)), enabled.length)]!;
    document.getElementById(tabId(next.id))?.focus();
    select(next.id);
  };

  const current = tabs.find((tab) => tab.id === selected);
  // The list's one tab stop: the selected tab, else the first that can be chosen.
  const stop = current && !current.isDisabled ? current.id : enabled[0]?.id;
  return (
    <div className={css.tabs}>
      <div role="tablist" aria-label={ariaLabel} className={css.tabList}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              aria-disabled={tab.isDisabled || undefined}
              tabIndex={tab.id === stop ? 0 : -1}
              className={css.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} className={css.panel}>
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
