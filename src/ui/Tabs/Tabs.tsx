import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
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

/** Panels of one screen, one shown at a time; arrow keys move between tabs. */
export function Tabs({ 'aria-label': ariaLabel, tabs, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
      className={css.tabs}
    >
      <TabList aria-label={ariaLabel} items={tabs} className={css.tabList}>
        {(tab) => <Tab className={css.tab}>{tab.label}</Tab>}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={css.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
