import { describe, expect, it } from 'vitest';
import UTIF from 'utif2';
import { scannedTiff, SCAN_HEIGHT, SCAN_WIDTH } from '../../../src/demo/scannedTiff';
import { scanPages } from '../../../server/documents/scanPages';
import { sniffType } from '../../../server/storage/sniff';

describe('the demo’s scanned TIFFs', () => {
  const tiff = scannedTiff([['Deposit slip', 'Xref D101-20261112'], ['Bag receipt', 'Signed']]);

  it('are small bilevel TIFFs, one image a page, the same bytes for the same text', async () => {
    expect(sniffType(tiff)).toBe('image/tiff');
    expect(await scanPages(tiff, 'image/tiff')).toBe(2);
    expect(tiff.byteLength).toBeLessThan(20_000);
    expect(scannedTiff([['Deposit slip', 'Xref D101-20261112'], ['Bag receipt', 'Signed']])).toEqual(tiff);
  });

  it('decode to white pages with the text in black', () => {
    const [first] = UTIF.decode(tiff.slice().buffer);
    UTIF.decodeImage(tiff.slice().buffer, first!);
    expect([first!.width, first!.height]).toEqual([SCAN_WIDTH, SCAN_HEIGHT]);
    const rgba = UTIF.toRGBA8(first!);
    let ink = 0;
    for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! < 128) ink++;
    expect(ink).toBeGreaterThan(2_000);
    expect(ink).toBeLessThan((SCAN_WIDTH * SCAN_HEIGHT) / 4);
  });

  it('are told from a file that only says it is one', async () => {
    expect(await scanPages(new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), 'image/tiff')).toBeNull();
    expect(await scanPages(new TextEncoder().encode('%PDF-1.7 nothing'), 'application/pdf')).toBeNull();
  });
});
