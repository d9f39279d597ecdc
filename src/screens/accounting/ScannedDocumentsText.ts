import { LINK_KIND_LABELS, type ScanSuggestion } from '../../domain/accounting/scannedDocuments';

/** A suggestion in words: "Deposit slip · Xref 52001 (60%)", or that there is none. */
export function suggestionText({ type, link, confidence }: ScanSuggestion): string {
  if (!type && !link) return 'No suggestion';
  const parts = [type, link ? `${LINK_KIND_LABELS[link.kind]} ${link.value}` : null].filter(Boolean);
  return `${parts.join(' · ')} (${confidence}%)`;
}

/** The options of a closed list for a Select. */
export const optionsOf = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));
