import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PermissionPicker } from '../../../src/screens/users/PermissionPicker';
import { permissionId, permissions } from './fixtures';

const meta = {
  title: 'Screens/Users/PermissionPicker',
  component: PermissionPicker,
  args: { label: 'Permissions', permissions, selectedIds: [], onChange: fn() },
  render: function Render(args) {
    const [ids, setIds] = useState<number[]>([...args.selectedIds]);
    return (
      <PermissionPicker
        {...args}
        selectedIds={ids}
        onChange={(next) => {
          setIds(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PermissionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAllInArea: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const parts = canvas.getByRole('group', { name: /^Parts \(0 of/ });
    await userEvent.click(within(parts).getByRole('checkbox', { name: 'Select all in Parts' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(permissions.filter((p) => p.area === 'Parts').map((p) => p.id));
    await userEvent.click(within(parts).getByRole('checkbox', { name: 'can view waiting list' }));
    await expect(within(parts).getByRole('checkbox', { name: 'Select all in Parts' })).toBePartiallyChecked();
  },
};

export const Preselected: Story = {
  args: { selectedIds: [permissionId('can view users'), permissionId('can view roles')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'can view users' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: /^Users \(2 of 9\)/ })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'can view users' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all in Accounting' })).toBeVisible();
  },
};
