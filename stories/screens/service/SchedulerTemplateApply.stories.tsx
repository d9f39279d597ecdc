import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SchedulerTemplateApply } from '../../../src/screens/service/SchedulerTemplateApply';
import { PREVIEW, TECHNICIANS, TEMPLATES } from './schedulerTemplatesData';

const NEXT_WEEK = { from: '2026-11-23', to: '2026-11-29' };

const meta = {
  title: 'Screens/Service/SchedulerTemplateApply',
  component: SchedulerTemplateApply,
  args: { template: TEMPLATES.templates[0]!, technicians: TECHNICIANS, nextMonday: '2026-11-23', plan: null, isPending: false, error: null, onPreview: fn(), onApply: fn(), onClose: fn() },
} satisfies Meta<typeof SchedulerTemplateApply>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Apply Day shift' }));

/** Opened: next week is proposed; nothing is applied before a preview. */
export const BeforePreview: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.queryByRole('table')).toBeNull();
    await expect(form.getByRole('button', { name: 'Apply to these days' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith(NEXT_WEEK);
  },
};

/** Next week's preview: each technician's days and hours, and the days skipped for time off and holidays. */
export const PreviewWithSkippedDays: Story = {
  args: { plan: PREVIEW },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(/Preview: 5 shifts from 11\/23\/2026 to 11\/29\/2026, 5 days skipped\./)).toBeVisible();
    const carlos = within(within(form.getByRole('table', { name: 'Shifts by technician' })).getByRole('row', { name: /Carlos Rivera/ }));
    await expect(carlos.getByText('16')).toBeVisible();
    await expect(carlos.getByText('11/24/2026: Time off: Vacation (Requested)')).toBeVisible();
    await expect(carlos.getByText('11/26/2026: Company holiday: Thanksgiving Day')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Apply to these days' }));
    await expect(args.onApply).toHaveBeenCalledWith(NEXT_WEEK);
  },
};

/** Another range than the one previewed: the preview is put away until that range is previewed. */
export const OtherRange: Story = {
  args: { plan: PREVIEW },
  play: async ({ args }) => {
    const form = await dialog();
    const to = form.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-06');
    await expect(form.queryByRole('table')).toBeNull();
    await expect(form.getByRole('button', { name: 'Apply to these days' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith({ from: '2026-11-23', to: '2026-12-06' });
  },
};

/** Applied: said so, and Apply is spent until another range is previewed. */
export const Applied: Story = {
  args: { plan: { ...PREVIEW, applied: true } },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText(/Applied: 5 shifts from 11\/23\/2026 to 11\/29\/2026/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Apply to these days' })).toBeDisabled();
    await userEvent.click(form.getByText('Close', { selector: 'button' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The server refused to apply. */
export const Refused: Story = {
  args: { plan: PREVIEW, error: 'The template is inactive: make it active to apply it.' },
  play: async () => {
    await expect((await dialog()).getByText('The template is inactive: make it active to apply it.')).toBeVisible();
  },
};

/** Working: the dialog stays until the server answers. */
export const Working: Story = {
  args: { plan: PREVIEW, isPending: true },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText('Close', { selector: 'button' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: /Apply to these days/ }));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
