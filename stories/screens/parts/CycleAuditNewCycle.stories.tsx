import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CycleAuditNewCycle } from '../../../src/screens/parts/CycleAuditNewCycle';
import { cycleSummary } from './cycleAuditData';

const meta = {
  title: 'Screens/Parts/CycleAuditNewCycle',
  component: CycleAuditNewCycle,
  args: { branches: ['101', '201'], dueClasses: cycleSummary.dueClasses, today: '2026-11-18', onCreate: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof CycleAuditNewCycle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing 201 suggests its classes due; a class makes the cycle. */
export const ClassDue: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New cycle' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Branch/), '201');
    await expect(within(dialog).getByText(/Due at this branch: class A, B\./)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Class or bin range/ }), 'b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make cycle' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ brnId: '201', cycle: 'B', startDate: '2026-11-18' });
  },
};

/** The server's refusal (a cycle already made that day) stays in the dialog. */
export const Refused: Story = {
  args: { error: 'Branch 101 already has cycle A starting 2026-11-18.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New cycle' });
    await expect(within(dialog).getByText(/already has cycle A/)).toBeVisible();
  },
};
