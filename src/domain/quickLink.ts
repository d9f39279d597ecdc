/** The spec's quick link from the clipboard (sections 2 and 5): an Excede record copied as 'objectId<TAB>primaryKey'. */

export const QUICK_LINK_EMPTY = 'Clipboard is empty.';
export const QUICK_LINK_UNSUPPORTED = 'Clipboard isn’t a supported Excede object (yet).';

/** The query value that tells a screen it was opened by a quick link. */
export const QUICK_LINK_VIA = 'Quick Link';

export interface QuickLinkTarget {
  businessObjectId: string;
  primaryKey: string;
}

export type QuickLinkParse = ({ ok: true } & QuickLinkTarget) | { ok: false; message: string };

/**
 * Reads what Excede puts on the clipboard: tab-separated fields, the first all digits (the business
 * object id), the second non-empty (the primary key). Line breaks around it are ignored.
 */
export function parseQuickLink(clipboard: string): QuickLinkParse {
  if (clipboard.trim() === '') return { ok: false, message: QUICK_LINK_EMPTY };
  const [objectId = '', primaryKey = ''] = clipboard.replace(/^[\r\n]+|[\r\n]+$/g, '').split('\t');
  const businessObjectId = objectId.trim();
  const key = primaryKey.replace(/[\r\n]+/g, '').trim();
  if (!/^\d+$/.test(businessObjectId) || key === '') return { ok: false, message: QUICK_LINK_UNSUPPORTED };
  return { ok: true, businessObjectId, primaryKey: key };
}

/** Where a found record opens: the lookup's route page with ?via=Quick+Link&SearchValue=…. */
export function quickLinkHref(routePage: string, searchValue: string): string {
  return `${routePage}?${new URLSearchParams({ via: QUICK_LINK_VIA, SearchValue: searchValue }).toString()}`;
}
