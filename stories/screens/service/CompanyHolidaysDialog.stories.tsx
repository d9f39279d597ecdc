import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PAST_DAY_MESSAGE, PAST_HOLIDAY_MESSAGE } from '../../../src/domain/service/companyHolidays';
import { CompanyHolidaysDialog } from '../../../src/screens/service/CompanyHolidaysDialog';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { HOLIDAYS_2026, HOLIDAYS_ADMIN } from './companyHolidaysData';

const TRAINING = HOLIDAYS_2026.holidays.find((h) => h.name === 'Norcross shop safety training')!;

const meta = {
  title: 'Screens/Service/CompanyHolidaysDialog',
  component: CompanyHolidaysDialog,
  args: { editing: null, branches: ['101'], holdsEveryBranch: false, today: '2026-11-25', onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof CompanyHolidaysDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new holiday of the user's one branch: a name is needed; a late opening asks its time. */
export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'New holiday' }));
    await expect(form.getByRole('checkbox', { name: '101' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
    await expect(await form.findByText('Enter the name of the holiday.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('Day'), '2026-12-24');
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Christmas Eve inventory');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Day part/ }), 'Opens late');
    await userEvent.clear(form.getByLabelText('Opens at'));
    await userEvent.type(form.getByLabelText('Opens at'), '11:30');
    await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { day: '2026-12-24', name: 'Christmas Eve inventory', allBranches: false, branches: ['101'], dayPart: 'Opens late', closesAt: '12:00', opensAt: '11:30', emergencyOnly: false },
        null,
      ),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Changing the branch's training morning: its day, name and late opening are filled in. */
export const Edit: Story = {
  args: { editing: TRAINING },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Edit Norcross shop safety training' }));
    await expect(form.getByLabelText('Opens at')).toHaveValue('10:00');
    const name = form.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Norcross safety and lift training');
    await userEvent.click(form.getByRole('checkbox', { name: /emergencies/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save holiday' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ day: '2026-12-11', name: 'Norcross safety and lift training', branches: ['101'], dayPart: 'Opens late', opensAt: '10:00', emergencyOnly: true }),
        TRAINING,
      ),
    );
  },
};

/** The administrator holds every branch: none is chosen for them, so the branches are asked for, or all of them. */
export const BranchesNeeded: Story = {
  args: { branches: HOLIDAYS_ADMIN.branches, holdsEveryBranch: true },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await userEvent.type(form.getByLabelText('Day'), '2026-12-31');
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Year-end count');
    await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
    await expect(await form.findByText('Choose the branches it closes, or all branches.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('checkbox', { name: 'All branches' }));
    await expect(form.queryByRole('checkbox', { name: '201' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Year-end count', allBranches: true, dayPart: 'Full day' }), null));
  },
};

/** The server refused the change: the holiday passed meanwhile, said on the dialog and on its day. */
export const Refused: Story = {
  args: { editing: TRAINING, error: PAST_HOLIDAY_MESSAGE },
  render: (args) => (
    <ServerFieldErrors value={[{ field: 'day', message: PAST_DAY_MESSAGE }]}>
      <CompanyHolidaysDialog {...args} />
    </ServerFieldErrors>
  ),
  play: async () => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByText(PAST_HOLIDAY_MESSAGE)).toBeVisible();
    await expect(form.getByText(PAST_DAY_MESSAGE)).toBeVisible();
  },
};

/** Saving: the dialog stays until the server answers. */
export const Saving: Story = {
  args: { editing: TRAINING, isPending: true },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
