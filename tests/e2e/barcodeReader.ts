import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | null = null;

/** zxing-wasm's reader, its WebAssembly read from node_modules (never fetched from a CDN). */
function reader() {
  ready ??= prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
    fireImmediately: true,
  });
  return ready;
}

/** pdf.js's decoded image: 1 grey, 3 RGB or 4 RGBA bytes a pixel, turned into RGBA for the reader. */
function rgba(image: { width: number; height: number; data: Uint8Array | Uint8ClampedArray }): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const channels = image.data.length / pixels;
  const out = new Uint8ClampedArray(pixels * 4);
  for (let p = 0; p < pixels; p++) {
    for (let c = 0; c < 3; c++) out[p * 4 + c] = image.data[p * channels + (channels === 1 ? 0 : c)]!;
    out[p * 4 + 3] = 255;
  }
  return out;
}

/**
 * The Code 128 barcodes a PDF holds, in the order its pages draw them: each image the pages paint is taken
 * out of the PDF as pdf.js decodes it and read by ZXing; an image that holds no barcode reads as ''.
 */
export async function code128InPdf(bytes: Uint8Array): Promise<string[]> {
  await reader();
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const found: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const operators = await page.getOperatorList();
    for (let i = 0; i < operators.fnArray.length; i++) {
      if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
      const name = (operators.argsArray[i] as [string])[0];
      const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) => page.objs.get(name, resolve));
      const imageData = { data: rgba(image), width: image.width, height: image.height, colorSpace: 'srgb' } as ImageData;
      const [barcode] = await readBarcodes(imageData, { formats: ['Code128'], tryHarder: true });
      found.push(barcode?.text ?? '');
    }
  }
  await pdf.destroy();
  return found;
}
