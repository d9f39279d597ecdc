const SVG = 'http://www.w3.org/2000/svg';

/** Widths already measured, by class and text: a page change redraws the same labels. */
const measured = new Map<string, number>();
/** Enough for every label of a day's screens; past it the cache starts again. */
const MAX_REMEMBERED = 2_000;
let watchingFonts = false;

/**
 * The widths in pixels of labels as an SVG draws them with a class (its font size, numerals and
 * the page's font, loaded or not yet): measured in a hidden SVG that is removed straight after, and
 * remembered until web fonts finish loading (then labels are measured again).
 */
export function textWidths(texts: readonly string[], className: string): number[] {
  if (typeof document === 'undefined' || texts.length === 0) return texts.map((text) => text.length * 7);
  if (!watchingFonts) {
    watchingFonts = true;
    document.fonts?.addEventListener('loadingdone', () => measured.clear());
  }
  const key = (text: string) => `${className}\u0000${text}`;
  const unknown = texts.filter((text) => !measured.has(key(text)));
  if (unknown.length) {
    if (measured.size + unknown.length > MAX_REMEMBERED) measured.clear();
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('aria-hidden', 'true');
    svg.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden';
    const probe = document.createElementNS(SVG, 'text');
    probe.setAttribute('class', className);
    svg.append(probe);
    document.body.append(svg);
    for (const text of unknown) {
      probe.textContent = text;
      measured.set(key(text), probe.getComputedTextLength());
    }
    svg.remove();
  }
  return texts.map((text) => measured.get(key(text))!);
}
