import { useState } from 'react';
import { within } from 'storybook/test';

/** The people of the logs' stories (the demo accounts). */
export const logPeople = [
  { id: 1, name: 'Alex Admin' },
  { id: 2, name: 'Pat Parts' },
  { id: 3, name: 'Casey Accounting' },
];

/** Keeps a log screen's filters in state, as its page does, so that a change shows in the controls. */
export function useFiltersInState<F>(filters: F, onFiltersChange: (filters: F) => void) {
  const [value, setValue] = useState(filters);
  const change = (next: F) => {
    setValue(next);
    onFiltersChange(next);
  };
  return { filters: value, onFiltersChange: change };
}

/** The screen's filters (its PageHeader's group). */
export const filterGroup = (el: HTMLElement) => within(within(el).getByRole('group', { name: 'Filters' }));
