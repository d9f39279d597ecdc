import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate } from '../../src/domain/format';
import { COMPANY_NAME } from '../../src/domain/portal';

/** A column of a form's lines: its share of the width and how its text aligns. */
export interface FormColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A dealer's printed form, as Excede prints it at the counter: the branch's letterhead, the form's name,
 * number and facts, who it is for, its lines (over as many pages as they take, the header repeated) and
 * its totals.
 */
export interface PrintedForm {
  /** 'Parts invoice', 'Deposit slip' … */
  title: string;
  number: string;
  branch: { code: string; name: string; state: string | null };
  /** Beside the title: date, terms, writer … */
  facts: readonly (readonly [string, string])[];
  /** Who it is for ('Sold to', 'Received from') and the lines of that block. */
  party: { heading: string; lines: readonly string[] } | null;
  columns: readonly FormColumn[];
  rows: readonly (readonly string[])[];
  totals: readonly (readonly [string, string])[];
  /** Under the totals: terms, a signature line, what the form is. */
  note?: string;
  /** When it was printed: the footer says so. */
  printedAt: Date;
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 40;
const ROW = 15;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.75, 0.77, 0.8);
const BAND = rgb(0.93, 0.95, 0.97);

/** Helvetica speaks WinAnsi: anything else prints as '?', never an error. */
export const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** The text cut to `width` points, with an ellipsis when it did not fit. */
export function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let t = printable(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes text at a point; right-aligned text ends at x. */
function write(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, options: { align?: 'left' | 'right'; width?: number; color?: typeof INK } = {}) {
  const t = options.width === undefined ? printable(text) : fitted(text, font, size, options.width);
  const left = options.align === 'right' ? x - font.widthOfTextAtSize(t, size) : x;
  page.drawText(t, { x: left, y, font, size, color: options.color ?? INK });
}

/** The letterhead, the title block and the party: the top of the first page; returns where the lines start. */
function drawHead(page: PDFPage, form: PrintedForm, fonts: Fonts): number {
  const top = PAGE.height - MARGIN;
  const right = PAGE.width - MARGIN;
  write(page, COMPANY_NAME, MARGIN, top - 16, fonts.bold, 16);
  write(page, `Branch ${form.branch.code} - ${form.branch.name}${form.branch.state ? `, ${form.branch.state}` : ''}`, MARGIN, top - 32, fonts.regular, 10, { color: MUTED });
  write(page, form.title.toUpperCase(), right, top - 16, fonts.bold, 16, { align: 'right' });
  write(page, `No. ${form.number}`, right, top - 32, fonts.bold, 11, { align: 'right' });
  let y = top - 48;
  for (const [label, value] of form.facts) {
    write(page, label, right - 150, y, fonts.regular, 9, { color: MUTED });
    write(page, value, right, y, fonts.regular, 9, { align: 'right', width: 90 });
    y -= 12;
  }
  let left = top - 56;
  if (form.party) {
    write(page, form.party.heading.toUpperCase(), MARGIN, left, fonts.bold, 8, { color: MUTED });
    left -= 13;
    for (const line of form.party.lines) {
      write(page, line, MARGIN, left, fonts.regular, 10, { width: 300 });
      left -= 13;
    }
  }
  return Math.min(y, left) - 14;
}

/** The lines' header band at y; returns the x of each column's left edge. */
function drawColumnHeads(page: PDFPage, columns: readonly FormColumn[], y: number, fonts: Fonts): number[] {
  const width = PAGE.width - 2 * MARGIN;
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const edges: number[] = [];
  let x = MARGIN;
  for (const c of columns) {
    edges.push(x);
    x += (c.width / total) * width;
  }
  edges.push(MARGIN + width);
  page.drawRectangle({ x: MARGIN, y: y - 4, width, height: ROW, color: BAND });
  columns.forEach((c, i) => cell(page, c.header, c, edges, i, y, fonts.bold, 8.5));
  return edges;
}

function cell(page: PDFPage, text: string, column: FormColumn, edges: readonly number[], i: number, y: number, font: PDFFont, size: number) {
  const width = edges[i + 1]! - edges[i]! - 8;
  if (column.align === 'right') write(page, text, edges[i + 1]! - 4, y, font, size, { align: 'right', width });
  else write(page, text, edges[i]! + 4, y, font, size, { width });
}

/** Prints a form as a PDF of as many Letter pages as its lines need. */
export async function printForm(form: PrintedForm): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${form.title} ${form.number}`);
  pdf.setAuthor(COMPANY_NAME);
  pdf.setCreator('Staff Portal');
  pdf.setProducer('Staff Portal');
  pdf.setCreationDate(form.printedAt);
  pdf.setModificationDate(form.printedAt);
  const fonts: Fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const bottom = MARGIN + 30;

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = drawHead(page, form, fonts);
  let edges = drawColumnHeads(page, form.columns, y, fonts);
  y -= ROW + 2;
  const nextPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    write(page, `${form.title} ${form.number} (continued)`, MARGIN, PAGE.height - MARGIN - 12, fonts.bold, 11);
    y = PAGE.height - MARGIN - 36;
    edges = drawColumnHeads(page, form.columns, y, fonts);
    y -= ROW + 2;
  };
  for (const row of form.rows) {
    if (y < bottom) nextPage();
    form.columns.forEach((c, i) => cell(page, row[i] ?? '', c, edges, i, y, fonts.regular, 9));
    y -= ROW - 2;
  }
  const foot = form.totals.length * ROW + (form.note ? 3 * ROW : 0) + 10;
  if (y - foot < bottom) nextPage();
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: PAGE.width - MARGIN, y: y + 8 }, thickness: 0.75, color: RULE });
  y -= 6;
  form.totals.forEach(([label, value], i) => {
    const last = i === form.totals.length - 1;
    const font = last ? fonts.bold : fonts.regular;
    write(page, label, PAGE.width - MARGIN - 120, y, font, last ? 11 : 9.5, { align: 'right' });
    write(page, value, PAGE.width - MARGIN - 4, y, font, last ? 11 : 9.5, { align: 'right' });
    y -= ROW;
  });
  if (form.note) write(page, form.note, MARGIN, y - ROW, fonts.regular, 8.5, { color: MUTED, width: PAGE.width - 2 * MARGIN });

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    write(p, `Printed ${formatDate(form.printedAt)} from Excede by the Staff Portal`, MARGIN, MARGIN - 10, fonts.regular, 7.5, { color: MUTED });
    write(p, `Page ${i + 1} of ${pages.length}`, PAGE.width - MARGIN, MARGIN - 10, fonts.regular, 7.5, { align: 'right', color: MUTED });
  });
  return { bytes: await pdf.save(), pages: pages.length };
}
