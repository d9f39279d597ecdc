const SVG = 'http://www.w3.org/2000/svg';

/**
 * The widths in pixels of labels as an SVG draws them with a class (its font size, numerals and
 * the page's font, loaded or not yet): measured in a hidden SVG that is removed straight after.
 */
export function textWidths(texts: readonly string[], className: string): number[] {
  if (typeof document === 'undefined' || texts.length === 0) return texts.map((text) => text.length * 7);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden';
  const probe = document.createElementNS(SVG, 'text');
  probe.setAttribute('class', className);
  svg.append(probe);
  document.body.append(svg);
  const widths = texts.map((text) => {
    probe.textContent = text;
    return probe.getComputedTextLength();
  });
  svg.remove();
  return widths;
}
