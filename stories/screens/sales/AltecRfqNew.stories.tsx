import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AltecRfqNew } from '../../../src/screens/sales/AltecRfqNew';

const meta = {
  title: 'Screens/Sales/AltecRfqNew',
  component: AltecRfqNew,
  args: {
    branches: [
      { id: '201', label: '201 - Birmingham' },
      { id: '101', label: '101 - Norcross' },
    ],
    onCreate: fn(async () => true),
    isPending: false,
    error: null,
    onClose: fn(),
  },
} satisfies Meta<typeof AltecRfqNew>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async () => within(await screen.findByRole('form', { name: 'New Altec RFQ' }));

/** An RFQ as Altec sent it: recorded with its whole numbers read, and the form closes. */
export const Recorded: Story = {
  play: async ({ args }) => {
    const f = await form();
    const type = (name: string, text: string) => userEvent.type(f.getByRole('textbox', { name }), text);
    await type('RFQ no.', 'ALT-2026-0300');
    await userEvent.type(f.getByLabelText('Received'), '2026-11-16');
    await userEvent.type(f.getByLabelText('Due'), '2026-11-30');
    await type('Altec contact', 'Dana Whitfield');
    await type('Salesperson', 'Marcus Reed');
    await userEvent.selectOptions(f.getByRole('combobox', { name: 'Chassis' }), 'F-550');
    await userEvent.selectOptions(f.getByRole('combobox', { name: 'Cab' }), 'Crew cab');
    await userEvent.selectOptions(f.getByRole('combobox', { name: 'Drive' }), '4x4');
    await type('Wheelbase (in)', '201');
    await type('Cab to axle (in)', '84');
    await type('GVWR (lb)', '19,500');
    await userEvent.click(f.getByRole('button', { name: 'Record RFQ' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ brnId: '201', rfqNo: 'ALT-2026-0300', model: 'F-550', cab: 'Crew cab', wheelbase: 201, cabToAxle: 84, gvwr: 19_500, qty: 1, receivedOn: '2026-11-16' }),
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Nothing filled in: each required field says what it needs, and nothing is sent. */
export const Refused: Story = {
  play: async ({ args }) => {
    const f = await form();
    await userEvent.click(f.getByRole('button', { name: 'Record RFQ' }));
    await expect(await f.findByText('Enter the RFQ number.')).toBeVisible();
    await expect(f.getByText('Choose the chassis model.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refused it (an RFQ number already recorded): its words above the form. */
export const ServerRefused: Story = {
  args: { error: 'RFQ ALT-2026-0300 is already recorded.' },
  play: async () => {
    await expect((await form()).getByRole('alert')).toHaveTextContent('already recorded');
  },
};
