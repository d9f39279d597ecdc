import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldMessages } from '../../src/ui/Field/Field';

/** The help text and error block every field shares. */
const meta = {
  title: 'UI/Field',
  component: FieldMessages,
  args: { description: 'As it appears on the Excede invoice.' },
} satisfies Meta<typeof FieldMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Description: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('As it appears on the Excede invoice.')).toBeVisible();
  },
};

export const Nothing: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
