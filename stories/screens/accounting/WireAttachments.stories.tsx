import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WireAttachments } from '../../../src/screens/accounting/WireAttachments';
import { clearPendingAnnouncement } from '../../report/pendingAnnouncement';
import { wireDocuments } from './wireAuthorizationData';

const meta = {
  title: 'Screens/Accounting/WireAttachments',
  component: WireAttachments,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 960, display: 'grid', gap: 16 }}>{Story()}</div>],
  args: {
    attachments: wireDocuments(3),
    status: 'Submitted',
    onOpen: fn(),
    onDownload: fn(),
    changes: { onAttach: fn(async () => undefined), progress: null, onRemove: fn(async () => true), isPending: false },
  },
} satisfies Meta<typeof WireAttachments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted wire's documents: each opened, downloaded or (before an approval) removed after a confirmation. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Payoff letter · Payoff letter.jpg \(1.4 MB\) · attached by Casey Accounting/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open Invoice SBW-10482.pdf' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.attachments[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Bill of sale U24410.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(args.attachments[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Invoice SBW-10482.pdf' }));
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Remove this document?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Remove document' }));
    await expect(args.changes!.onRemove).toHaveBeenCalledWith(args.attachments[0]);
  },
};

/** A document is attached with what it is. */
export const Attach: Story = {
  args: { attachments: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No documents attached yet/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'What it is' }), 'Payoff letter');
    await userEvent.upload(canvasElement.querySelector('input[type="file"]')!, new File(['%PDF-1.4'], 'payoff.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Attach document' }));
    await expect(args.changes!.onAttach).toHaveBeenCalledWith(expect.objectContaining({ name: 'payoff.pdf' }), 'Payoff letter');
    await clearPendingAnnouncement();
  },
};

/** The server's refusal of a file that is not what it says stays beside the pick. */
export const AttachRefused: Story = {
  args: {
    attachments: [],
    changes: {
      onAttach: fn(async () => Promise.reject(new Error('A wire’s document must be a PDF or an image (PNG, JPEG, TIFF), checked by its content, not its name.'))),
      progress: null,
      onRemove: fn(async () => true),
      isPending: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector('input[type="file"]')!, new File(['MZ'], 'invoice.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Attach document' }));
    await expect(await canvas.findByText(/checked by its content, not its name/)).toBeVisible();
    await clearPendingAnnouncement();
  },
};

/** Once approved the documents stay (the screen says why); more may still be attached. */
export const Approved: Story = {
  args: { status: 'Approved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.getByText('The wire holds an approval given with its documents: they stay.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Attach document' })).toBeVisible();
  },
};

/** Released: the documents are its record; nothing is removed, and they print with it. */
export const Released: Story = {
  args: { status: 'Released' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The wire has been released: its documents are its record and stay.')).toBeVisible();
  },
};

/** A reader opens and downloads only. */
export const ReadOnly: Story = {
  args: { changes: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Open/ })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Attach document' })).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Payoff letter.jpg' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
