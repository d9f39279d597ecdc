import * as z from 'zod/mini';
import { formatMoney2 } from '../format';

/**
 * Shelf labels (/shelflabelparts): which parts a request labels, on which label stock, and what each label says.
 * The server reads the parts, the screen previews them, and the PDF and ZPL print them from the same labels.
 */

/** The label stocks: two thermal rolls (one label a page) and a 30-up letter sheet for office printers. */
export const LABEL_TEMPLATES = ['thermal-2x1', 'thermal-4x2', 'avery-5160'] as const;
export type LabelTemplate = (typeof LABEL_TEMPLATES)[number];

export const TEMPLATE_NAMES: Record<LabelTemplate, string> = {
  'thermal-2x1': '2 × 1 in thermal',
  'thermal-4x2': '4 × 2 in thermal',
  'avery-5160': '30-up letter sheet (Avery 5160)',
};

/** Where a request's parts come from: a bin range, the receiving area, or a list staff paste. */
export const SELECTION_KINDS = ['bins', 'receiving', 'list'] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];

export const SELECTION_NAMES: Record<SelectionKind, string> = { bins: 'Bin range', receiving: 'Receiving batch (RECV)', list: 'Pasted part numbers' };

/** The receiving area's bin: parts received and not yet put away are "the receiving batch". */
export const RECEIVING_BIN = 'RECV';
/** Labels one request may print (copies counted): a bigger job is split by bin range. */
export const MAX_LABELS = 2000;
export const MAX_COPIES = 10;
/** Labels the preview shows at a time: a 2,000-label job pages instead of drawing every barcode. */
export const PREVIEW_PAGE_SIZE = 30;
/** Saved selections: one preference per user (GET/POST /api/user/preference). */
export const SAVED_SELECTIONS_KEY = 'shelfLabels.selections';
export const MAX_SAVED_SELECTIONS = 20;

const POINTS_PER_INCH = 72;
const DOTS_PER_INCH = 203;

export interface LabelSlot {
  /** Points from the page's left and bottom edges, as PDFs measure. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TemplateGeometry {
  /** The page in points: a thermal label is its own page, the sheet is US letter. */
  page: { width: number; height: number };
  /** The label positions on each page, left to right then top to bottom. */
  slots: LabelSlot[];
  /** A thermal label's size in printer dots at 203 dpi (ZPL); null for the office sheet. */
  dots: { width: number; height: number } | null;
}

const inches = (n: number) => n * POINTS_PER_INCH;

function thermal(widthIn: number, heightIn: number): TemplateGeometry {
  const width = inches(widthIn);
  const height = inches(heightIn);
  return { page: { width, height }, slots: [{ x: 0, y: 0, width, height }], dots: { width: widthIn * DOTS_PER_INCH, height: heightIn * DOTS_PER_INCH } };
}

/** Avery 5160: 2⅝ × 1 in labels, 3 across and 10 down, a ½ in top margin, 3⁄16 in left margin, columns 2¾ in apart. */
function avery5160(): TemplateGeometry {
  const page = { width: inches(8.5), height: inches(11) };
  const slots: LabelSlot[] = [];
  for (let row = 0; row < 10; row++) {
    for (let column = 0; column < 3; column++) {
      slots.push({ x: inches(0.1875 + column * 2.75), y: page.height - inches(0.5 + (row + 1) * 1), width: inches(2.625), height: inches(1) });
    }
  }
  return { page, slots, dots: null };
}

export function templateGeometry(template: LabelTemplate): TemplateGeometry {
  if (template === 'thermal-2x1') return thermal(2, 1);
  if (template === 'thermal-4x2') return thermal(4, 2);
  return avery5160();
}

/** Pages a print of this many labels takes. */
export const pageCount = (template: LabelTemplate, labels: number) => Math.ceil(labels / templateGeometry(template).slots.length);

/**
 * The numbers of a pasted list, as staff paste them: one a line, or separated by commas, semicolons, tabs or
 * spaces; a word of two to six letters before a number on its line is its vendor prefix ("DD A4720900051") and
 * stays with it, for the part-number rule to read. Repeats are read once, in the order first pasted.
 */
export function pastedPartNumbers(text: string): string[] {
  const numbers: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const words = line.split(/[\s,;]+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const next = words[i + 1];
      if (/^[A-Za-z]{2,6}$/.test(word) && next && /\d/.test(next)) {
        numbers.push(`${word} ${next}`);
        i++;
      } else numbers.push(word);
    }
  }
  return [...new Set(numbers)];
}

