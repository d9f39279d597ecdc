import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import AuditEntryDialog from '../../../src/screens/logs/AuditEntryDialog';
import { auditPage } from './fixtures';

const rows = auditPage(1, 8).rows;
const entry = (id: number) => rows.find((row) => row.id === id)!;

const meta = {
  title: 'Screens/Logs/AuditEntryDialog',
  component: AuditEntryDialog,
  args: { entry: entry(5), isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof AuditEntryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** An update: each field before and after, the changed ones marked. */
export const FieldByField: Story = {
  play: async ({ args }) => {
    const shown = within(await dialog('Audit entry #5'));
    await expect(shown.getByText('Not assuming another user')).toBeVisible();
    const changes = within(shown.getByRole('table', { name: 'Before and after' }));
    await expect(changes.getByRole('rowheader', { name: 'roles (changed)' })).toBeVisible();
    await expect(changes.getByRole('rowheader', { name: 'name' })).toBeVisible();
    await expect(changes.getByRole('row', { name: /^branches/ })).toHaveTextContent('["101 - Norcross"]["101 - Norcross","102 - Atlanta"]');
    await userEvent.click(shown.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Done while assuming: the user worked as is named beside the actor. */
export const WhileAssuming: Story = {
  args: { entry: entry(8) },
  play: async () => {
    const shown = within(await dialog('Audit entry #8'));
    await expect(shown.getByText('Alex Admin')).toBeVisible();
    await expect(shown.getByText('Pat Parts')).toBeVisible();
    await expect(shown.getByRole('row', { name: /^landingPage \(changed\)/ })).toHaveTextContent('/gettingstarted/displaytickets');
  },
};

/** A record created: only its after, so nothing is marked changed. */
export const Created: Story = {
  args: { entry: entry(7) },
  play: async () => {
    const changes = within((await dialog('Audit entry #7')).querySelector('table')!);
    await expect(changes.getByRole('row', { name: /^priority/ })).toHaveTextContent('priorityHigh');
    await expect(changes.queryByText('(changed)')).toBeNull();
  },
};

/** Values that are not records (a role's permission list): both sides as JSON. */
export const NotARecord: Story = {
  args: { entry: entry(1) },
  play: async () => {
    const shown = within(await dialog('Audit entry #1'));
    await expect(shown.getByRole('region', { name: 'Before' })).toHaveTextContent('"can view waiting list"');
    await expect(shown.getByRole('region', { name: 'After' })).toHaveTextContent('"can view bin verification"');
  },
};

/** A sign-in keeps no record values. */
export const NothingKept: Story = {
  args: { entry: entry(3) },
  play: async ({ args }) => {
    const shown = within(await dialog('Audit entry #3'));
    await expect(shown.getByText('No record values were kept for this entry.')).toBeVisible();
    await expect(shown.getByText('session #977')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const shown = await dialog('Audit entry #5');
    await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The values wrap in the table rather than widen it.
    await expect(shown.querySelector('table')!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
