import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import PlanCardDialog from '../../../src/screens/product/PlanCardDialog';
import { planItems } from './fixtures';

const rateHistory = planItems[2]!;

const meta = {
  title: 'Screens/Product/PlanCardDialog',
  component: PlanCardDialog,
  args: {
    editing: { id: rateHistory.id, item: rateHistory },
    onClose: fn(),
    onSave: fn(() => true),
    onDelete: fn(() => true),
  },
} satisfies Meta<typeof PlanCardDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

export const EditCard: Story = {
  play: async ({ args }) => {
    const card = await dialog('Edit card');
    const title = card.getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveValue('Technician rate history');
    await userEvent.clear(title);
    await userEvent.type(title, '  Technician rate history by branch ');
    await userEvent.click(card.getByRole('button', { name: 'Save card' }));
    await expect(args.onSave).toHaveBeenCalledWith(3, expect.objectContaining({ title: 'Technician rate history by branch', area: 'Service', targetDate: '2027-01-15' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const NewCardNeedsTitleAndArea: Story = {
  args: { editing: { id: null, item: {} } },
  play: async ({ args }) => {
    const card = await dialog('New card');
    await userEvent.click(card.getByRole('button', { name: 'Add card' }));
    await expect(await card.findByText('Enter a title.')).toBeVisible();
    await expect(card.getByText('Choose an area.')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Delete card' })).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: { saveError: 'title: Title is too long (140 characters at most).', onSave: fn(() => false) },
  play: async ({ args }) => {
    const card = await dialog('Edit card');
    await expect(card.getByRole('alert')).toHaveTextContent('Title is too long');
    await userEvent.click(card.getByRole('button', { name: 'Save card' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const DeleteAfterConfirming: Story = {
  play: async ({ args }) => {
    const card = await dialog('Edit card');
    await userEvent.click(card.getByRole('button', { name: 'Delete card' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    await expect(confirm).toHaveTextContent("'Technician rate history' leaves the board.");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const card = await dialog('Edit card');
    await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
