import type { PDFDocumentProxy } from 'pdfjs-dist';
import type * as PdfJs from 'pdfjs-dist';

export type PdfDocument = PDFDocumentProxy;

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
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const pdf = await pdfjs();
  return pdf.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}

/** A drawing that was overtaken (a new zoom, another page) rather than one that failed. */
export const isCancelled = (error: unknown) => error instanceof Error && error.name === 'RenderingCancelledException';
