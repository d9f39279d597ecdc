import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../src/demo/branches';
import { ReportFilterBar } from '../../src/ui/report/ReportFilterBar';
import { Select } from '../../src/ui/Select/Select';
import { owned } from './owned';

const NOW = new Date('2026-11-18T15:00:00Z');

/** Owned as a report page owns it, with room for the branch list. */
const Owned = owned(ReportFilterBar, 440);

const sourceFilter = <Select label="Source" items={[{ id: 'CR', label: 'Cash receipts' }, { id: 'GJ', label: 'General journal' }]} placeholder="All sources" />;

const meta = {
  title: 'Report/ReportFilterBar',
  component: Owned,
  args: {
    branches: DEMO_BRANCH_LABELS.slice(0, 6),
    value: { branches: ['101'], from: '2026-11-01', to: '2026-11-30' },
    onChange: fn(),
    now: NOW,
    children: sourceFilter,
  },
} satisfies Meta<typeof Owned>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop: the branches, the period and the report's own filter in one row. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Filters' });
    await expect(within(bar).queryByRole('button', { name: 'Report filters' })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: /^Branches/ }));
    await userEvent.click(await screen.findByRole('option', { name: '102 - Forest Park' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ branches: ['101', '102'], from: '2026-11-01', to: '2026-11-30' });
    await userEvent.keyboard('{Escape}');
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Period' }), 'Last month');
    await expect(args.onChange).toHaveBeenLastCalledWith({ branches: ['101', '102'], from: '2026-10-01', to: '2026-10-31' });
    await expect(within(bar).getByRole('combobox', { name: 'Source' })).toBeVisible();
  },
};

/** A report of things as they stand (cash on hand): branches only, every branch chosen. */
export const NoPeriod: Story = {
  args: { hasPeriod: false, value: { branches: [], from: null, to: null }, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Period' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: /^Branches/ })).toHaveAccessibleName('Branches All my branches');
  },
};

/** Below 992 px the filters fold behind a button that says what they are set to. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Report filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('101 - Norcross · 11/01/2026 – 11/30/2026')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Period' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const period = canvas.getByRole('combobox', { name: 'Period' });
    await expect(period).toBeVisible();
    await expect(period.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
