import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../../src/theme/ThemeRoot';
import { Button } from '../../src/ui/Button/Button';
import { surfaceRow } from '../layout.css';
import { DEFAULT_THEME_COLOR, contrastRatio, hoverColor, textOnColor, toRgb } from '../../src/domain/themeColor';

const meta = {
  title: 'Theme/ThemeColour',
  component: ThemeRoot,
  args: {
    primaryColor: DEFAULT_THEME_COLOR,
    children: (
      <div className={surfaceRow}>
        <Button tone="primary">Save changes</Button>
        <Button tone="secondary">Cancel</Button>
      </div>
    ),
  },
} satisfies Meta<typeof ThemeRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => `rgb(${toRgb(hex).join(', ')})`;

/** The primary button wears the chosen colour, the 60% hover colour on hover, and readable text on both. */
async function assertPrimary(canvasElement: HTMLElement, expected: string) {
  const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
  await expect(getComputedStyle(button).backgroundColor).toBe(rgb(expected));
  await expect(getComputedStyle(button).color).toBe(rgb(textOnColor(expected)));
  await expect(contrastRatio(expected, textOnColor(expected))).toBeGreaterThanOrEqual(4.5);

  await userEvent.hover(button);
  const hover = hoverColor(expected);
  await expect(button).toHaveAttribute('data-hovered', 'true');
  await expect(getComputedStyle(button).backgroundColor).toBe(rgb(hover));
  await expect(getComputedStyle(button).color).toBe(rgb(textOnColor(hover)));
  await expect(contrastRatio(hover, textOnColor(hover))).toBeGreaterThanOrEqual(4.5);
  await userEvent.unhover(button);
}

export const Default: Story = {
  play: async ({ canvasElement }) => assertPrimary(canvasElement, '#119eaf'),
};

export const Navy: Story = {
  args: { primaryColor: '#1a2b6d' },
  play: async ({ canvasElement }) => assertPrimary(canvasElement, '#1a2b6d'),
};

export const Maroon: Story = {
  args: { primaryColor: '#8b1e3f' },
  play: async ({ canvasElement }) => assertPrimary(canvasElement, '#8b1e3f'),
};

export const Amber: Story = {
  args: { primaryColor: '#e0a100' },
  play: async ({ canvasElement }) => assertPrimary(canvasElement, '#e0a100'),
};

/** A colour with every channel at 200 or more is too light: the default takes its place. */
export const LightColourFallsBack: Story = {
  args: { primaryColor: '#f0f0f0' },
  play: async ({ canvasElement }) => assertPrimary(canvasElement, DEFAULT_THEME_COLOR),
};
