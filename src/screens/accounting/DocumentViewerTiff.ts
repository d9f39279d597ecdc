import type * as UtifModule from 'utif2';
import type { PagedDocument, PagedPage } from './DocumentViewerPdf';

type Utif = typeof UtifModule;
let library: Promise<Utif> | null = null;

/** utif2, loaded the first time a scan is drawn: a chunk of its own, like pdf.js. */
function utif(): Promise<Utif> {
  library ??= import('utif2').then((m) => ((m as { default?: Utif }).default ?? m) as Utif);
  return library;
}

/** One image of a TIFF, decoded when first drawn into a canvas of its own size. */
function tiffPage(UTIF: Utif, buffer: ArrayBuffer, ifd: ReturnType<Utif['decode']>[number]): PagedPage {
  let image: HTMLCanvasElement | null = null;
  const width = Number(ifd.t256 && (ifd.t256 as number[])[0]);
  const height = Number(ifd.t257 && (ifd.t257 as number[])[0]);
  const decoded = () => {
    if (image) return image;
    UTIF.decodeImage(buffer, ifd);
    image = document.createElement('canvas');
    image.width = ifd.width;
    image.height = ifd.height;
    image.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(UTIF.toRGBA8(ifd)), ifd.width, ifd.height), 0, 0);
    return image;
  };
  return {
    rotate: 0,
    getViewport: ({ scale, rotation }) => (rotation % 180 ? { width: height * scale, height: width * scale, scale, rotation } : { width: width * scale, height: height * scale, scale, rotation }),
    render: ({ canvas, viewport, transform }) => {
      // The viewport is the one getViewport answered, which carries its scale and turn.
      const { scale, rotation } = viewport as unknown as { scale: number; rotation: number };
      const context = canvas.getContext('2d')!;
      context.setTransform(...((transform ?? [1, 0, 0, 1, 0, 0]) as [number, number, number, number, number, number]));
      context.fillStyle = '#fff';
      context.fillRect(0, 0, viewport.width, viewport.height);
      context.translate(viewport.width / 2, viewport.height / 2);
      context.rotate((rotation * Math.PI) / 180);
      context.imageSmoothingQuality = 'high';
      context.drawImage(decoded(), (-width * scale) / 2, (-height * scale) / 2, width * scale, height * scale);
      return { promise: Promise.resolve(), cancel: () => undefined };
    },
  };
}

/** Opens a TIFF's bytes: each of its images a page, decoded only when drawn. */
export async function openTiff(bytes: Uint8Array): Promise<PagedDocument> {
  const UTIF = await utif();
  const buffer = bytes.slice().buffer;
  const pages = UTIF.decode(buffer)
    .filter((ifd) => ifd.t256 && ifd.t257)
    .map((ifd) => tiffPage(UTIF, buffer, ifd));
  if (!pages.length) throw new Error('The scan holds no image.');
  return { numPages: pages.length, getPage: async (n) => pages[n - 1]!, destroy: async () => undefined };
}

/** A TIFF's pages as PNG images, for the browser to print. */
export async function tiffPagesAsPng(bytes: Uint8Array): Promise<Blob[]> {
  const tiff = await openTiff(bytes);
  return Promise.all(
    Array.from({ length: tiff.numPages }, async (_, i) => {
      const page = await tiff.getPage(i + 1);
      const viewport = page.getViewport({ scale: 1, rotation: 0 });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      await page.render({ canvas, viewport }).promise;
      return new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The page could not be printed.'))), 'image/png'));
    }),
  );
}
