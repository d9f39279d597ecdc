import { labelFootnote, templateGeometry, type LabelTemplate, type ShelfLabel } from './shelfLabels';

/**
 * ZPL for Zebra thermal printers: one ^XA…^XZ format a label, sized in dots at 203 dpi, its copies by ^PQ. The
 * layout is drawn for the 2 × 1 in label and scaled for the larger ones.
 */

/** A Code 128 symbol's width in modules (subset B): start, one character each, check character, stop. */
export const code128Modules = (text: string) => 11 * (text.length + 2) + 13;
/** Code 128 wants ten modules of blank on each side of the bars. */
const QUIET_MODULES = 10;
const BASE_WIDTH = 406;

/** Text for ^FD: ^ and ~ would be read as commands, so a field holding them is hex-escaped (^FH, _ as the marker). */
function field(text: string): string {
  const printable = text.replace(/[^\x20-\x7E]/g, '?');
  if (!/[\^~_]/.test(printable)) return `^FD${printable}^FS`;
  return `^FH^FD${printable.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`)}^FS`;
}

/** The label's text cut to the characters a line holds at this font width. */
const cut = (text: string, dots: number, fontWidth: number) => {
  const fits = Math.floor(dots / (fontWidth * 0.55));
  return text.length <= fits ? text : `${text.slice(0, Math.max(1, fits - 3))}...`;
};

/** One label's format. */
export function zplLabel(label: ShelfLabel, template: LabelTemplate, copies: number): string {
  const dots = templateGeometry(template).dots;
  if (!dots) throw new Error(`${template} is not a thermal label`);
  const s = dots.width / BASE_WIDTH;
  const at = (n: number) => Math.round(n * s);
  const margin = at(16);
  const usable = dots.width - 2 * margin;
  const font = (size: number) => `^A0N,${at(size)},${at(size)}`;
  const module = Math.max(1, Math.min(at(3), Math.floor(dots.width / (code128Modules(label.partNo) + 2 * QUIET_MODULES))));
  const barsX = Math.max(margin, QUIET_MODULES * module);
  const footnote = labelFootnote(label);
  return [
    '^XA',
    `^PW${dots.width}`,
    `^LL${dots.height}`,
    '^CI0',
    `^FO${margin},${at(8)}${font(34)}${field(cut(label.partNo, usable, at(34)))}`,
    `^FO${margin},${at(44)}${font(18)}${field(cut(label.description, usable, at(18)))}`,
    `^FO${barsX},${at(66)}^BY${module}^BCN,${at(66)},N,N,N${field(label.partNo)}`,
    `^FO${margin},${at(140)}${font(30)}${field(cut(label.bin ? `Bin ${label.bin}` : 'No bin', usable, at(30)))}`,
    ...(footnote ? [`^FO${margin},${at(176)}${font(18)}${field(cut(footnote, usable, at(18)))}`] : []),
    `^PQ${copies},0,1,Y`,
    '^XZ',
  ].join('\n');
}

/** A whole print job: each label's format in order. */
export function zplLabels(labels: readonly ShelfLabel[], template: LabelTemplate, copies: number): string {
  return `${labels.map((l) => zplLabel(l, template, copies)).join('\n')}\n`;
}