/** One label as it prints: the current number, what it replaced, the bin and the options asked for. */
export interface ShelfLabel {
  partNo: string;
  /** The old number the selection named, when the part was superseded; the label says it replaced it. */
  replaces: string | null;
  description: string;
  /** The part's bin at the branch ('' when it has none). */
  bin: string;
  /** List price, numeric(14,2) text, when the request asked for prices. */
  price: string | null;
  /** Min and max at the branch, when asked for. */
  minQty: number | null;
  maxQty: number | null;
}

/** What a request labels: its distinct labels, the pasted numbers found nowhere, and the count with copies. */
export interface ShelfLabelSheet {
  labels: ShelfLabel[];
  notFound: string[];
  copies: number;
  template: LabelTemplate;
  /** labels × copies: what prints. */
  labelCount: number;
  pages: number;
}

/** The words under a label's bin: what it replaced, its price and its stocking levels, as asked. */
export function labelFootnote(label: ShelfLabel): string {
  return [
    label.replaces ? `Replaces ${label.replaces}` : null,
    label.price === null ? null : formatMoney2(label.price),
    label.minQty === null ? null : `Min ${label.minQty} Max ${label.maxQty ?? 0}`,
  ]
    .filter(Boolean)
    .join('  ');
}

const binText = z.string({ error: 'Enter the bin.' }).check(z.trim(), z.toUpperCase(), z.maxLength(20, 'A bin is 20 characters at most.'));

/** A print request: the branch, what to label, the stock, copies and options. The screen saves it by name too. */
export const shelfLabelRequestSchema = z
  .object({
    brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
    kind: z.enum(SELECTION_KINDS, { error: 'Choose a bin range, the receiving batch or a pasted list.' }),
    binFrom: z._default(z.optional(binText), ''),
    binTo: z._default(z.optional(binText), ''),
    partNumbers: z._default(z.optional(z.string().check(z.maxLength(60_000, 'The pasted list is too long: paste 2,000 numbers at most.'))), ''),
    template: z.enum(LABEL_TEMPLATES, { error: 'Choose the label size.' }),
    copies: z.int('Enter the copies as a whole number.').check(z.minimum(1, 'Print at least 1 copy.'), z.maximum(MAX_COPIES, `Print ${MAX_COPIES} copies at most.`)),
    price: z._default(z.optional(z.boolean()), false),
    minMax: z._default(z.optional(z.boolean()), false),
  })
  .check(
    z.refine((r) => r.kind !== 'bins' || r.binFrom.length > 0, { path: ['binFrom'], error: 'Enter the first bin of the range.' }),
    z.refine((r) => r.kind !== 'bins' || r.binTo.length > 0, { path: ['binTo'], error: 'Enter the last bin of the range.' }),
    z.refine((r) => r.kind !== 'bins' || !r.binFrom || !r.binTo || r.binFrom <= r.binTo, { path: ['binTo'], error: 'The last bin comes before the first: swap them.' }),
    z.refine((r) => r.kind !== 'list' || pastedPartNumbers(r.partNumbers).length > 0, { path: ['partNumbers'], error: 'Paste at least one part number.' }),
    z.refine((r) => r.kind !== 'list' || pastedPartNumbers(r.partNumbers).length <= MAX_LABELS, {
      path: ['partNumbers'],
      error: `Paste ${MAX_LABELS.toLocaleString('en-US')} part numbers at most.`,
    }),
  );
export type ShelfLabelRequest = z.output<typeof shelfLabelRequestSchema>;
export type ShelfLabelRequestInput = z.input<typeof shelfLabelRequestSchema>;

/** The refusal of a request that would print more than MAX_LABELS labels. */
export function labelLimitRefusal(labels: number, copies: number): string | null {
  const total = labels * copies;
  if (total <= MAX_LABELS) return null;
  const format = (n: number) => n.toLocaleString('en-US');
  return `This would print ${format(total)} labels (${format(labels)} parts × ${copies}); one print is ${format(MAX_LABELS)} at most: narrow the bin range or print fewer copies.`;
}

/** A selection saved under a name for the user to reload. */
export interface SavedSelection {
  name: string;
  request: ShelfLabelRequest;
}
