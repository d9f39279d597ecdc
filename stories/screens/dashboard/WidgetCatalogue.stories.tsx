import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offeredWidgets } from '../../../src/domain/dashboard/widgets';
import { WidgetCatalogue } from '../../../src/screens/dashboard/WidgetCatalogue';
import { ADMIN, permissionsOf } from './dashboardData';

const meta = {
  title: 'Screens/Dashboard/WidgetCatalogue',
  component: WidgetCatalogue,
  args: { isOpen: true, onOpenChange: fn(), offered: offeredWidgets(ADMIN), isFull: false, onAdd: fn() },
} satisfies Meta<typeof WidgetCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Add a widget' }));

export const Everything: Story = {
  play: async ({ args }) => {
    const catalogue = await dialog();
    for (const area of ['General', 'Accounting', 'Parts', 'Service', 'Sales']) await expect(catalogue.getByRole('region', { name: area })).toBeVisible();
    await userEvent.click(catalogue.getByRole('button', { name: 'Add Shop load this week' }));
    await expect(args.onAdd).toHaveBeenCalledWith('schedulerCapacity');
  },
};

export const PartsOnly: Story = {
  args: { offered: offeredWidgets(permissionsOf('Parts')) },
  play: async () => {
    const catalogue = await dialog();
    await expect(catalogue.getByRole('region', { name: 'Parts' })).toBeVisible();
    await expect(catalogue.queryByRole('region', { name: 'Sales' })).toBeNull();
  },
};

export const Full: Story = {
  args: { isFull: true },
  play: async () => {
    const catalogue = await dialog();
    await expect(catalogue.getByText('Your dashboard is full: remove a widget to add another.')).toBeVisible();
    await expect(catalogue.getByRole('button', { name: 'Add F&I PVR' })).toBeDisabled();
  },
};

export const NothingToOffer: Story = {
  args: { offered: [] },
  play: async () => {
    await expect((await dialog()).getByText('There is no widget of a screen you may open.')).toBeVisible();
  },
};
