import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TYPE_IN_USE_MESSAGE } from '../../../src/domain/service/scheduleTypes';
import { ScheduleTypes } from '../../../src/screens/service/ScheduleTypes';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { MANY_SCHEDULE_TYPES, SCHEDULE_TYPES } from './scheduleTypesData';

const meta = {
  title: 'Screens/Service/ScheduleTypes',
  component: ScheduleTypes,
  parameters: { layout: 'fullscreen' },
  args: {
    types: SCHEDULE_TYPES,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onSave: fn(async () => true),
    isSaving: false,
    saveError: null,
    onDialogOpen: fn(),
    onSetActive: fn(),
    isBusy: false,
    changeError: null,
    onDelete: fn(async () => true),
    isDeleting: false,
    deleteError: null,
  },
} satisfies Meta<typeof ScheduleTypes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Schedule types' }));

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const types = await table(canvasElement);
    // Each type is drawn as the board's block: dark colours carry white text, light ones black.
    await expect(types.getByText('Customer RO job')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
    await expect(types.getByText('Training')).toHaveStyle({ color: 'rgb(0, 0, 0)' });
    // A used type offers no delete; an unused one does.
    await expect(types.queryByRole('button', { name: 'Delete CUST' })).toBeNull();
    await expect(types.getByRole('button', { name: 'Delete PM' })).toBeEnabled();
    await expect(types.getByRole('button', { name: 'Activate SHOP' })).toBeVisible();
    await userEvent.click(types.getByRole('button', { name: 'Deactivate WTY' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(expect.objectContaining({ code: 'WTY' }), false);
  },
};

export const AddType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add schedule type' }));
    await expect(args.onDialogOpen).toHaveBeenCalled();
    const form = within(await screen.findByRole('dialog'));
    const colour = form.getByRole('textbox', { name: /Colour/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'teal');
    await userEvent.click(form.getByRole('button', { name: 'Add type' }));
    await expect(await form.findByText('2 to 8 letters, digits or dashes.')).toBeVisible();
    await expect(form.getByText('Give the colour as #rrggbb, for example #1f6feb.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Code/ }), 'yard');
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Yard move');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#0a7e8c');
    await expect(form.getByText('Yard move')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
    await userEvent.click(form.getByRole('checkbox', { name: /RO required/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add type' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { code: 'YARD', name: 'Yard move', colour: '#0a7e8c', defaultMinutes: 60, productive: true, roRequired: false },
        undefined,
      ),
    );
  },
};

/** The server refused the code (taken, in another case): its message shows on the field and above the form. */
export const AddRefused: Story = {
  args: { saveError: 'The code CUST is taken already (codes are unique, whatever their case).' },
  render: (args) => (
    <ServerFieldErrors value={[{ field: 'code', message: 'The code CUST is taken already (codes are unique, whatever their case).' }]}>
      <ScheduleTypes {...args} />
    </ServerFieldErrors>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add schedule type' }));
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('alert')).toHaveTextContent('is taken already');
    await expect(form.getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EditType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await table(canvasElement)).getByRole('button', { name: 'Edit ROAD' }));
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('heading', { name: 'Edit schedule type ROAD' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Code/ })).toHaveAttribute('readonly');
    const name = form.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mobile service');
    await userEvent.click(form.getByRole('button', { name: 'Save type' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 'ROAD', name: 'Mobile service' }), expect.objectContaining({ code: 'ROAD' })),
    );
  },
};

/** A delete the server refused: an entry was scheduled with the type since the list was read. */
export const DeleteRefused: Story = {
  args: { deleteError: TYPE_IN_USE_MESSAGE, onDelete: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await table(canvasElement)).getByRole('button', { name: 'Delete PM' }));
    const question = within(await screen.findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ code: 'PM' }));
    await expect(question.getByText(TYPE_IN_USE_MESSAGE)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { types: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add schedule type' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { types: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No schedule types yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { types: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { types: MANY_SCHEDULE_TYPES },
  play: async ({ canvasElement }) => {
    await expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(41);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect((await table(canvasElement)).getByRole('button', { name: 'Edit CUST' })).toBeVisible();
  },
};
