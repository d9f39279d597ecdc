import { Hono } from 'hono';
import { pageCount, shelfLabelRequestSchema, templateGeometry, type ShelfLabel, type ShelfLabelRequest, type ShelfLabelSheet } from '../../../src/domain/parts/shelfLabels';
import { zplLabels } from '../../../src/domain/parts/shelfLabelsZpl';
import { actorOf, audit } from '../../audit';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { shelfLabelsPdf } from '../../documents/shelfLabelsPdf';
import { badRequest, readJson, type AppContext, type AppEnv } from '../../http';
import { contentDisposition, pdfAnswer } from '../files';
import { shelfLabelsOf } from './shelfLabelsData';

/** The request read and checked (400 naming the field, 403 for a branch not the user's), and its labels. */
async function labelsFor(c: AppContext, format?: 'PDF' | 'ZPL'): Promise<{ request: ShelfLabelRequest; sheet: ShelfLabelSheet }> {
  const request = await readJson(c, shelfLabelRequestSchema);
  if (format === 'ZPL' && !templateGeometry(request.template).dots) badRequest([{ field: 'template', message: 'ZPL prints on the thermal labels: choose 2 × 1 in or 4 × 2 in.' }]);
  branchScope(c, [request.brnId]);
  const { labels, notFound } = await shelfLabelsOf(c.var.deps.db, request);
  const labelCount = labels.length * request.copies;
  return { request, sheet: { labels, notFound, copies: request.copies, template: request.template, labelCount, pages: pageCount(request.template, labelCount) } };
}

/** A print is audited: who, which selection and stock, how many labels, and the part numbers printed. */
async function auditPrint(c: AppContext, format: 'PDF' | 'ZPL', request: ShelfLabelRequest, sheet: ShelfLabelSheet) {
  const { partNumbers, ...selection } = request;
  await audit(c.var.deps.db, {
    ...actorOf(c),
    action: 'shelf-labels.print',
    entity: 'shelf_labels',
    entityId: request.brnId,
    after: { format, ...selection, pasted: partNumbers ? partNumbers.length : 0, labelCount: sheet.labelCount, partNos: sheet.labels.map((l: ShelfLabel) => l.partNo) },
  });
}

function refuseEmpty(sheet: ShelfLabelSheet) {
  if (!sheet.labels.length) badRequest([{ field: 'kind', message: 'This selection has no parts to label.' }]);
}

const fileName = (request: ShelfLabelRequest, extension: string) => `shelf-labels-${request.brnId}-${request.template}.${extension}`;

/**
 * Shelf labels (/shelflabelparts): the labels of a bin range, the receiving batch or a pasted list at one of the
 * user's branches, previewed, then printed as a PDF (office sheet or thermal pages) or as ZPL for a Zebra printer.
 */
export const shelfLabelRoutes = new Hono<AppEnv>()
  .post('/parts/shelf-labels/preview', guard('POST /parts/shelf-labels/preview'), async (c) => c.json((await labelsFor(c)).sheet))
  .post('/parts/shelf-labels/pdf', guard('POST /parts/shelf-labels/pdf'), async (c) => {
    const { request, sheet } = await labelsFor(c, 'PDF');
    refuseEmpty(sheet);
    const pdf = await shelfLabelsPdf(sheet.labels, request.template, request.copies);
    await auditPrint(c, 'PDF', request, sheet);
    return pdfAnswer(c, pdf, fileName(request, 'pdf'));
  })
  .post('/parts/shelf-labels/zpl', guard('POST /parts/shelf-labels/zpl'), async (c) => {
    const { request, sheet } = await labelsFor(c, 'ZPL');
    refuseEmpty(sheet);
    const zpl = zplLabels(sheet.labels, request.template, request.copies);
    await auditPrint(c, 'ZPL', request, sheet);
    return c.body(zpl, 200, {
      'content-type': 'application/zpl; charset=us-ascii',
      'content-disposition': contentDisposition('attachment', fileName(request, 'zpl')),
      'cache-control': 'private, no-store',
    });
  });
