import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { applyMove, type PlanItem } from '../../../src/domain/productPlanning';
import { ProductPlanning, type ProductPlanningProps } from '../../../src/screens/product/ProductPlanning';
import { planItems } from './fixtures';

/** The board with its moves applied, as the host does optimistically. */
function Stateful(props: ProductPlanningProps) {
  const [items, setItems] = useState<PlanItem[] | undefined>(props.items);
  return (
    <ProductPlanning
      {...props}
      items={items}
      onMove={(id, move) => {
        props.onMove(id, move);
        setItems((current) => applyMove(current ?? [], id, move));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Product/ProductPlanning',
  component: ProductPlanning,
  render: (args) => <Stateful {...args} />,
  args: { items: planItems, onRetry: fn(), onMove: fn(), onSave: fn(() => true), onDelete: fn(() => true) },
} satisfies Meta<typeof ProductPlanning>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('grid', { name: new RegExp(`^${name}`) });
const titles = (grid: HTMLElement) => within(grid).queryAllByRole('row').map((row) => row.getAttribute('aria-label') ?? row.textContent);
/** A card, once drawn: react-aria draws a column's cards in a render after the column itself. */
const cardOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).findByRole('row', { name: title });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product Planning' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Idea2', 'Planned1', 'In progress2', 'Done0']);
    const card = await cardOf(canvasElement, 'Technician rate history');
    await expect(card).toHaveTextContent('Service');
    await expect(card).toHaveTextContent('Target 01/15/2027');
    await expect(within(column(canvasElement, 'Done')).getByText('No cards. Drop one here.')).toBeVisible();
  },
};

export const MoveToAnotherColumn: Story = {
  play: async ({ canvasElement, args }) => {
    const card = await cardOf(canvasElement, 'Bin verification on phones');
    await userEvent.click(within(card).getByRole('button', { name: /Move to/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Done' }));
    await expect(args.onMove).toHaveBeenCalledWith(2, { status: 'Done', position: 100000 });
    await waitFor(() => expect(within(column(canvasElement, 'Done')).getByRole('row', { name: 'Bin verification on phones' })).toBeVisible());
    await expect(titles(column(canvasElement, 'Idea'))).toEqual(['Vendor invoice approvals by email']);
  },
};

export const MoveUpAndDown: Story = {
  play: async ({ canvasElement, args }) => {
    const card = await cardOf(canvasElement, 'Saved grid views for every report');
    await userEvent.click(within(card).getByRole('button', { name: /Move to/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move up' }));
    await expect(args.onMove).toHaveBeenCalledWith(5, { status: 'In progress', position: 0 });
    await waitFor(() =>
      expect(titles(column(canvasElement, 'In progress'))).toEqual(['Saved grid views for every report', 'Waiting list: bin on each ticket']),
    );
  },
};

export const DragWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(await cardOf(canvasElement, 'Vendor invoice approvals by email')).getByRole('button', { name: 'Drag Vendor invoice approvals by email' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    // The keyboard drag offers drop targets; Tab through them and drop after the next card.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBeTruthy());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalled());
    await expect(args.onMove).toHaveBeenCalledWith(1, expect.objectContaining({ status: 'Idea' }));
  },
};

export const CreateCard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New card' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add card' }));
    await expect(dialog.getByText('Enter a title.')).toBeVisible();
    await expect(dialog.getByText('Choose an area.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Title/ }), 'Shelf labels in bulk');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Area' }), 'Parts');
    // The target date is a native date input (MM/DD/YYYY, the browser's calendar): set as the browser reports it.
    const targetDate = dialog.getByLabelText('Target date');
    await expect(targetDate).toHaveValue('');
    fireEvent.change(targetDate, { target: { value: '2026-11-01' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Add card' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ title: 'Shelf labels in bulk', area: 'Parts', priority: 'Medium', status: 'Idea', targetDate: '2026-11-01' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EditAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Technician rate history' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit card' }));
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('Technician rate history');
    await expect(dialog.getByLabelText('Target date')).toHaveValue('2027-01-15');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete card' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this card?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete card' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  },
};

export const SaveFailed: Story = {
  args: { saveError: 'title: Title is too long (140 characters at most).', onSave: fn(() => false) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Technician rate history' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit card' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Title is too long');
  },
};

export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the board');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No cards. Drop one here.')).toHaveLength(4);
  },
};

export const Failed: Story = {
  args: { items: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server');
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: {
    items: Array.from({ length: 120 }, (_, i) => ({
      ...planItems[i % planItems.length]!,
      id: 1000 + i,
      title: `Card ${i + 1}`,
      status: (['Idea', 'Planned', 'In progress', 'Done'] as const)[i % 4]!,
      position: Math.floor(i / 4),
    })),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(column(canvasElement, 'Done')).getAllByRole('row')).toHaveLength(30));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const card = await cardOf(canvasElement, 'Technician rate history');
    await userEvent.click(within(card).getByRole('button', { name: /Move to/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'In progress' }));
    await expect(args.onMove).toHaveBeenCalledWith(3, { status: 'In progress', position: 100000 });
    // The menu scrolled the phone's page to fit; the picture is of the board from its top.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    window.scrollTo(0, 0);
  },
};
