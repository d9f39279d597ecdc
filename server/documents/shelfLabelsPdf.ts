import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { labelFootnote, templateGeometry, type LabelSlot, type LabelTemplate, type ShelfLabel } from '../../src/domain/parts/shelfLabels';
import { fitted } from './printedForm';

const INK = rgb(0, 0, 0);
/** The layout is drawn for a 1 in tall label (72 pt) and scaled for a taller one. */
const BASE_HEIGHT = 72;
/**
 * Pixels a module in the PNG (a short strip, drawn stretched to the bars' height: a 2,000-label sheet is made in
 * seconds), and at most how wide a module prints (0.9 pt, 12.5 mil) on the 1 in label.
 */
const SCALE = 2;
const MODULE_POINTS = 0.9;

/**
 * The part number's Code 128 as a PNG (bwip-js), white behind the bars and ten modules of quiet zone on each side,
 * so a scanner finds its edges wherever the label sits.
 */
function barcodePng(partNo: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: partNo, scale: SCALE, height: 1, includetext: false, paddingwidth: 10, paddingheight: 0, backgroundcolor: 'FFFFFF' });
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawLabel(page: PDFPage, slot: LabelSlot, label: ShelfLabel, barcode: PDFImage, fonts: Fonts) {
  const s = slot.height / BASE_HEIGHT;
  const margin = 5 * s;
  const left = slot.x + margin;
  const width = slot.width - 2 * margin;
  const top = slot.y + slot.height;
  const text = (value: string, y: number, size: number, font: PDFFont) =>
    page.drawText(fitted(value, font, size * s, width), { x: left, y: top - y * s, size: size * s, font, color: INK });
  text(label.partNo, 16, 14, fonts.bold);
  text(label.description, 24.5, 6.5, fonts.regular);
  // The image carries its quiet zone: it is drawn no wider than the label allows, never cropped.
  const modules = barcode.width / SCALE;
  const barsWidth = Math.min(slot.width - 2, modules * MODULE_POINTS * s);
  const barsHeight = 24 * s;
  page.drawImage(barcode, { x: slot.x + (slot.width - barsWidth) / 2, y: top - 53 * s, width: barsWidth, height: barsHeight });
  text(label.bin ? `Bin ${label.bin}` : 'No bin', 62, 9, fonts.bold);
  const footnote = labelFootnote(label);
  if (footnote) text(footnote, 69.5, 6, fonts.regular);
}

/** The labels as a PDF on the template's stock: each label `copies` times in a row, a thermal label a page, 30 a sheet. */
export async function shelfLabelsPdf(labels: readonly ShelfLabel[], template: LabelTemplate, copies: number): Promise<Uint8Array> {
  const geometry = templateGeometry(template);
  const doc = await PDFDocument.create();
  doc.setTitle('Shelf labels');
  doc.setCreator('Staff Portal');
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  let page: PDFPage | null = null;
  let at = 0;
  for (const label of labels) {
    const barcode = await doc.embedPng(await barcodePng(label.partNo));
    for (let copy = 0; copy < copies; copy++) {
      if (!page || at === geometry.slots.length) {
        page = doc.addPage([geometry.page.width, geometry.page.height]);
        at = 0;
      }
      drawLabel(page, geometry.slots[at]!, label, barcode, fonts);
      at++;
    }
  }
  // pdf-lib yields to the event loop every 50 objects by default; a sheet is made in one go.
  return doc.save({ objectsPerTick: Infinity });
}
