import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FLAG_CATEGORIES } from '../../../src/domain/feedback/statuses';
import { FLAG_FAILURE_MESSAGE } from '../../../src/domain/feedback/flagError';
import { FlagErrorDialog, type FlagErrorDialogProps, type FlagErrorValues } from '../../../src/shell/tools/FlagErrorDialog';

const MB = 1024 * 1024;
// The input's accept list would filter files before the form sees them; the rules are what is tested.
const user = userEvent.setup({ applyAccept: false });

/** What the host does with a submission: leave it pending, fail it, or close the dialog. */
type Outcome = 'pending' | 'failure' | 'success';

function Host({ outcome, ...props }: FlagErrorDialogProps & { outcome: Outcome }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const [isPending, setPending] = useState(props.isPending);
  const [progress, setProgress] = useState(props.progress);
  const [errorMessage, setError] = useState(props.errorMessage);
  return (
    <FlagErrorDialog
      isOpen={isOpen}
      isPending={isPending}
      progress={progress}
      errorMessage={errorMessage}
      onOpenChange={(open) => {
        setOpen(open);
        props.onOpenChange(open);
      }}
      onSubmit={(values: FlagErrorValues) => {
        props.onSubmit(values);
        setError(null);
        if (outcome === 'success') setOpen(false);
        else if (outcome === 'pending') {
          setPending(true);
          setProgress(0.4);
        } else setError('Server Error: The attachment store is unavailable.');
      }}
    />
  );
}

const meta = {
  title: 'Shell/Tools/FlagErrorDialog',
  component: FlagErrorDialog,
  render: (args) => <Host {...args} outcome="success" />,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof FlagErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Flag an error' });
const fileInput = () => document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;

const select = (form: HTMLElement, field: 'Priority' | 'Category') => within(form).getByRole('combobox', { name: field });

async function choose(form: HTMLElement, field: 'Priority' | 'Category', option: string) {
  await user.selectOptions(select(form, field), option);
}

async function fill(form: HTMLElement, { description = 'Cash clearing totals are blank.', priority = 'High', category = 'Bug' } = {}) {
  if (description) await user.type(within(form).getByRole('textbox', { name: 'Description' }), description);
  if (priority) await choose(form, 'Priority', priority);
  if (category) await choose(form, 'Category', category);
}

const submit = (form: HTMLElement) => within(form).getByRole('button', { name: 'Submit' });

export const EmptyFormSubmitDisabled: Story = {
  play: async () => {
    const form = await dialog();
    await expect(submit(form)).toBeDisabled();
    await expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Please provide a description or attach at least one file.',
    );
    await expect(select(form, 'Priority')).toHaveDisplayValue('Select a priority');
    await expect(select(form, 'Category')).toHaveDisplayValue('Select a category');
  },
};

export const DescriptionEnablesSubmit: Story = {
  play: async () => {
    const form = await dialog();
    const description = within(form).getByRole('textbox', { name: 'Description' });
    await user.type(description, 'Totals');
    await expect(submit(form)).toBeEnabled();
    await expect(form).not.toHaveTextContent('Please provide a description or attach at least one file.');
    await expect(form).toHaveTextContent('6 / 250');
    await user.clear(description);
    await expect(submit(form)).toBeDisabled();
  },
};

export const CategoryOptions: Story = {
  play: async () => {
    const form = await dialog();
    const options = within(select(form, 'Category')).getAllByRole('option');
    // The placeholder first: choosing it again means no category.
    await expect(options.map((o) => o.textContent)).toEqual(['Select a category', ...FLAG_CATEGORIES]);
  },
};

