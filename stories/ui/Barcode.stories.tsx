import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Barcode } from '../../src/ui/Barcode/Barcode';

const meta = {
  title: 'UI/Barcode',
  component: Barcode,
  args: { value: 'LF9009' },
} satisfies Meta<typeof Barcode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartNumber: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'Barcode LF9009' });
    await expect(code.querySelector('svg')).not.toBeNull();
  },
};

export const WithText: Story = {
  args: { value: 'A12-3B', showText: true, height: 14 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Barcode A12-3B' })).toBeVisible();
  },
};

export const NotEncodable: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No barcode for “”')).toBeVisible();
  },
};
