import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RootCauseCodes } from '../../../src/screens/parts/RootCauseCodes';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { CODE_IN_USE_MESSAGE } from '../../../src/domain/parts/rootCauseCodes';
import { MANY_CODES, ROOT_CAUSE_CODES } from './rootCauseCodesData';

const meta = {
  title: 'Screens/Parts/RootCauseCodes',
  component: RootCauseCodes,
  parameters: { layout: 'fullscreen' },
  args: {
    codes: ROOT_CAUSE_CODES,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onSave: fn(async () => true),
    isSaving: false,
    saveError: null,
    onDialogOpen: fn(),
    onSetActive: fn(),
    onMove: fn(),
    isBusy: false,
    changeError: null,
    onDelete: fn(async () => true),
    isDeleting: false,
    deleteError: null,
  },
} satisfies Meta<typeof RootCauseCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

const reasons = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Reason codes' }));

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await reasons(canvasElement);
    await expect(table.getByText('Not stocked')).toBeVisible();
    // A used code offers no delete; an unused one does; the first cannot move up.
    await expect(table.queryByRole('button', { name: 'Delete NOSTK' })).toBeNull();
    await expect(table.getByRole('button', { name: 'Delete OOS' })).toBeEnabled();
    await expect(table.getByRole('button', { name: 'Move NOSTK up' })).toBeDisabled();
    await expect(table.getByRole('button', { name: 'Activate BINERR' })).toBeVisible();
    // Moving is a keyboard's job too: focus the button and press Enter.
    table.getByRole('button', { name: 'Move OOS up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ code: 'OOS' }), 'up');
    await userEvent.click(table.getByRole('button', { name: 'Deactivate PRICE' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(expect.objectContaining({ code: 'PRICE' }), false);
    // The actions tab holds the actions.
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Actions' }));
    await expect(await canvas.findByRole('table', { name: 'Action codes' })).toBeVisible();
    await expect(canvas.getByText('Raise min/max')).toBeVisible();
  },
};

export const AddCode: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add reason' }));
    await expect(args.onDialogOpen).toHaveBeenCalled();
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Add code' }));
    await expect(await form.findByText('3 to 6 letters or digits.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Code/ }), 'core');
    await userEvent.type(form.getByRole('textbox', { name: /Description/ }), 'Core not returned');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Category/ }), 'Other');
    await userEvent.click(form.getByRole('button', { name: 'Add code' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { code: 'CORE', description: 'Core not returned', type: 'Reason', category: 'Other', recordsDemand: true, noteRequired: false },
        undefined,
      ),
    );
  },
};

/** The server refused the code (taken, in another case): its message shows on the field and above the form. */
export const DialogRefused: Story = {
  args: { saveError: 'The code NOSTK is taken already (codes are unique, whatever their case).' },
  render: (args) => (
    <ServerFieldErrors value={[{ field: 'code', message: 'The code NOSTK is taken already (codes are unique, whatever their case).' }]}>
      <RootCauseCodes {...args} />
    </ServerFieldErrors>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click((await reasons(canvasElement)).getByRole('button', { name: 'Edit OOS' }));
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('heading', { name: 'Edit reason OOS' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Code/ })).toHaveValue('OOS');
    await expect(form.getByRole('alert')).toHaveTextContent('is taken already');
    await expect(form.getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A delete the server refused: another session used the code since the list was read. */
export const DeleteRefused: Story = {
  args: { deleteError: CODE_IN_USE_MESSAGE, onDelete: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await reasons(canvasElement)).getByRole('button', { name: 'Delete OOS' }));
    const question = within(await screen.findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ code: 'OOS' }));
    await expect(question.getByText(CODE_IN_USE_MESSAGE)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { codes: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add reason' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { codes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No reason codes yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { codes: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { codes: MANY_CODES },
  play: async ({ canvasElement }) => {
    await expect((await reasons(canvasElement)).getAllByRole('row')).toHaveLength(61);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const table = await reasons(canvasElement);
    await expect(table.getByRole('button', { name: 'Edit NOSTK' })).toBeVisible();
  },
};
