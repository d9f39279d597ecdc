import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import { BRANCH_REQUIRED_MESSAGE, BRANCH_REQUIRED_TITLE } from '../../../src/domain/headerMessages';
import type { BranchRequiredDialogProps } from '../../../src/shell/tools/BranchRequiredDialog';
import BranchRequiredModal from '../../../src/shell/tools/BranchRequiredModal';
import { Button } from '../../../src/ui/Button/Button';

/** As the host: the question goes away once a branch is given. */
function Host(props: BranchRequiredDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      {/* The page behind, out of reach while the question is asked. */}
      <Button tone="secondary">Reports</Button>
      <BranchRequiredModal
        {...props}
        isOpen={isOpen}
        onContinue={(branch) => {
          props.onContinue(branch);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/Tools/BranchRequiredModal',
  component: BranchRequiredModal,
  render: (args) => <Host {...args} />,
  args: { isOpen: true, branches: DEMO_BRANCH_LABELS, onContinue: fn() },
} satisfies Meta<typeof BranchRequiredModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = () => screen.findByRole('alertdialog', { name: BRANCH_REQUIRED_TITLE });
const branch = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: BRANCH_REQUIRED_MESSAGE });
const continueButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Continue' });

export const MustChooseABranch: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await question();
    await expect(branch(dialog)).toHaveDisplayValue('Select a branch');
    await expect(within(branch(dialog)).getAllByRole('option')).toHaveLength(DEMO_BRANCH_LABELS.length + 1);
    await expect(continueButton(dialog)).toBeDisabled();
    // No way out without a branch: no close button, Escape and a click beside it do nothing,
    // and Tab stays inside.
    await expect(within(dialog).getAllByRole('button')).toEqual([continueButton(dialog)]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvasElement);
    branch(dialog).focus();
    await userEvent.tab();
    await expect(branch(dialog)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(branch(dialog)).toHaveFocus();
    await expect(screen.getByRole('alertdialog', { name: BRANCH_REQUIRED_TITLE })).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const ChooseThenContinueByKeyboard: Story = {
  play: async ({ args }) => {
    const dialog = await question();
    await userEvent.selectOptions(branch(dialog), '202 - Montgomery');
    await expect(branch(dialog)).toHaveDisplayValue('202 - Montgomery');
    await expect(continueButton(dialog)).toBeEnabled();
    branch(dialog).focus();
    await userEvent.tab();
    await expect(continueButton(dialog)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onContinue).toHaveBeenCalledWith('202 - Montgomery');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByRole('button', { name: 'Reports' })).toBeVisible();
  },
};

export const OneBranch: Story = {
  args: { branches: ['301 - Chattanooga'] },
  play: async ({ args }) => {
    const dialog = await question();
    // Even a single branch has to be chosen: nothing is preselected.
    await expect(continueButton(dialog)).toBeDisabled();
    await userEvent.selectOptions(branch(dialog), '301 - Chattanooga');
    await userEvent.click(continueButton(dialog));
    await expect(args.onContinue).toHaveBeenCalledWith('301 - Chattanooga');
  },
};
