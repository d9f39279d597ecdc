import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Swatch } from '../../src/theme/Swatch';
import { vars } from '../../src/theme/theme.css';

const meta = {
  title: 'Theme/Swatch',
  component: Swatch,
  args: { name: 'color.primary', token: vars.color.primary, kind: 'color' },
} satisfies Meta<typeof Swatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('color.primary')).toBeVisible();
    await expect(await canvas.findByText('#119eaf')).toBeVisible();
  },
};

export const Space: Story = {
  args: { name: 'space.xl', token: vars.space.xl, kind: 'space' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('24px')).toBeVisible();
  },
};

export const Shadow: Story = {
  args: { name: 'shadow.md', token: vars.shadow.md, kind: 'shadow' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/0 4px 12px/)).toBeVisible();
  },
};

export const FontSize: Story = {
  args: { name: 'fontSize.xxl', token: vars.fontSize.xxl, kind: 'fontSize' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('26px')).toBeVisible();
    await expect(getComputedStyle(canvas.getByText('Aa')).fontSize).toBe('26px');
  },
};
