import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShelfLabels } from '../../../src/screens/parts/ShelfLabels';
import { BRANCHES, INITIAL, MANY_LABELS, SAVED, SHELF_LABELS, sheetOf } from './shelfLabelsData';

const meta = {
  title: 'Screens/Parts/ShelfLabels',
  component: ShelfLabels,
  parameters: { layout: 'fullscreen' },
  args: {
    branches: BRANCHES,
    initial: INITIAL,
    onPreview: fn(),
    sheet: undefined,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onPdf: fn(),
    onZpl: fn(),
    printing: null,
    printError: null,
    saved: [],
    onSave: fn(),
    isSaving: false,
  },
} satisfies Meta<typeof ShelfLabels>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Preview' }));
const labels = async (canvasElement: HTMLElement) => within(await preview(canvasElement).findByRole('list', { name: 'Labels as they will print' })).getAllByRole('listitem');

/** Before a preview: the form waits, and Preview with no range says which bins are missing. */
export const EmptySelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(preview(canvasElement).getByRole('heading', { name: 'Nothing to preview yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByText('Enter the first bin of the range.')).toBeVisible();
    await expect(canvas.getByText('Enter the last bin of the range.')).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** A bin range typed in lower case is previewed upper-cased, with the size, copies and options chosen. */
export const PreviewBinRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First bin' }), 'a01-1a');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last bin' }), 'A03-6D');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Label size' }), '2 × 1 in thermal');
    const copies = canvas.getByRole('textbox', { name: 'Copies' });
    await userEvent.clear(copies);
    await userEvent.type(copies, '3');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Print the list price' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(args.onPreview).toHaveBeenCalledWith(expect.objectContaining({ brnId: '101', kind: 'bins', binFrom: 'A01-1A', binTo: 'A03-6D', template: 'thermal-2x1', copies: 3, price: true, minMax: false })),
    );
  },
};

/** The receiving batch is the RECV bin, and the screen says so; a pasted list needs a number. */
export const ReceivingAndPastedList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Receiving batch (RECV)' }));
    await expect(canvas.getByText(/parts received and not yet put away/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pasted part numbers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByText('Paste at least one part number.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Part numbers/ }), 'LF9009, FLT-LF3000{Enter}fs-1040a');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(args.onPreview).toHaveBeenCalledWith(expect.objectContaining({ kind: 'list', partNumbers: 'LF9009, FLT-LF3000\nfs-1040a' })));
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = {
  args: { error: 'The server did not answer.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(preview(canvasElement).getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The labels as they will print, a replaced number saying so; PDF sheet and ZPL print what is previewed. */
export const Populated: Story = {
  args: { sheet: sheetOf(SHELF_LABELS.map((l) => ({ ...l, price: l.price, minQty: null, maxQty: null })), { template: 'thermal-2x1', copies: 2 }) },
  play: async ({ canvasElement, args }) => {
    const region = preview(canvasElement);
    await expect(await labels(canvasElement)).toHaveLength(6);
    await expect(region.getByText('12 labels (6 parts × 2) on 2 × 1 in thermal, 12 pages')).toBeVisible();
    const replaced = within(region.getByRole('listitem', { name: 'Label FS1040' }));
    await expect(replaced.getByRole('img', { name: 'Barcode FS1040' })).toBeVisible();
    await expect(replaced.getByText('Replaces FS1040A $18.95', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'PDF sheet' }));
    await expect(args.onPdf).toHaveBeenCalled();
    await userEvent.click(region.getByRole('button', { name: 'ZPL' }));
    await expect(args.onZpl).toHaveBeenCalled();
  },
};

/** On the office sheet ZPL is not offered (Zebra printers take thermal labels), and min/max print. */
export const OfficeSheet: Story = {
  args: { sheet: sheetOf(SHELF_LABELS.map((l) => ({ ...l, price: null }))) },
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(region.getByRole('button', { name: 'ZPL' })).toBeDisabled();
    await expect(region.getByText(/choose a thermal label size for it/)).toBeVisible();
    await expect(region.getByText('6 labels (6 parts × 1) on 30-up letter sheet (Avery 5160), 1 page')).toBeVisible();
    await expect(within(region.getByRole('listitem', { name: 'Label LF9009' })).getByText('Min 4 Max 12')).toBeVisible();
  },
};

/** 2,000 labels: the preview draws a page of 30 and steps through the rest. */
export const Large: Story = {
  args: { sheet: sheetOf(MANY_LABELS) },
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(await labels(canvasElement)).toHaveLength(30);
    await expect(region.getByText('Labels 1–30 of 2,000')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(region.getByRole('button', { name: 'Next' }));
    await expect(region.getByText('Labels 31–60 of 2,000')).toBeVisible();
    await expect(region.getByRole('listitem', { name: 'Label LF1030' })).toBeVisible();
  },
};

/** Below 992 px the selection sits above the preview. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { sheet: sheetOf(SHELF_LABELS) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'What to label' });
    const region = within(canvasElement).getByRole('region', { name: 'Preview' });
    await expect(form.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A pasted list's unknown numbers are listed back as not found and skipped. */
export const NotFound: Story = {
  args: { sheet: sheetOf(SHELF_LABELS.slice(0, 2), { notFound: ['LF-99999', 'XYZ123'] }) },
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(region.getByText('Not found, skipped (2): LF-99999, XYZ123')).toBeVisible();
    await expect(await labels(canvasElement)).toHaveLength(2);
  },
};

/** Nothing in the selection was a part: no labels, and the numbers not found. */
export const NoParts: Story = {
  args: { sheet: sheetOf([], { notFound: ['NOSUCH1'] }) },
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(region.getByRole('heading', { name: 'No parts to label' })).toBeVisible();
    await expect(region.queryByRole('button', { name: 'PDF sheet' })).toBeNull();
  },
};

/** A print under way, and a refused one. */
export const Printing: Story = {
  args: { sheet: sheetOf(SHELF_LABELS, { template: 'thermal-4x2' }), printing: 'PDF', printError: 'This would print 2,010 labels (201 parts × 10); one print is 2,000 at most: narrow the bin range or print fewer copies.' },
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(region.getByRole('button', { name: 'ZPL' })).toBeDisabled();
    await expect(region.getByText(/one print is 2,000 at most/)).toBeVisible();
  },
};

/** A saved selection reloads the form; the form is saved under a name. */
export const SavedSelections: Story = {
  args: { saved: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Saved selection' }), 'Filters aisle, weekly');
    await expect(canvas.getByRole('textbox', { name: 'First bin' })).toHaveValue('A01-1A');
    await expect(canvas.getByRole('combobox', { name: 'Label size' })).toHaveValue('thermal-2x1');
    await expect(canvas.getByRole('checkbox', { name: 'Print the list price' })).toBeChecked();
    const name = canvas.getByRole('textbox', { name: 'Save as' });
    await expect(name).toHaveValue('Filters aisle, weekly');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aisle A only');
    await userEvent.click(canvas.getByRole('button', { name: 'Save selection' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: 'Aisle A only', request: expect.objectContaining({ binFrom: 'A01-1A', binTo: 'A03-6D', copies: 2 }) }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Saved selection' }), 'Receiving, Forest Park');
    await expect(canvas.getByRole('radio', { name: 'Receiving batch (RECV)' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Branch' })).toHaveValue('201');
  },
};
