import type { LinkKind, ScanSuggestion, ScannedType } from './scannedDocuments';

/** Words that name a type, strongest first; the first one found wins. */
const TYPE_WORDS: [ScannedType, RegExp][] = [
  ['Credit application', /credit\s*app/],
  ['Title/MSO', /\b(mso|manufacturer'?s statement of origin|certificate of origin|title)\b/],
  ['W-9', /\bw-?9\b|taxpayer identification/],
  ['Bank statement', /bank\s*statement/],
  ['Deposit slip', /deposit/],
  ['Parts invoice', /parts\s*invoice/],
  ['RO', /repair\s*order|\bro\b/],
  ['Vendor invoice', /invoice|remit\s*to|bill\s*to/],
  ['Deal-jacket document', /\bdeal\b|bill of sale|buyer'?s order|purchase agreement/],
];

/** A record's key written out ("Xref 52001", "Stock no. T1234", "SlsId: 7788"). */
const LINK_WORDS: [LinkKind, RegExp][] = [
  ['xref', /\bxref\s*[#:]?\s*([a-z0-9-]{2,20})/],
  ['slsId', /\bsls\s*id\s*[#:]?\s*([a-z0-9-]{2,20})/],
  ['stockNo', /\bstock\s*(?:no\.?|number|#)?\s*[#:]?\s*([a-z0-9-]{2,20})/],
  ['cusId', /\bcus(?:tomer)?\s*id\s*[#:]?\s*([a-z0-9-]{2,20})/],
  ['venId', /\bven(?:dor)?\s*(?:id)?\s*[#:]\s*([a-z0-9-]{2,20})/],
];

function typeIn(text: string): ScannedType | null {
  return TYPE_WORDS.find(([, words]) => words.test(text))?.[0] ?? null;
}

function linkIn(text: string, original: string): ScanSuggestion['link'] {
  for (const [kind, words] of LINK_WORDS) {
    const found = words.exec(text);
    // Keys keep the case they were written in.
    if (found) return { kind, value: original.slice(found.index, found.index + found[0].length).slice(-found[1]!.length) };
  }
  return null;
}

/**
 * What a scan looks like it is, from its file name and any text read from it: a type when a word names one, a
 * record when a key is written out, and how sure (0–100): a type read in the document's own text counts more
 * than one in its name, a record adds to it. No idea is said as such: no type, no link, 0.
 */
export function suggestScan(fileName: string, text = ''): ScanSuggestion {
  const name = fileName.replace(/\.[a-z0-9]{2,4}$/i, '').replace(/[_]+/g, ' ');
  const fromText = typeIn(text.toLowerCase());
  const fromName = typeIn(name.toLowerCase());
  const type = fromText ?? fromName;
  const link = linkIn(text.toLowerCase(), text) ?? linkIn(name.toLowerCase(), name);
  if (!type && !link) return { type: null, link: null, confidence: 0 };
  const typeScore = !type ? 0 : fromText && fromText === fromName ? 80 : fromText ? 60 : 45;
  return { type, link, confidence: Math.min(95, typeScore + (link ? 15 : 0)) };
}
