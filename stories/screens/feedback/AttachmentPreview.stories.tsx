import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AttachmentPreview } from '../../../src/screens/feedback/AttachmentPreview';
import { PIXEL } from './fixtures';

const meta = {
  title: 'Screens/Feedback/AttachmentPreview',
  component: AttachmentPreview,
  args: { file: { originalName: 'brake-photo.png', mimeType: 'image/png', size: 300 * 1024, url: PIXEL } },
} satisfies Meta<typeof AttachmentPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Attachment: brake-photo.png' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'brake-photo.png' })).toHaveAttribute('target', '_blank');
    await expect(canvasElement).toHaveTextContent('(300 KB)');
  },
};

/** A 40 × 30 screenshot shows at its own size, not blown up to the frame. */
const SMALL_SHOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAALElEQVR4nO3NQQkAAAgEsKtgf7CCFY2hj8H+S/WciFgsFovFYrFYLBaL/8YLmW9o+7fUrYcAAAAASUVORK5CYII=';

export const SmallImageAtItsOwnSize: Story = {
  args: { file: { originalName: 'icon.png', mimeType: 'image/png', size: 1024, url: SMALL_SHOT } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Attachment: icon.png' }) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth).toBe(40));
    const box = image.getBoundingClientRect();
    await expect(Math.round(box.width)).toBeLessThanOrEqual(42);
    await expect(Math.round(box.height)).toBeLessThanOrEqual(32);
  },
};

export const Video: Story = {
  args: { file: { originalName: 'noise.mp4', mimeType: 'video/mp4', size: 2.5 * 1024 * 1024, url: '#noise.mp4' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')).toHaveAttribute('aria-label', 'Video: noise.mp4');
    await expect(canvasElement).toHaveTextContent('noise.mp4 (2.5 MB)');
  },
};

export const Document: Story = {
  args: { file: { originalName: 'hours.pdf', mimeType: 'application/pdf', size: 220_000, url: '#hours.pdf' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'hours.pdf' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
