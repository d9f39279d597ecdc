import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from '../../src/ui/ComboBox/ComboBox';

const branches = [
  { id: '101', label: '101 - Norcross' },
  { id: '102', label: '102 - Atlanta' },
  { id: '103', label: '103 - Savannah' },
  { id: '104', label: '104 - Macon' },
  { id: '105', label: '105 - Chattanooga' },
];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Branch', items: branches, placeholder: 'Search branches', onChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Branch' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'sav');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: '103 - Savannah' }));
    await expect(args.onChange).toHaveBeenCalledWith('103');
    await expect(input(canvasElement)).toHaveValue('103 - Savannah');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'zzz');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveTextContent('No matches');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select a branch.' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Please select a branch.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '101' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(input(canvasElement)).toHaveValue('101 - Norcross');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findAllByRole('option')).toHaveLength(5);
  },
};
