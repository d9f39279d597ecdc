import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../../src/ui/Modal/Modal';
import { Button } from '../../src/ui/Button/Button';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Customer details',
    children: 'Acme Freight — account 40213, terms net 30.',
    onOpenChange: fn(),
  },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button tone="secondary">Open details</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open details' }));
  return within(document.body).findByRole('dialog', { name: 'Customer details' });
};
/** The dimmed backdrop: the dialog sits in the modal, the modal in the overlay. */
const overlayOf = (dialog: HTMLElement) => dialog.parentElement!.parentElement!;
const closed = () => waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('account 40213');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open details' })).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button tone="secondary" slot="close">
          Cancel
        </Button>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
  },
};

export const Dismissable: Story = {
  args: { isDismissable: true },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(overlayOf(dialog), { pointerEventsCheck: 0 });
    await closed();
  },
};

export const NotDismissable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(overlayOf(dialog), { pointerEventsCheck: 0 });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

export const LongContentNarrow: Story = {
  args: {
    title: 'Terms of the extended warranty for used trucks and trailers',
    children: Array.from({ length: 30 }, (_, index) => <p key={index}>Clause {index + 1}: coverage, exclusions and claims.</p>),
    actions: <Button slot="close">I understand</Button>,
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open details' }));
    const dialog = await within(document.body).findByRole('dialog');
    const action = within(dialog).getByRole('button', { name: 'I understand' });
    await expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
