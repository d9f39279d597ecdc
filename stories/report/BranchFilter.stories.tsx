import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../src/demo/branches';
import { BranchFilter } from '../../src/ui/report/BranchFilter';
import { owned } from './owned';

const GEORGIA = DEMO_BRANCH_LABELS.filter((b) => b.startsWith('1'));

/** Owned as a report page owns it, with room for the list. */
const Owned = owned(BranchFilter, 420);

const meta = {
  title: 'Report/BranchFilter',
  component: Owned,
  args: { branches: GEORGIA, value: ['101'], onChange: fn() },
} satisfies Meta<typeof Owned>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Branches/ });
const list = () => screen.findByRole('listbox', { name: 'Branches' });
const option = (name: string) => screen.getByRole('option', { name });

/** The home branch, as a report opens. */
export const HomeBranch: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Branches 101 - Norcross');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-haspopup', 'listbox');
  },
};

/** Ticking a second branch and then "All my branches". */
export const PickSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const listbox = await list();
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['All my branches', ...GEORGIA]);
    await expect(option('101 - Norcross')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(option('104 - Savannah'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['101', '104']);
    await userEvent.click(option('105 - Macon'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['101', '104', '105']);
    // The list stays open for more ticks; the button says what is chosen.
    await expect(trigger(canvasElement)).toHaveAccessibleName('Branches 101, 104, 105');
    await userEvent.click(option('All my branches'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(option('All my branches')).toHaveAttribute('aria-selected', 'true');
    await expect(option('101 - Norcross')).toHaveAttribute('aria-selected', 'false');
  },
};

/** From "All my branches", ticking one branch narrows to it; unticking the last one is all again. */
export const FromAll: Story = {
  args: { value: [] },
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Branches All my branches');
    await userEvent.click(trigger(canvasElement));
    await list();
    await userEvent.click(option('103 - Kennesaw'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['103']);
    await expect(option('All my branches')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(option('103 - Kennesaw'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Arrow keys open the list at the choice and move, Space ticks, Escape closes it back on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await list();
    // The list opens on the first chosen branch, as a select opens on its choice.
    await waitFor(() => expect(option('101 - Norcross')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(option('103 - Kennesaw')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['101', '103']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Many branches chosen: the button counts them. The list shows open, with its ticks. */
export const ManyChosen: Story = {
  args: { branches: DEMO_BRANCH_LABELS, value: ['101', '102', '201', '202'] },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Branches 4 branches');
    await userEvent.click(trigger(canvasElement));
    await list();
    await expect(option('201 - Birmingham')).toHaveAttribute('aria-selected', 'true');
  },
};

/** A branch from the address that the user does not hold shows by its code (the report says 403). */
export const ForeignBranch: Story = {
  args: { value: ['201'] },
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Branches 201');
    await userEvent.click(trigger(canvasElement));
    await list();
    await userEvent.click(option('201'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};
