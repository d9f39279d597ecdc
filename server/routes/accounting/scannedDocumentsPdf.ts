import { crc32, deflateSync } from 'node:zlib';
import { degrees, PDFDocument } from 'pdf-lib';
import UTIF from 'utif2';
import type { ScannedUploadType } from '../../../src/domain/accounting/scannedDocuments';
import type { PageRange } from '../../../src/domain/accounting/scannedDocumentsRules';

/** A PNG of RGBA pixels (filter 0 on every row): what pdf-lib embeds from a TIFF's page. */
function png(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())]);
}

/** The images of a TIFF as PNGs, a page each. */
function tiffPages(bytes: Uint8Array): Uint8Array[] {
  const buffer = bytes.slice().buffer;
  return UTIF.decode(buffer)
    .filter((ifd) => ifd.t256 && ifd.t257)
    .map((ifd) => {
      UTIF.decodeImage(buffer, ifd);
      return png(ifd.width, ifd.height, UTIF.toRGBA8(ifd));
    });
}

/**
 * A scan as a PDF, whatever it arrived as (a PDF, a TIFF of one page or many, a photo), so every page turns and
 * splits alike and the viewer shows it as it is kept; null when it cannot be read.
 */
export async function scanAsPdf(bytes: Uint8Array, type: ScannedUploadType): Promise<{ pdf: Uint8Array; pages: number } | null> {
  try {
    if (type === 'application/pdf') {
      const pages = (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
      return pages ? { pdf: bytes, pages } : null;
    }
    const pdf = await PDFDocument.create();
    const images = type === 'image/tiff' ? tiffPages(bytes) : [bytes];
    for (const image of images) {
      const embedded = type === 'image/jpeg' ? await pdf.embedJpg(image) : await pdf.embedPng(image);
      pdf.addPage([embedded.width, embedded.height]).drawImage(embedded, { x: 0, y: 0, width: embedded.width, height: embedded.height });
    }
    return images.length ? { pdf: await pdf.save(), pages: images.length } : null;
  } catch {
    return null;
  }
}

/** The PDF with one page (counted from 1) or every page turned clockwise, kept so it shows upright everywhere. */
export async function rotatedPdf(bytes: Uint8Array, page: number | null, by: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const pages = pdf.getPages();
  for (const [i, p] of pages.entries()) if (page === null || page === i + 1) p.setRotation(degrees((p.getRotation().angle + by) % 360));
  return pdf.save();
}

/** A new PDF for each range of pages. */
export async function splitPdf(bytes: Uint8Array, ranges: PageRange[]): Promise<Uint8Array[]> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  return Promise.all(
    ranges.map(async ({ from, to }) => {
      const part = await PDFDocument.create();
      const pages = await part.copyPages(source, Array.from({ length: to - from + 1 }, (_, i) => from - 1 + i));
      for (const p of pages) part.addPage(p);
      return part.save();
    }),
  );
}

/** The text of a PDF's first page, when it has any (a scan of paper has none): what the suggestion reads. */
export async function firstPageText(pdf: Uint8Array): Promise<string> {
  try {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: pdf.slice(), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
    try {
      const content = await (await document.getPage(1)).getTextContent();
      return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    } finally {
      await document.destroy();
    }
  } catch {
    return '';
  }
}
