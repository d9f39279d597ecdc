import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import { BranchSwitcher } from '../../../src/shell/tools/BranchSwitcher';

const meta = {
  title: 'Shell/Tools/BranchSwitcher',
  component: BranchSwitcher,
  args: { branches: DEMO_BRANCH_LABELS, current: '101 - Norcross', onChange: fn() },
} satisfies Meta<typeof BranchSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Branch/ });

export const ChangeBranch: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleName('Branch 101');
    await expect(button).toHaveTextContent('101');
    await expect(button.closest('[title]')).toHaveAttribute('title', 'Branch: 101 - Norcross');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAccessibleName('Branch 101');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(DEMO_BRANCH_LABELS.length);
    await expect(within(menu).getByRole('menuitemradio', { name: '101 - Norcross' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '201 - Birmingham' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('201 - Birmingham');
  },
};

export const CurrentBranchDoesNothing: Story = {
  args: { current: '104 - Savannah' },
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Branch 104');
    await userEvent.click(trigger(canvasElement));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '104 - Savannah' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('102 - Forest Park');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    // The word is hidden on a phone but still names the button.
    await expect(button).toHaveAccessibleName('Branch 101');
    await expect(button.getBoundingClientRect().width).toBeLessThan(80);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};
