import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RootCauseAnalysisBulk } from '../../../src/screens/parts/RootCauseAnalysisBulk';
import { missOptions } from './rootCauseAnalysisData';

const meta = {
  title: 'Screens/Parts/RootCauseAnalysisBulk',
  component: RootCauseAnalysisBulk,
  args: { count: 2, options: missOptions, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof RootCauseAnalysisBulk>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog offers active codes of each type only; a field left as it is is not sent; Save waits for a change. */
export const Change: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 misses' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const reasons = within(within(dialog).getByLabelText('Reason')).getAllByRole('option').map((o) => o.textContent);
    await expect(reasons).toContain('PRICE - Price (note needed)');
    await expect(reasons.some((r) => r?.startsWith('ADDSTK'))).toBe(false);
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'NOSTK - Not stocked');
    await userEvent.selectOptions(within(dialog).getByLabelText('Assigned to'), 'Pat Parts');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ reasonCodeId: 1, actionCodeId: undefined, assignedTo: 7, status: undefined, note: undefined });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Close opens with the status Closed chosen. */
export const Close: Story = {
  args: { count: 1, closing: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Close 1 miss' });
    await expect(within(dialog).getByLabelText('Status')).toHaveValue('Closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close misses' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ status: 'Closed' }));
  },
};

/** While the codes and people load, the dialog offers nothing to choose yet. */
export const Loading: Story = {
  args: { options: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 misses' });
    await expect(within(within(dialog).getByLabelText('Reason')).getAllByRole('option')).toHaveLength(1);
  },
};

/** The server refused: a reason is needed to close, said on the Reason field. */
export const RefusedNoReason: Story = {
  args: { closing: true, refusal: { field: 'reasonCodeId', message: 'Miss 501: Give the miss a reason code before it is closed.' }, error: 'Miss 501: Give the miss a reason code before it is closed.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Close 2 misses' });
    await expect(within(dialog).getByText('Miss 501: Give the miss a reason code before it is closed.')).toBeVisible();
  },
};

/** A code that asks for a note was given without one: said on the Note field. */
export const RefusedNote: Story = {
  args: { refusal: { field: 'note', message: 'Code PRICE needs a note: say what happened.' }, error: 'Code PRICE needs a note: say what happened.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 misses' });
    await expect(within(dialog).getByText('Code PRICE needs a note: say what happened.')).toBeVisible();
  },
};

/** Someone changed a chosen miss first: nothing was saved, the dialog says so. */
export const RefusedStale: Story = {
  args: { error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 misses' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};
