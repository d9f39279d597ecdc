import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { CollectionAccountDialog } from '../../../src/screens/accounting/CollectionAccountDialog';
import { COLLECTORS, pastDueAccounts, STORY_TODAY } from './collectionsData';

const accounts = pastDueAccounts(4);
const promised = accounts.find((a) => a.promisedOn === '2026-11-16')!;
const unpromised = accounts.find((a) => a.promisedOn === null)!;

const meta = {
  title: 'Screens/Accounting/CollectionAccountDialog',
  component: CollectionAccountDialog,
  args: {
    change: 'promise',
    account: unpromised,
    today: STORY_TODAY,
    collectors: COLLECTORS,
    save: { run: fn(async () => true), isPending: false, error: null },
    onCancel: fn(),
    onSaved: fn(),
  },
} satisfies Meta<typeof CollectionAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A promise set: its date, and the amount (what is past due to start with). */
export const SetPromise: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Promise to pay' }));
    await expect(form.getByRole('textbox', { name: 'Amount promised' })).toHaveValue(unpromised.pastDue);
    fireEvent.change(form.getByLabelText('Promise date'), { target: { value: '2026-11-30' } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.save.run).toHaveBeenCalledWith({
      brnId: unpromised.brnId,
      cusId: unpromised.cusId,
      version: unpromised.version,
      promise: { promisedOn: '2026-11-30', amount: unpromised.pastDue },
    });
  },
};

/** The promise there was, blanked: cleared, as of the account's version. */
export const ClearPromise: Story = {
  args: { account: promised },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Promise to pay' }));
    await expect(form.getByLabelText('Promise date')).toHaveValue('2026-11-16');
    fireEvent.change(form.getByLabelText('Promise date'), { target: { value: '' } });
    await userEvent.clear(form.getByRole('textbox', { name: 'Amount promised' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.save.run).toHaveBeenCalledWith({ brnId: promised.brnId, cusId: promised.cusId, version: promised.version, promise: null });
  },
};

/** An amount that is no amount: said at the field, nothing sent. */
export const InvalidAmount: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Promise to pay' }));
    fireEvent.change(form.getByLabelText('Promise date'), { target: { value: '2026-11-30' } });
    await userEvent.clear(form.getByRole('textbox', { name: 'Amount promised' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Amount promised' }), 'soon');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Enter the amount promised in dollars and cents, e.g. 1250.00.')).toBeVisible();
    await expect(args.save.run).not.toHaveBeenCalled();
  },
};

/** The collector: one of the employees of the user's branches, or nobody. */
export const AssignCollector: Story = {
  args: { change: 'collector', account: promised },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Assign collector' }));
    const collector = form.getByRole('combobox', { name: 'Collector' });
    await expect(collector).toHaveDisplayValue(promised.collectorId ? 'Casey Accounting (101 Controller)' : 'Nobody');
    await userEvent.selectOptions(collector, 'Vic Viewer (101 Office clerk)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.save.run).toHaveBeenCalledWith({ brnId: promised.brnId, cusId: promised.cusId, version: promised.version, collectorId: '10004' });
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const form = within(await screen.findByRole('dialog', { name: 'Promise to pay' }));
    await expect(form.getByRole('textbox', { name: 'Amount promised' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
