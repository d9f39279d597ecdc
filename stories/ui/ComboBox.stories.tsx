import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { ComboBox, type ComboBoxProps } from '../../src/ui/ComboBox/ComboBox';

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

/** More than 100 matches: the first 100 and a note asking for more letters; a choice beyond them still shows. */
export const ManyMatches: Story = {
  args: { items: Array.from({ length: 250 }, (_, i) => ({ id: String(300 + i), label: `${300 + i} - Yard ${i + 1}` })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findAllByRole('option')).toHaveLength(100);
    await expect(within(document.body).getByText('Showing 100 of 250: type more to narrow the list.')).toBeVisible();
    await userEvent.type(input(canvasElement), 'yard 240');
    await userEvent.click(await within(document.body).findByRole('option', { name: '539 - Yard 240' }));
    await expect(args.onChange).toHaveBeenCalledWith('539');
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveValue('539 - Yard 240');
    await userEvent.click(within(canvasElement).getByRole('button'));
    const chosen = await within(document.body).findByRole('option', { name: '539 - Yard 240' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
  },
};

/** The value comes from the screen (here a button): the input shows its label, and onChange is for the user's choices. */
export const Controlled: Story = {
  render: function Controlled(args: ComboBoxProps) {
    const [value, setValue] = useState<string | null>('101');
    return (
      <>
        <ComboBox {...args} value={value} onChange={(id) => (setValue(id), args.onChange?.(id))} />
        <Button tone="secondary" onPress={() => setValue('104')}>
          Macon
        </Button>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveValue('101 - Norcross');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Macon' }));
    await expect(input(canvasElement)).toHaveValue('104 - Macon');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(input(canvasElement), '{Backspace>20/}atl');
    await userEvent.click(await within(document.body).findByRole('option', { name: '102 - Atlanta' }));
    await expect(args.onChange).toHaveBeenCalledWith('102');
    await expect(input(canvasElement)).toHaveValue('102 - Atlanta');
  },
};

/** The options arrive after the field (a list still loading): the chosen one's label shows once they do. */
export const OptionsArriveLater: Story = {
  args: { defaultValue: '105', description: 'Loading the branches…' },
  render: function OptionsArriveLater(args: ComboBoxProps) {
    const [items, setItems] = useState<ComboBoxProps['items']>([]);
    return (
      <>
        <ComboBox {...args} items={items} description={items.length ? undefined : args.description} />
        <Button tone="secondary" onPress={() => setItems(args.items)}>
          Load the branches
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load the branches' }));
    await expect(input(canvasElement)).toHaveValue('105 - Chattanooga');
  },
};

/** In a form, the chosen option's id is sent under the field's name. */
export const SentWithAForm: Story = {
  args: { name: 'branchId' },
  render: function SentWithAForm(args: ComboBoxProps) {
    const [sent, setSent] = useState<string | null>(null);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(String(new FormData(event.currentTarget).get('branchId')));
        }}
      >
        <ComboBox {...args} />
        <Button type="submit">Save</Button>
        {sent === null ? null : <p>Sent: {sent}</p>}
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'mac');
    await userEvent.click(await within(document.body).findByRole('option', { name: '104 - Macon' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Sent: 104')).toBeVisible();
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
