import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketStatusMoveForm } from '../../../src/screens/parts/TicketStatusMoveForm';

const meta = {
  title: 'Screens/Parts/TicketStatusMoveForm',
  component: TicketStatusMoveForm,
  decorators: [(Story) => <div style={{ maxWidth: 414 }}>{Story()}</div>],
  args: { status: 'Completed', version: 4, onSend: fn(async () => true), onBack: fn(), isPending: false },
} satisfies Meta<typeof TicketStatusMoveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Completing asks first for the invoice or RO line; Back leaves the ticket as it is. */
export const CompletingSold: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Sold: on an invoice or RO line' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invoice or RO line' }), 'R-88410-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete ticket' }));
    await expect(args.onSend).toHaveBeenCalledWith({ version: 4, status: 'Completed', completionLink: 'R-88410-3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** No sale: a quantity that is no whole number is refused on its field before anything is sent. */
export const CompletingNoSale: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'No sale: the customer went without' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Why no sale' }), 'Price');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity' }), 'two');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete ticket' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  args: { status: 'Cancelled' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Why cancel' }), 'Customer left');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel ticket' }));
    await expect(args.onSend).toHaveBeenCalledWith({ version: 4, status: 'Cancelled', cancelReason: 'Customer left' });
  },
};

/** Waiting on an order takes the day the parts are expected, or none. */
export const WaitingOnOrder: Story = {
  args: { status: 'Waiting on order' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Waiting on order' }));
    await expect(args.onSend).toHaveBeenCalledWith({ version: 4, status: 'Waiting on order', eta: null });
  },
};
