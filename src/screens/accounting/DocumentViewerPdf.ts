import type * as PdfJs from 'pdfjs-dist';

/** What the viewer needs of a page: its size turned and scaled, and drawn on a canvas (pdf.js's, or a TIFF's image). */
export interface PagedPage {
  rotate: number;
  getViewport(params: { scale: number; rotation: number }): { width: number; height: number };
  render(params: { canvas: HTMLCanvasElement; viewport: { width: number; height: number }; transform?: number[] }): { promise: Promise<void>; cancel: () => void };
}

/** A document of pages: a PDF opened by pdf.js or a TIFF by utif2. */
export interface PagedDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PagedPage>;
  destroy(): Promise<void>;
}

let library: Promise<typeof PdfJs> | null = null;

/**
 * pdf.js and its worker (built by Vite as a worker of its own), loaded the first time a document is
 * drawn: they travel in a chunk of their own, so no route but the viewer's pays for them.
 */
function pdfjs(): Promise<typeof PdfJs> {
  library ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?worker')]).then(([pdf, { default: PdfWorker }]) => {
    pdf.GlobalWorkerOptions.workerPort = new PdfWorker();
    return pdf;
  });
  return library;
}

/** Opens a PDF's bytes (a copy goes to the worker, so the caller's stay usable). */
export async function openPdf(bytes: Uint8Array): Promise<PagedDocument> {
  const library = await pdfjs();
  const pdf = await library.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  return {
    numPages: pdf.numPages,
    destroy: () => pdf.destroy(),
    getPage: async (pageNumber) => {
      const page = await pdf.getPage(pageNumber);
      return {
        rotate: page.rotate,
        getViewport: (params) => page.getViewport(params),
        // The viewport is the one getViewport answered.
        render: ({ canvas, viewport, transform }) => page.render({ canvas, viewport: viewport as PdfJs.PageViewport, ...(transform ? { transform } : {}) }),
      };
    },
  };
}

/** A drawing that was overtaken (a new zoom, another page) rather than one that failed. */
export const isCancelled = (error: unknown) => error instanceof Error && error.name === 'RenderingCancelledException';
