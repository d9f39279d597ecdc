import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { branchCode } from '../../../src/domain/branches';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import BranchMenu, { type BranchMenuProps } from '../../../src/shell/tools/BranchMenu';
import { NO_TRIGGER, useHostOpen, WithTrigger } from './overlayHost';

/** The menu under a button named as the branch switcher's is ('Branch 101'), which opens it. */
function Host(props: BranchMenuProps) {
  const open = useHostOpen(props);
  return (
    <WithTrigger label={`Branch ${branchCode(props.current)}`} id={props.triggerId} onPress={() => open.onOpenChange(true)}>
      {(triggerRef) => <BranchMenu {...props} {...open} triggerRef={triggerRef} />}
    </WithTrigger>
  );
}

const meta = {
  title: 'Shell/Tools/BranchMenu',
  component: BranchMenu,
  render: (args) => <Host {...args} />,
  args: {
    triggerRef: NO_TRIGGER,
    triggerId: 'branch-trigger',
    menuId: 'branch-menu',
    isOpen: true,
    onOpenChange: fn(),
    autoFocus: 'first',
    branches: DEMO_BRANCH_LABELS,
    current: '101 - Norcross',
    onChange: fn(),
  },
} satisfies Meta<typeof BranchMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const ALABAMA = DEMO_BRANCH_LABELS.filter((branch) => branch.startsWith('2'));

const menu = () => screen.findByRole('menu', { name: /^Branch \d+$/ });
const item = (name: string) => screen.getByRole('menuitemradio', { name });

export const FocusFirst: Story = {
  // The current branch is not among the user's branches (it was taken away): the first one has the focus.
  args: { branches: ALABAMA },
  play: async () => {
    const list = await menu();
    await expect(list).toHaveAttribute('id', 'branch-menu');
    await expect(within(list).getAllByRole('menuitemradio')).toHaveLength(ALABAMA.length);
    await waitFor(() => expect(item('201 - Birmingham')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('202 - Montgomery')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(item('203 - Mobile')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('204 - Huntsville')).toHaveFocus();
  },
};

export const FocusLast: Story = {
  args: { branches: ALABAMA, autoFocus: 'last' },
  play: async () => {
    await menu();
    await waitFor(() => expect(item('204 - Huntsville')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('203 - Mobile')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('201 - Birmingham')).toHaveFocus();
    // Down from the last branch wraps round to the first.
    await userEvent.keyboard('{End}{ArrowDown}');
    await expect(item('201 - Birmingham')).toHaveFocus();
  },
};

export const CurrentBranchTakesFocus: Story = {
  // As react-aria's menus do, the checked item takes the focus whatever autoFocus asks for.
  args: { current: '104 - Savannah', autoFocus: 'last' },
  play: async () => {
    await menu();
    await waitFor(() => expect(item('104 - Savannah')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('105 - Macon')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(item('103 - Kennesaw')).toHaveFocus();
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args }) => {
    await menu();
    await waitFor(() => expect(item('101 - Norcross')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('103 - Kennesaw');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ args }) => {
    await menu();
    await userEvent.click(item('202 - Montgomery'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('202 - Montgomery');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const TypeToFind: Story = {
  play: async ({ args }) => {
    await menu();
    await waitFor(() => expect(item('101 - Norcross')).toHaveFocus());
    await userEvent.keyboard('203');
    await expect(item('203 - Mobile')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('203 - Mobile');
  },
};

export const CurrentBranchMarked: Story = {
  args: { current: '104 - Savannah' },
  play: async () => {
    await menu();
    const checked = screen.getAllByRole('menuitemradio').filter((branch) => branch.getAttribute('aria-checked') === 'true');
    await expect(checked).toEqual([item('104 - Savannah')]);
    await expect(item('104 - Savannah').querySelector('svg')).not.toBeNull();
    await expect(item('101 - Norcross').querySelector('svg')).toBeNull();
  },
};

export const ChooseCurrentBranch: Story = {
  // The branch already in use: the menu closes and nothing changes.
  args: { current: '104 - Savannah' },
  play: async ({ args }) => {
    await menu();
    await userEvent.click(item('104 - Savannah'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Branch 101' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await menu();
    await waitFor(() => expect(item('101 - Norcross')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus goes back to the button that opened the menu.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
