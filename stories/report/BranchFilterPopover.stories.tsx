import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../src/demo/branches';
import { AnchoredPopover } from '../ui/anchoredPopover';
import BranchFilterPopover, { type BranchFilterPopoverProps } from '../../src/ui/report/BranchFilterPopover';

type Props = Omit<BranchFilterPopoverProps, 'triggerRef'>;

/** BranchFilter's part: a button to anchor to, the list open from the start, gone once it asks to close. */
function Anchored(props: Props) {
  return <AnchoredPopover label="Branches" popup="listbox" frameStyle={{ minHeight: 460 }} Popover={BranchFilterPopover} popoverProps={props} />;
}

const meta = {
  title: 'Report/BranchFilterPopover',
  component: Anchored,
  args: { label: 'Branches', branches: DEMO_BRANCH_LABELS, value: [], onChange: fn(), onClose: fn() },
} satisfies Meta<typeof Anchored>;
export default meta;
type Story = StoryObj<typeof meta>;

const option = (name: string) => screen.getByRole('option', { name });

/** Every branch of an administrator, "All my branches" ticked. */
export const AllBranches: Story = {
  play: async ({ args }) => {
    await screen.findByRole('listbox', { name: 'Branches' });
    await waitFor(() => expect(option('All my branches')).toHaveFocus());
    await userEvent.click(option('202 - Montgomery'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['202']);
  },
};

/** Ticking the only branch left out of the choice is every branch: "All my branches". */
export const TickingTheLastIsAll: Story = {
  args: { branches: DEMO_BRANCH_LABELS.slice(0, 3), value: ['101', '102'] },
  play: async ({ args }) => {
    await screen.findByRole('listbox', { name: 'Branches' });
    await userEvent.click(option('103 - Kennesaw'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** A click outside closes the list. */
export const ClickOutside: Story = {
  play: async ({ args }) => {
    await screen.findByRole('listbox', { name: 'Branches' });
    await userEvent.click(document.body);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};
