import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PAST_HOLIDAY_MESSAGE } from '../../../src/domain/service/companyHolidays';
import { CompanyHolidays } from '../../../src/screens/service/CompanyHolidays';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { HOLIDAYS_2026, HOLIDAYS_ADMIN, MANY_HOLIDAYS } from './companyHolidaysData';

const meta = {
  title: 'Screens/Service/CompanyHolidays',
  component: CompanyHolidays,
  parameters: { layout: 'fullscreen' },
  args: {
    data: HOLIDAYS_2026,
    isLoading: false,
    error: null,
    onRetry: fn(),
    year: 2026,
    years: [2025, 2026, 2027, 2028],
    onYearChange: fn(),
    onSave: fn(async () => true),
    isSaving: false,
    saveError: null,
    onDialogOpen: fn(),
    onDelete: fn(async () => true),
    isDeleting: false,
    deleteError: null,
    onCopy: fn(),
    isCopying: false,
    copyError: null,
  },
} satisfies Meta<typeof CompanyHolidays>;
export default meta;
type Story = StoryObj<typeof meta>;

const holidays = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Holidays of 2026' }));

/** The year's holidays: past ones are history, the branch's and the group's to come are the user's to change only when theirs. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await holidays(canvasElement);
    await expect(table.getByText('11/26/2026')).toBeVisible();
    await expect(table.getByText('Opens at 10:00 AM')).toBeVisible();
    await expect(table.getByText('Closes at 12:00 PM')).toBeVisible();
    await expect(table.queryByRole('button', { name: "Edit New Year's Day" })).toBeNull();
    // Service@ holds 101 only: the group's Christmas is not theirs to change; Norcross's training is.
    await expect(table.queryByRole('button', { name: 'Edit Christmas Day' })).toBeNull();
    await expect(table.getByRole('button', { name: 'Edit Norcross shop safety training' })).toBeVisible();
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2027');
    await expect(args.onYearChange).toHaveBeenCalledWith(2027);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy 2025 holidays' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** Adding a holiday: a name is needed, the branch is the user's one branch, a half day asks its time. */
export const AddHoliday: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add holiday' }));
    await expect(args.onDialogOpen).toHaveBeenCalled();
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
    await expect(await form.findByText('Enter the name of the holiday.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('Day'), '2026-12-31');
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Norcross year-end count');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Day part/ }), 'Closes early');
    await expect(form.getByLabelText('Closes at')).toHaveValue('12:00');
    await userEvent.click(form.getByRole('checkbox', { name: /emergencies/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { day: '2026-12-31', name: 'Norcross year-end count', allBranches: false, branches: ['101'], dayPart: 'Closes early', closesAt: '12:00', opensAt: '10:00', emergencyOnly: true },
        null,
      ),
    );
  },
};

/** The administrator holds every branch: "All branches" is offered, and every holiday to come is theirs. */
export const AsAdministrator: Story = {
  args: { data: HOLIDAYS_ADMIN },
  play: async ({ canvasElement }) => {
    const table = await holidays(canvasElement);
    await expect(table.getByRole('button', { name: 'Edit Christmas Day' })).toBeVisible();
    await expect(table.getByText('201, 202')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Edit Alabama year-end lunch' }));
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('checkbox', { name: 'All branches' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: '201' })).toBeChecked();
  },
};

/** The server refused the change: the holiday passed meanwhile. */
export const EditRefused: Story = {
  args: { saveError: PAST_HOLIDAY_MESSAGE },
  render: (args) => (
    <ServerFieldErrors value={[{ field: 'day', message: 'Choose a day from today on: a past day is history.' }]}>
      <CompanyHolidays {...args} />
    </ServerFieldErrors>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click((await holidays(canvasElement)).getByRole('button', { name: 'Edit Norcross shop safety training' }));
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('Norcross shop safety training');
    await expect(form.getByText(PAST_HOLIDAY_MESSAGE)).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await holidays(canvasElement)).getByRole('button', { name: 'Delete Norcross shop safety training' }));
    const question = within(await screen.findByRole('alertdialog'));
    await expect(question.getByText('The shops will open on 12/11/2026.')).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Norcross shop safety training' }));
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add holiday' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { data: { ...HOLIDAYS_2026, holidays: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No holidays in 2026' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const CopyFailed: Story = {
  args: { copyError: 'You do not have access to branch 102.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You do not have access to branch 102.')).toBeVisible();
  },
};

export const Large: Story = {
  args: { data: MANY_HOLIDAYS },
  play: async ({ canvasElement }) => {
    await expect((await holidays(canvasElement)).getAllByRole('row')).toHaveLength(53);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect((await holidays(canvasElement)).getByRole('button', { name: 'Edit Norcross shop safety training' })).toBeVisible();
  },
};
