import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AnnualInventoryStart } from '../../../src/screens/parts/AnnualInventoryStart';
import { inventoryDashboard } from './annualInventoryData';
import { dashboardBeforeStart } from './annualInventoryTagData';

const blocked = dashboardBeforeStart.branches[1]!.checklist;
const clear = inventoryDashboard.branches[1]!.checklist;

const meta = {
  title: 'Screens/Parts/AnnualInventoryStart',
  component: AnnualInventoryStart,
  args: { brnId: '201', checklist: clear, countDate: '2026-12-31', onStart: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof AnnualInventoryStart>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => screen.findByRole('dialog', { name: 'Freeze and issue tags · 201' });

/** A clear checklist: the count date and teams, and the tags are issued. */
export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await expect(within(dialog).queryByRole('list', { name: 'What blocks the start' })).toBeNull();
    const teams = within(dialog).getByRole('textbox', { name: /Counting teams/ });
    await userEvent.clear(teams);
    await userEvent.type(teams, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze and issue tags' }));
    await expect(args.onStart).toHaveBeenCalledWith({ brnId: '201', countDate: '2026-12-31', teams: 6, startAnyway: false });
  },
};

/** Will-call and receiving are left: the start waits until the manager says to start anyway. */
export const PrepBlocking: Story = {
  args: { checklist: blocked },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    const blockers = within(dialog).getByRole('list', { name: 'What blocks the start' });
    await expect(within(blockers).getByText(/Will-call not cleared .*: 2 left/)).toBeVisible();
    await expect(within(blockers).getByText(/Receiving not posted .*: 7 left/)).toBeVisible();
    await expect(within(blockers).queryByText(/several bins/)).toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Freeze and issue tags' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Start anyway/ }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onStart).toHaveBeenCalledWith({ brnId: '201', countDate: '2026-12-31', teams: 4, startAnyway: true });
  },
};

/** The server refuses: the branch already has its count open this year. */
export const Refused: Story = {
  args: { error: 'Branch 201 already has its 2026 count open (review): finish it before starting another.' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/already has its 2026 count open/);
  },
};

/** Freezing a big branch takes a moment: the button says so and the dialog stays. */
export const Freezing: Story = {
  args: { isPending: true },
  play: async () => {
    const dialog = await dialogOf();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { checklist: blocked },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
