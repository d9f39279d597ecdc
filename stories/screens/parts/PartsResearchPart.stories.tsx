import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PartsResearchPart } from '../../../src/screens/parts/PartsResearchPart';
import { MANAGER_VIEW, MY_BRANCHES, OIL_FILTER } from './partsResearchData';

const meta = {
  title: 'Screens/Parts/PartsResearchPart',
  component: PartsResearchPart,
  args: { page: OIL_FILTER, isLoading: false, error: null, onRetry: fn(), myBranches: MY_BRANCHES, onLogLostSale: fn(async () => true), isSaving: false, saveError: null },
} satisfies Meta<typeof PartsResearchPart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManagerSeesCost: Story = {
  args: { page: MANAGER_VIEW },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cost')).toBeVisible();
    await expect(within(canvasElement).getByText('$24.61')).toBeVisible();
  },
};

export const PrintLabel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print label' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Label for LF9009' }));
    const label = dialog.getByRole('figure', { name: 'Label preview' });
    await expect(label).toHaveTextContent('LF9009');
    await expect(label).toHaveTextContent('Bin A04-2B');
    await expect(dialog.getByRole('img', { name: 'Barcode LF9009' })).toBeVisible();
    // Printing is Shelf Label Parts' (a PDF sheet or ZPL), opened on this part at the user's first branch with a bin.
    await expect(dialog.getByRole('link', { name: 'Print as a PDF sheet or on the label printer' })).toHaveAttribute('href', '/shelflabelparts?partNo=LF9009&brnId=101');
  },
};

export const SavingRefused: Story = {
  args: { saveError: 'You do not have access to branch 102.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log lost sale' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You do not have access to branch 102.');
  },
};
