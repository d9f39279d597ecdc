import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WidgetSettings } from '../../../src/screens/dashboard/WidgetSettings';
import { BRANCHES } from './dashboardData';

const meta = {
  title: 'Screens/Dashboard/WidgetSettings',
  component: WidgetSettings,
  args: { title: 'Parts fill rate', filter: { branches: ['101'], period: 'monthToDate' }, usesPeriod: true, branches: BRANCHES, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof WidgetSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (title: string) => within(await within(document.body).findByRole('dialog', { name: `Filter of ${title}` }));

export const Saved: Story = {
  play: async ({ args }) => {
    const settings = await dialog('Parts fill rate');
    await expect(settings.getByRole('checkbox', { name: '101 - Norcross' })).toBeChecked();
    await userEvent.click(settings.getByRole('checkbox', { name: '301 - Birmingham' }));
    await userEvent.click(settings.getByRole('checkbox', { name: '101 - Norcross' }));
    await userEvent.selectOptions(settings.getByRole('combobox', { name: /Period/ }), 'Last month');
    await userEvent.click(settings.getByRole('button', { name: 'Save filter' }));
    await expect(args.onSave).toHaveBeenCalledWith({ branches: ['301'], period: 'lastMonth' });
  },
};

/** A widget of the state of now (stock, the waiting list) has no period to choose. */
export const BranchesOnly: Story = {
  args: { title: 'Trucks in stock', usesPeriod: false },
  play: async ({ args }) => {
    const settings = await dialog('Trucks in stock');
    await expect(settings.queryByRole('combobox')).toBeNull();
    await userEvent.click(settings.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
