import { PDFDocument } from 'pdf-lib';
import UTIF from 'utif2';
import type { ScanType } from '../../src/domain/accounting/documents';

/** How many pages a scan holds, read by the library that will draw it; null when it cannot be read. */
export async function scanPages(bytes: Uint8Array, type: ScanType): Promise<number | null> {
  try {
    if (type === 'application/pdf') return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount() || null;
    const images = UTIF.decode(bytes.slice().buffer).filter((ifd) => ifd.t256 && ifd.t257);
    return images.length || null;
  } catch {
    return null;
  }
}
