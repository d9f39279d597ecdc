import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../src/shell/Footer';

const meta = { title: 'Shell/Footer', component: Footer, args: { year: 2026 } } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('© 2026 Peach State Truck Centers · Staff Portal');
  },
};

export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  },
};
