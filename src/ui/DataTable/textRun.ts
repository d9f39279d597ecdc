/**
 * Many values' text kept as one string: value i is `text.slice(offsets[i], offsets[i + 1])`. One string copies
 * to a worker in one piece and is searched with one native `indexOf` scan, where 100,000 strings would be
 * cloned, lower-cased and searched one by one.
 */
export interface TextRun {
  text: string;
  /** Where each value starts, and after the last one where the text ends (one more than the values). */
  offsets: Uint32Array;
}

/** The run of `count` values, value i's text given by `textOf(i)`. */
export function textRunOf(count: number, textOf: (i: number) => string): TextRun {
  const offsets = new Uint32Array(count + 1);
  // appended piece by piece: the engine keeps the pieces and copies them once, faster than joining an array
  let text = '';
  for (let i = 0; i < count; i++) {
    text += textOf(i);
    offsets[i + 1] = text.length;
  }
  return { text, offsets };
}

export const textAt = ({ text, offsets }: TextRun, i: number) => text.slice(offsets[i], offsets[i + 1]);

export const textsOf = (run: TextRun) => Array.from({ length: run.offsets.length - 1 }, (_, i) => textAt(run, i));

/**
 * Each value lower-cased. Lower-casing the whole text at once is the same unless a letter changes length
 * (İ) or a capital sigma is there (its small form depends on the letters around it): then value by value.
 */
export function lowerCased(run: TextRun): TextRun {
  const lower = run.text.toLowerCase();
  if (lower.length === run.text.length && !run.text.includes('Σ')) return { text: lower, offsets: run.offsets };
  return textRunOf(run.offsets.length - 1, (i) => textAt(run, i).toLowerCase());
}

/** Marks each value that holds `term` (a non-empty text; never a match across two values). */
export function markValuesHolding({ text, offsets }: TextRun, term: string, marks: Uint8Array) {
  let value = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(term, from);
    if (at < 0) return;
    while (offsets[value + 1]! <= at) value++;
    const end = offsets[value + 1]!;
    if (at + term.length <= end) {
      marks[value] = 1;
      from = end;
    } else from = at + 1;
  }
}
