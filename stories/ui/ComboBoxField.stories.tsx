import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import ComboBoxField from '../../src/ui/ComboBox/ComboBoxField';

/** ComboBox's chunk on its own (ComboBox's stories show the field as the screens use it). */
const meta = {
  title: 'UI/ComboBoxField',
  component: ComboBoxField,
  args: {
    label: 'Excede employee',
    description: 'Whose account this is',
    items: [
      { id: 'E1001', label: 'Dana Whitfield (E1001)' },
      { id: 'E1002', label: 'Marcus Bell (E1002)' },
      { id: 'E1003', label: 'Priya Natarajan (E1003)' },
    ],
    defaultValue: 'E1002',
    onChange: fn(),
  },
} satisfies Meta<typeof ComboBoxField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn on its first render with the chosen option's label; the arrow button lists every option. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Excede employee' })).toHaveValue('Marcus Bell (E1002)');
    await expect(canvas.getByText('Whose account this is')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    const chosen = await within(document.body).findByRole('option', { name: 'Marcus Bell (E1002)' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(within(document.body).getAllByRole('option')).toHaveLength(3);
  },
};
