import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WireStepDialog } from '../../../src/screens/accounting/WireStepDialog';

const meta = {
  title: 'Screens/Accounting/WireStepDialog',
  component: WireStepDialog,
  args: { step: { kind: 'release', version: 4 }, onDone: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof WireStepDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

/** A release names the bank's reference, then closes. */
export const Release: Story = {
  play: async ({ args }) => {
    const release = await dialog('Release this wire');
    await userEvent.type(release.getByRole('textbox', { name: 'Bank reference' }), 'FED20261120-0042');
    await userEvent.click(release.getByRole('button', { name: 'Mark released' }));
    await expect(args.onDone).toHaveBeenCalledWith({ kind: 'release', version: 4 }, { version: 4, bankReference: 'FED20261120-0042' });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A call-back names the number called; the server refuses another than the one on file and the dialog stays open. */
export const CallBackRefused: Story = {
  args: {
    step: { kind: 'callback', version: 2, callbackPhone: '(678) 555-0110' },
    onDone: fn(async () => false),
    error: 'The call-back must be to the number on file before the change, (678) 555-0110.',
  },
  play: async ({ args }) => {
    const callback = await dialog('Record the call-back');
    await expect(callback.getByText(/Call the number on file before the change, \(678\) 555-0110/)).toBeVisible();
    await expect(callback.getByRole('alert')).toHaveTextContent('The call-back must be to the number on file');
    await userEvent.type(callback.getByRole('textbox', { name: 'Number called' }), '(404) 555-0199');
    await userEvent.click(callback.getByRole('button', { name: 'Record call-back' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A rejection needs its reason. */
export const RejectNeedsAReason: Story = {
  args: { step: { kind: 'reject', version: 3 } },
  play: async ({ args }) => {
    const reject = await dialog('Reject this wire');
    await userEvent.click(reject.getByRole('button', { name: 'Reject wire' }));
    await expect(reject.getByText('Enter the reason.')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(reject.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
