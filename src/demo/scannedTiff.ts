/**
 * A scanned page as the demo's scanners would send it: a bilevel (1 bit a pixel) TIFF, PackBits-compressed,
 * one image per page, with its lines of text drawn in a blocky 5×7 type. Small (a few kilobytes a page) and
 * the same bytes for the same text, so the demo's scans and the stories' are deterministic.
 */

/** Each glyph: 7 rows of 5 pixels, each row a base-32 digit whose bits are its pixels, left first. */
const GLYPHS: Record<string, string> = {
  '0': 'EHJLPHE', '1': '4C4444E', '2': 'EH1248V', '3': 'U11E11U', '4': '26AIV22', '5': 'VGU11HE', '6': '68GUHHE',
  '7': 'V124888', '8': 'EHHEHHE', '9': 'EHHF12C', A: 'EHHVHHH', B: 'UHHUHHU', C: 'EHGGGHE', D: 'SIHHHIS',
  E: 'VGGUGGV', F: 'VGGUGGG', G: 'EHGNHHF', H: 'HHHVHHH', I: 'E44444E', L: 'GGGGGGV', N: 'HHPLJHH',
  O: 'EHHHHHE', P: 'UHHUGGG', R: 'UHHUKIH', S: 'FGGE11U', T: 'V444444', U: 'HHHHHHE', X: 'HHA4AHH',
  Y: 'HHA4444', ' ': '0000000', '-': '000V000', '/': '122488G', '#': 'AAVAVAA', '.': '00000CC', ',': '0000C48', '$': '4FKE5U4',
};

export const SCAN_WIDTH = 640;
export const SCAN_HEIGHT = 400;
const MARGIN = 32;

/** A page's pixels, a row of bytes for each line, 1 = black (PhotometricInterpretation WhiteIsZero). */
function drawPage(lines: readonly string[]): Uint8Array[] {
  const stride = SCAN_WIDTH / 8;
  const rows = Array.from({ length: SCAN_HEIGHT }, () => new Uint8Array(stride));
  const set = (x: number, y: number) => {
    if (x >= 0 && x < SCAN_WIDTH && y >= 0 && y < SCAN_HEIGHT) rows[y]![x >> 3]! |= 0x80 >> (x & 7);
  };
  // The sheet's edge, as the scanner saw it.
  for (let x = 8; x < SCAN_WIDTH - 8; x++) [8, SCAN_HEIGHT - 9].forEach((y) => set(x, y));
  for (let y = 8; y < SCAN_HEIGHT - 8; y++) [8, SCAN_WIDTH - 9].forEach((x) => set(x, y));
  lines.forEach((line, i) => {
    const scale = i === 0 ? 5 : 4;
    const top = i === 0 ? MARGIN + 8 : MARGIN + 40 + i * 44;
    [...line.toUpperCase()].forEach((ch, n) => {
      const glyph = GLYPHS[ch] ?? GLYPHS[' ']!;
      [...glyph].forEach((digit, gy) => {
        const bits = parseInt(digit, 32);
        for (let gx = 0; gx < 5; gx++)
          if (bits & (16 >> gx))
            for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) set(MARGIN + n * 6 * scale + gx * scale + dx, top + gy * scale + dy);
      });
    });
  });
  return rows;
}

/** PackBits (TIFF compression 32773), row by row: runs of a repeated byte, or literal bytes. */
function packBits(row: Uint8Array): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < row.length) {
    let run = 1;
    while (i + run < row.length && run < 128 && row[i + run] === row[i]) run++;
    if (run > 1) {
      out.push(257 - run, row[i]!);
      i += run;
      continue;
    }
    let end = i + 1;
    while (end < row.length && end - i < 128 && !(end + 1 < row.length && row[end] === row[end + 1])) end++;
    out.push(end - i - 1, ...row.subarray(i, end));
    i = end;
  }
  return out;
}

/** A TIFF of one page for each entry, each page its lines of text (the first larger, as a heading). */
export function scannedTiff(pages: readonly (readonly string[])[]): Uint8Array {
  const strips = pages.map((lines) => drawPage(lines).flatMap(packBits));
  const TAGS = 9;
  const ifdSize = 2 + TAGS * 12 + 4;
  const ifdStarts: number[] = [];
  let offset = 8;
  for (const strip of strips) {
    ifdStarts.push(offset + strip.length + (strip.length % 2));
    offset = ifdStarts.at(-1)! + ifdSize;
  }
  const bytes = new Uint8Array(offset);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, ifdStarts[0]!, true);
  let stripAt = 8;
  strips.forEach((strip, page) => {
    bytes.set(strip, stripAt);
    let at = ifdStarts[page]!;
    view.setUint16(at, TAGS, true);
    at += 2;
    const tag = (id: number, type: 3 | 4, value: number) => {
      view.setUint16(at, id, true);
      view.setUint16(at + 2, type, true);
      view.setUint32(at + 4, 1, true);
      if (type === 3) view.setUint16(at + 8, value, true);
      else view.setUint32(at + 8, value, true);
      at += 12;
    };
    tag(256, 4, SCAN_WIDTH); // ImageWidth
    tag(257, 4, SCAN_HEIGHT); // ImageLength
    tag(258, 3, 1); // BitsPerSample
    tag(259, 3, 32773); // Compression: PackBits
    tag(262, 3, 0); // PhotometricInterpretation: WhiteIsZero
    tag(273, 4, stripAt); // StripOffsets
    tag(277, 3, 1); // SamplesPerPixel
    tag(278, 4, SCAN_HEIGHT); // RowsPerStrip
    tag(279, 4, strip.length); // StripByteCounts
    view.setUint32(at, page + 1 < strips.length ? ifdStarts[page + 1]! : 0, true);
    stripAt = ifdStarts[page]! + ifdSize;
  });
  return bytes;
}