export const PriorityRequired: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await fill(form, { priority: '' });
    await user.click(submit(form));
    await expect(within(form).getByText('Please select a priority.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await choose(form, 'Priority', 'Low');
    await expect(within(form).queryByText('Please select a priority.')).toBeNull();
    // The placeholder chosen again counts as no priority.
    await choose(form, 'Priority', 'Select a priority');
    await user.click(submit(form));
    await expect(within(form).getByText('Please select a priority.')).toBeVisible();
    await expect(select(form, 'Priority')).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CategoryRequired: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await fill(form, { category: '' });
    await user.click(submit(form));
    await expect(within(form).getByText('Please select a category.')).toBeVisible();
    await expect(within(form).queryByText('Please select a priority.')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UnsupportedFile: Story = {
  play: async () => {
    const form = await dialog();
    await user.upload(fileInput(), new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('Unsupported file type: virus.exe');
    await expect(within(form).queryByRole('list', { name: 'Attachments' })).toBeNull();
    await expect(submit(form)).toBeDisabled();
  },
};

export const FileTooLarge: Story = {
  play: async () => {
    const form = await dialog();
    await user.upload(fileInput(), new File([new Uint8Array(10 * MB + 1)], 'big.png', { type: 'image/png' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('File too large: big.png exceeds 10 MB.');
    await expect(submit(form)).toBeDisabled();
  },
};

export const CombinedTooLarge: Story = {
  play: async () => {
    const form = await dialog();
    const nine = (name: string) => new File([new Uint8Array(9 * MB)], name, { type: 'video/mp4' });
    await user.upload(fileInput(), [nine('walkaround-1.mp4'), nine('walkaround-2.mp4'), nine('walkaround-3.mp4')]);
    await expect(within(form).getByRole('alert')).toHaveTextContent('Combined file size exceeds 25 MB.');
    await expect(within(within(form).getByRole('list', { name: 'Attachments' })).getAllByRole('listitem')).toHaveLength(2);
    // Files alone are enough to send.
    await expect(submit(form)).toBeEnabled();
  },
};

export const Pending: Story = {
  render: (args) => <Host {...args} outcome="pending" />,
  play: async ({ args }) => {
    const form = await dialog();
    await fill(form);
    await user.upload(fileInput(), new File([new Uint8Array(2048)], 'screen.png', { type: 'image/png' }));
    await user.click(submit(form));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const bar = await within(form).findByRole('progressbar', { name: /Uploading/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(within(form).getByRole('textbox', { name: 'Description' })).toBeDisabled();
    await expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(submit(form)).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Flag an error' })).toBeVisible();
  },
};

export const PendingFromHost: Story = {
  args: { isPending: true, progress: 0.75 },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('progressbar', { name: /Uploading/ })).toHaveAttribute('aria-valuenow', '75');
    await expect(select(form, 'Priority')).toBeDisabled();
  },
};

export const FailureKeepsTheForm: Story = {
  render: (args) => <Host {...args} outcome="failure" />,
  play: async ({ args }) => {
    const form = await dialog();
    await fill(form, { description: 'Waiting list will not load', priority: 'Medium', category: 'Data Concern' });
    await user.click(submit(form));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Server Error: The attachment store is unavailable.');
    await expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Waiting list will not load');
    await expect(select(form, 'Priority')).toHaveDisplayValue('Medium');
    await expect(select(form, 'Category')).toHaveDisplayValue('Data Concern');
    await expect(submit(form)).toBeEnabled();
  },
};

export const GenericFailure: Story = {
  args: { errorMessage: FLAG_FAILURE_MESSAGE },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

export const Success: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await fill(form, { description: 'Bank reconciliation shows duplicate rows', priority: 'High', category: 'Bug' });
    const shot = new File([new Uint8Array(4096)], 'duplicates.png', { type: 'image/png' });
    await user.upload(fileInput(), shot);
    await user.click(submit(form));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      description: 'Bank reconciliation shows duplicate rows',
      priority: 'High',
      category: 'Bug',
      files: [shot],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ReopenStartsFresh: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Flag an error' });
    await user.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    let form = await dialog();
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Half a thought');
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(trigger);
    form = await dialog();
    await expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(submit(form)).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const form = await dialog();
    for (const element of [submit(form), select(form, 'Category')]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
