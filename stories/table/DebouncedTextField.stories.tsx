import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { DebouncedTextField } from '../../src/ui/DataTable/DebouncedTextField';

const meta = {
  title: 'Table/DebouncedTextField',
  component: DebouncedTextField,
  args: { label: 'Branch', value: '', onCommit: fn() },
} satisfies Meta<typeof DebouncedTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppliesOncePausedTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Branch' });
    await userEvent.type(field, 'norcross');
    // not a filter per key: one commit, with the whole text
    await expect(args.onCommit).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onCommit).toHaveBeenCalledTimes(1));
    await expect(args.onCommit).toHaveBeenCalledWith('norcross');
    await expect(field).toHaveValue('norcross');
  },
};

export const Search: Story = {
  args: { label: 'Search', type: 'search', value: 'dixie' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('dixie');
  },
};

export const NumberBound: Story = {
  args: { label: 'Total min', type: 'number' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('spinbutton', { name: 'Total min' }), '10000');
    await waitFor(() => expect(args.onCommit).toHaveBeenCalledWith('10000'));
  },
};

/** The grid clears its filters (Clear filters): the field shows the applied value again, not what was typed. */
export const FollowsTheAppliedValue: Story = {
  render: function FollowsTheAppliedValueStory(args) {
    const [value, setValue] = useState('Savannah');
    return (
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
        <DebouncedTextField
          {...args}
          value={value}
          onCommit={(text) => {
            setValue(text);
            args.onCommit(text);
          }}
        />
        <Button tone="ghost" size="small" onPress={() => setValue('')}>
          Clear filters
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Branch' });
    await expect(field).toHaveValue('Savannah');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(field).toHaveValue('');
  },
};
