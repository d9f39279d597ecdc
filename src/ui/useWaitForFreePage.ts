import { useState, useSyncExternalStore, type RefObject } from 'react';

/** The child of <body> that holds `element`: the app's root, which an open modal marks as covered. */
function pageOf(element: HTMLElement | null): HTMLElement | null {
  let page = element;
  while (page?.parentElement && page.parentElement !== document.body) page = page.parentElement;
  return page?.parentElement ? page : null;
}

/** react-aria makes everything outside an open modal or popover inert (or aria-hidden where inert is missing). */
function isCovered(page: HTMLElement | null): boolean {
  return !page || page.inert || page.getAttribute('aria-hidden') === 'true';
}

function subscribe(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { attributes: true, attributeFilter: ['inert', 'aria-hidden'], subtree: true });
  return () => observer.disconnect();
}

/**
 * For a popup that opens by itself (not at the user's press): it waits while another modal or popover
 * holds the page, so it never opens underneath one where it could not be used, and shows once that one
 * closes. Once shown it stays until `wantsOpen` turns false, although it then covers the page itself.
 * `anchor` is any element of the page, e.g. the popup's trigger.
 */
export function useWaitForFreePage(wantsOpen: boolean, anchor: RefObject<HTMLElement | null>): boolean {
  const covered = useSyncExternalStore(subscribe, () => isCovered(pageOf(anchor.current)), () => true);
  const [shown, setShown] = useState(false);
  if (wantsOpen && !covered && !shown) setShown(true);
  if (!wantsOpen && shown) setShown(false);
  return wantsOpen && (shown || !covered);
}
