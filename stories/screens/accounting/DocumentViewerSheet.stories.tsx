import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { openPdf, type PagedDocument } from '../../../src/screens/accounting/DocumentViewerPdf';
import { DocumentViewerSheet } from '../../../src/screens/accounting/DocumentViewerSheet';
import { pdfBytes } from './documentViewerData';

const meta = {
  title: 'Screens/Accounting/DocumentViewerSheet',
  component: DocumentViewerSheet,
  args: { pdf: undefined as unknown as PagedDocument, pageNumber: 1, size: { fitWidth: 420 }, rotation: 0, label: 'Parts invoice 3000123, page 1' },
  loaders: [async () => ({ pdf: await openPdf(await pdfBytes('invoice')) })],
  render: (args, { loaded }) => <DocumentViewerSheet {...args} pdf={loaded.pdf as PagedDocument} />,
} satisfies Meta<typeof DocumentViewerSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = async (canvasElement: HTMLElement, name: string) => {
  const sheet = within(canvasElement).getByRole('img', { name });
  await waitFor(() => expect(sheet).toHaveAttribute('data-state', 'drawn'), { timeout: 10_000 });
  return sheet.getBoundingClientRect();
};

/** Fitted to a width: Letter's 8.5 × 11 in proportion. */
export const FitWidth: Story = {
  play: async ({ canvasElement }) => {
    const box = await drawn(canvasElement, 'Parts invoice 3000123, page 1');
    await expect(Math.round(box.width)).toBe(420);
    await expect(Math.round(box.height)).toBe(Math.floor((420 * 11) / 8.5));
  },
};

/** At a zoom: 612 points at 50%. */
export const Scaled: Story = {
  args: { size: { scale: 0.5 } },
  play: async ({ canvasElement }) => {
    await expect(Math.round((await drawn(canvasElement, 'Parts invoice 3000123, page 1')).width)).toBe(306);
  },
};

/** A quarter turn: wider than tall. */
export const Rotated: Story = {
  args: { rotation: 1, size: { scale: 0.5 } },
  play: async ({ canvasElement }) => {
    const box = await drawn(canvasElement, 'Parts invoice 3000123, page 1');
    await expect(Math.round(box.width)).toBe(396);
    await expect(Math.round(box.height)).toBe(306);
  },
};

/** A page the document does not have: said, never a blank. */
export const Failed: Story = {
  args: { pageNumber: 9, label: 'Parts invoice 3000123, page 9' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Parts invoice 3000123, page 9 could not be drawn' })).toHaveAttribute('data-state', 'failed');
  },
};
