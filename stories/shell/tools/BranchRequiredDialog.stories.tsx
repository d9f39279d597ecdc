import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import { BranchRequiredDialog } from '../../../src/shell/tools/BranchRequiredDialog';

const meta = {
  title: 'Shell/Tools/BranchRequiredDialog',
  component: BranchRequiredDialog,
  args: { isOpen: true, branches: DEMO_BRANCH_LABELS, onContinue: fn() },
} satisfies Meta<typeof BranchRequiredDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseThenContinue: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Branch Required' });
    await expect(dialog).toHaveTextContent('Please select a branch.');
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    const branch = within(dialog).getByRole('combobox', { name: 'Please select a branch.' });
    await userEvent.selectOptions(branch, '103 - Kennesaw');
    await expect(continueButton).toBeEnabled();
    // Back to the placeholder: no branch, Continue disabled again.
    await userEvent.selectOptions(branch, 'Select a branch');
    await expect(continueButton).toBeDisabled();
    await userEvent.selectOptions(branch, '103 - Kennesaw');
    await userEvent.click(continueButton);
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onContinue).toHaveBeenCalledWith('103 - Kennesaw');
  },
};

export const NotDismissable: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Branch Required' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    await expect(screen.getByRole('alertdialog', { name: 'Branch Required' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const PlaceholderZeroBranch: Story = {
  // A list that carries the legacy '0' placeholder: choosing it keeps Continue disabled.
  args: { branches: ['0', ...DEMO_BRANCH_LABELS.slice(0, 3)] },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Branch Required' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Please select a branch.' }), '0');
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Branch Required' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await expect(continueButton.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
