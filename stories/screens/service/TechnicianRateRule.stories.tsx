import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NOT_DRAFT_MESSAGE, backdatedRefusal } from '../../../src/domain/service/technicianRates';
import { TechnicianRateRule } from '../../../src/screens/service/TechnicianRateRule';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { A_GRADE_RAISE, RATE_BRANCHES, RULE_BATCH, RULE_PREVIEW, writeRule } from './technicianRatesData';

const meta = {
  title: 'Screens/Service/TechnicianRateRule',
  component: TechnicianRateRule,
  args: { branches: RATE_BRANCHES, preview: null, created: null, isPending: false, error: null, onPreview: fn(), onCreate: fn(), onSubmitBatch: fn(), onClose: fn() },
} satisfies Meta<typeof TechnicianRateRule>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Change rates by rule' }));

/** A rule not yet written: every technician, in dollars an hour, no branch chosen of two; nothing to create before a preview. */
export const EmptyRule: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByRole('checkbox', { name: '101 - Norcross' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: '102 - Forest Park' })).not.toBeChecked();
    await expect(form.getByRole('combobox', { name: /Grade/ })).toHaveDisplayValue('All technicians');
    await expect(form.getByRole('radio', { name: 'Dollars an hour' })).toBeChecked();
    await expect(form.getByText('A raise, or a cut with a minus sign.')).toBeVisible();
    await expect(form.queryByRole('table')).toBeNull();
    await expect(form.queryByRole('button', { name: /Create/ })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

const BACKDATED = backdatedRefusal('2026-11-01', '2026-11-20')!;

/** The server's 400 on a back-dated rule: said on the effective date, which names the open pay period's first day. */
export const BackDated: Story = {
  render: (args) => (
    <ServerFieldErrors value={[{ field: 'effectiveOn', message: BACKDATED }]}>
      <TechnicianRateRule {...args} />
    </ServerFieldErrors>
  ),
  play: async () => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/Effective/), '2026-11-01');
    await expect(form.getByLabelText(/Effective/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('The effective date cannot be before the open pay period, which started 11/15/2026.')).toBeVisible();
    await expect(form.queryByRole('table')).toBeNull();
  },
};

/**
 * A preview of the rule written: each technician's current and proposed rate and who approves it, and whom the rule
 * skips with why; the drafts are made of what was previewed.
 */
export const Previewed: Story = {
  args: { preview: RULE_PREVIEW },
  play: async ({ args }) => {
    const form = await dialog();
    await writeRule(form, A_GRADE_RAISE);
    await expect(args.onPreview).toHaveBeenCalledWith(A_GRADE_RAISE);
    const table = within(form.getByRole('table', { name: 'Proposed rates' }));
    const [marcus, darnell] = table.getAllByRole('row').slice(1);
    await expect(marcus).toHaveTextContent(/Marcus Lee.*\$44\.00.*\$45\.50.*Service manager/);
    await expect(darnell).toHaveTextContent(/Darnell King.*\$29\.00.*\$30\.50.*General manager/);
    const skipped = within(form.getByRole('list', { name: 'Skipped technicians' }));
    await expect(skipped.getByRole('listitem')).toHaveTextContent('Wesley Scott (101): A change is already in Draft or Pending.');
    await userEvent.click(form.getByRole('button', { name: 'Create 2 draft changes' }));
    await expect(args.onCreate).toHaveBeenCalledWith(A_GRADE_RAISE);
  },
};

/** The drafts are made: submitting the batch for approval is offered, or closing to submit them one by one. */
export const Created: Story = {
  args: { created: RULE_BATCH },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText('2 draft changes made. Submit them for approval now, or one by one from the grid.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Submit for approval' }));
    await expect(args.onSubmitBatch).toHaveBeenCalledWith(RULE_BATCH);
  },
};

/** The server refused the batch: one of the drafts was submitted meanwhile, said in an alert. */
export const SubmitRefused: Story = {
  args: { created: RULE_BATCH, error: NOT_DRAFT_MESSAGE },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('alert')).toHaveTextContent(NOT_DRAFT_MESSAGE);
    await expect(form.getByRole('button', { name: 'Submit for approval' })).toBeEnabled();
  },
};

/** Waiting for the server: the buttons are busy and the dialog stays open. */
export const Pending: Story = {
  args: { preview: RULE_PREVIEW, isPending: true },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: /Preview/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onPreview).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
