import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  FLAG_CATEGORY_REQUIRED,
  FLAG_CONTENT_REQUIRED,
  FLAG_FAILURE_MESSAGE,
  FLAG_PRIORITY_REQUIRED,
} from '../../../src/domain/feedback/flagError';
import FlagErrorForm from '../../../src/shell/tools/FlagErrorForm';

type FlagErrorFormProps = ComponentProps<typeof FlagErrorForm>;

// The file input's accept list is left to the form's own rules.
const user = userEvent.setup({ applyAccept: false });

/**
 * As FlagErrorDialog hosts the form: mounted only while open; a submission starts the upload
 * (pending, no progress reported yet) unless the story gives its own isPending.
 */
function Host(props: FlagErrorFormProps) {
  const [isOpen, setOpen] = useState(true);
  const [uploading, setUploading] = useState(false);
  if (!isOpen) return null;
  return (
    <FlagErrorForm
      {...props}
      isPending={props.isPending ?? uploading}
      onOpenChange={(open) => {
        setOpen(open);
        props.onOpenChange(open);
      }}
      onSubmit={(values) => {
        props.onSubmit(values);
        setUploading(true);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Tools/FlagErrorForm',
  component: FlagErrorForm,
  render: (args) => <Host {...args} />,
  args: { onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof FlagErrorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('dialog', { name: 'Flag an error' });
const description = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Description' });
const priority = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Priority' });
const category = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Category' });
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Submit' });
const browse = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
const screenshot = () => new File([new Uint8Array(3072)], 'blank-totals.png', { type: 'image/png' });

export const EmptySubmit: Story = {
  play: async ({ args }) => {
    const dialog = await form();
    await waitFor(() => expect(description(dialog)).toHaveFocus());
    // Nothing to send yet: the spec's message stands under the description and Submit is disabled.
    await expect(description(dialog)).toHaveAccessibleDescription(FLAG_CONTENT_REQUIRED);
    await expect(submit(dialog)).toBeDisabled();
    // With a description, a submission still wants a priority and a category.
    await user.type(description(dialog), 'Parts invoice prints twice');
    await expect(description(dialog)).not.toHaveAccessibleDescription(FLAG_CONTENT_REQUIRED);
    await user.click(submit(dialog));
    await expect(priority(dialog)).toBeInvalid();
    await expect(priority(dialog)).toHaveAccessibleDescription(FLAG_PRIORITY_REQUIRED);
    await expect(category(dialog)).toBeInvalid();
    await expect(category(dialog)).toHaveAccessibleDescription(FLAG_CATEGORY_REQUIRED);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChoosingClearsTheMessage: Story = {
  play: async ({ args }) => {
    const dialog = await form();
    await user.type(description(dialog), 'Parts invoice prints twice');
    await user.click(submit(dialog));
    await user.selectOptions(priority(dialog), 'Medium');
    await expect(priority(dialog)).toBeValid();
    await expect(within(dialog).queryByText(FLAG_PRIORITY_REQUIRED)).toBeNull();
    // The other field keeps its message until it is chosen.
    await expect(within(dialog).getByText(FLAG_CATEGORY_REQUIRED)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AttachPng: Story = {
  play: async ({ args }) => {
    const dialog = await form();
    const png = screenshot();
    await user.upload(browse(dialog), png);
    const attachments = within(dialog).getByRole('list', { name: 'Attachments' });
    await expect(within(attachments).getByRole('listitem')).toHaveTextContent('blank-totals.png');
    // A file alone is something to send.
    await expect(description(dialog)).not.toHaveAccessibleDescription(FLAG_CONTENT_REQUIRED);
    await expect(submit(dialog)).toBeEnabled();
    await user.selectOptions(priority(dialog), 'Low');
    await user.selectOptions(category(dialog), 'Bug');
    await user.click(submit(dialog));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ description: '', priority: 'Low', category: 'Bug', files: [png] });
  },
};

export const RemoveAttachment: Story = {
  play: async () => {
    const dialog = await form();
    await user.upload(browse(dialog), screenshot());
    await user.click(within(dialog).getByRole('button', { name: 'Remove blank-totals.png' }));
    await expect(within(dialog).queryByRole('list', { name: 'Attachments' })).toBeNull();
    await expect(submit(dialog)).toBeDisabled();
    await expect(description(dialog)).toHaveAccessibleDescription(FLAG_CONTENT_REQUIRED);
  },
};

export const Pending: Story = {
  play: async ({ args }) => {
    const dialog = await form();
    await user.type(description(dialog), 'Parts invoice prints twice');
    await user.selectOptions(priority(dialog), 'High');
    await user.selectOptions(category(dialog), 'Bug');
    await user.upload(browse(dialog), screenshot());
    await user.click(submit(dialog));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // While the upload runs everything is held: fields, files, Cancel, and Submit cannot send again.
    await waitFor(() => expect(description(dialog)).toBeDisabled());
    await expect(priority(dialog)).toBeDisabled();
    await expect(category(dialog)).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Remove blank-totals.png' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(submit(dialog)).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit(dialog));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // No progress reported yet: no bar.
    await expect(within(dialog).queryByRole('progressbar')).toBeNull();
    // It cannot be closed until the upload ends.
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Flag an error' })).toBeVisible();
  },
};

export const UploadProgress: Story = {
  args: { isPending: true, progress: 0.4 },
  play: async () => {
    const dialog = await form();
    const bar = within(dialog).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
    await expect(within(dialog).getByRole('button', { name: 'Browse files' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Server Error: Attachments could not be stored.' },
  play: async ({ args }) => {
    const dialog = await form();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Server Error: Attachments could not be stored.');
    // The form stays usable, to send again.
    await user.type(description(dialog), 'Parts invoice prints twice');
    await user.selectOptions(priority(dialog), 'High');
    await user.selectOptions(category(dialog), 'Data Concern');
    await user.click(submit(dialog));
    await expect(args.onSubmit).toHaveBeenCalledWith({ description: 'Parts invoice prints twice', priority: 'High', category: 'Data Concern', files: [] });
  },
};

export const GenericError: Story = {
  args: { errorMessage: FLAG_FAILURE_MESSAGE },
  play: async () => {
    const dialog = await form();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
    await expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await form();
    await user.type(description(dialog), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await form();
    await user.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const dialog = await form();
    // Priority and Category stack on a phone, both inside the screen.
    const [above, below] = [priority(dialog).getBoundingClientRect(), category(dialog).getBoundingClientRect()];
    await expect(below.top).toBeGreaterThanOrEqual(above.bottom);
    await expect(Math.max(above.right, below.right, submit(dialog).getBoundingClientRect().right)).toBeLessThanOrEqual(window.innerWidth);
  },
};
