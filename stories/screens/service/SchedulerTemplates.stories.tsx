import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SchedulerTemplates } from '../../../src/screens/service/SchedulerTemplates';
import { MANY_TEMPLATES, PREVIEW, TEMPLATES } from './schedulerTemplatesData';

const meta = {
  title: 'Screens/Service/SchedulerTemplates',
  component: SchedulerTemplates,
  parameters: { layout: 'fullscreen' },
  args: {
    data: TEMPLATES,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onSave: fn(async () => true),
    isSaving: false,
    saveError: null,
    onCopy: fn(),
    onPreview: fn(),
    onApply: fn(),
    plan: null,
    isPlanning: false,
    planError: null,
    nextMonday: '2026-11-23',
  },
} satisfies Meta<typeof SchedulerTemplates>;
export default meta;
type Story = StoryObj<typeof meta>;

const templates = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Scheduler templates' }));

/** The branch's shift patterns with their days, shift, breaks and hours a week; a template is copied in one press. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await templates(canvasElement);
    await expect(table.getByText('05:30 AM–02:00 PM')).toBeVisible();
    await expect(table.getByText('09:00 AM–09:15 AM, 11:00 AM–11:15 AM')).toBeVisible();
    await expect(table.getByText('Inactive')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Apply Saturday cover (101)' })).toBeDisabled();
    await userEvent.click(table.getByRole('button', { name: 'Copy Early shift (101)' }));
    await expect(args.onCopy).toHaveBeenCalledWith(TEMPLATES.templates[1]);
  },
};

export const Loading: Story = { args: { data: undefined, isLoading: true } };

export const Empty: Story = {
  args: { data: { ...TEMPLATES, templates: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No scheduler templates')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'The scheduler templates could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { data: MANY_TEMPLATES },
  play: async ({ canvasElement }) => {
    await expect((await templates(canvasElement)).getByText('Rotation 40')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect((await templates(canvasElement)).getByRole('button', { name: 'Edit Day shift (101)' })).toBeVisible();
  },
};

/** The editor: a break outside the shift is refused before saving; a good template is saved with its technicians and bays. */
export const Editor: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add template' }));
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await expect(await form.findByText('Enter the name of the template.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Swing shift');
    await userEvent.clear(form.getByLabelText('Break 1 starts'));
    await userEvent.type(form.getByLabelText('Break 1 starts'), '16:00');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await expect(await form.findByText('Each break must lie inside the shift and end after it starts.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Remove break 1' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Marcus Lee' }));
    await userEvent.type(form.getByRole('textbox', { name: /Bays/ }), 'B7, B8');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { brnId: '101', name: 'Swing shift', weekdays: [1, 2, 3, 4, 5, 6], shiftStart: '07:00', shiftEnd: '15:30', breaks: [], empIds: ['E1012'], bays: ['B7', 'B8'], active: true },
        null,
      ),
    );
  },
};

/** Applying the day shift: next week's preview shows each technician's days and hours and the days skipped and why. */
export const PreviewWithSkippedDays: Story = {
  args: { plan: PREVIEW },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await templates(canvasElement)).getByRole('button', { name: 'Apply Day shift (101)' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/Preview: 5 shifts from 11\/23\/2026 to 11\/29\/2026, 5 days skipped/)).toBeVisible();
    await expect(dialog.getByText('11/24/2026: Time off: Vacation (Requested)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith(TEMPLATES.templates[0], { from: '2026-11-23', to: '2026-11-29' });
    await userEvent.click(dialog.getByRole('button', { name: 'Apply to these days' }));
    await expect(args.onApply).toHaveBeenCalledWith(TEMPLATES.templates[0], { from: '2026-11-23', to: '2026-11-29' });
  },
};

/** Once applied, the dialog says so and Apply is spent until another range is previewed. */
export const Applied: Story = {
  args: { plan: { ...PREVIEW, applied: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click((await templates(canvasElement)).getByRole('button', { name: 'Apply Day shift (101)' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/Applied: 5 shifts/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply to these days' })).toBeDisabled();
  },
};
