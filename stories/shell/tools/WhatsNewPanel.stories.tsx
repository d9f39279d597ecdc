import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { WhatsNewFeature } from '../../../src/domain/whatsNew';
import { WhatsNewPanel, type WhatsNewPanelProps } from '../../../src/shell/tools/WhatsNewPanel';

const features: WhatsNewFeature[] = [
  {
    id: 31,
    PageName: 'Cash Clearing',
    Description: 'Totals now show under every column, and the grid remembers your filters.',
    created_at: '2026-03-07T14:05:00Z',
    hasDocument: true,
    hasVideo: true,
  },
  {
    id: 30,
    PageName: 'Waiting List',
    Description: 'Tickets can be filtered by technician.',
    created_at: '2026-02-20T09:00:00Z',
    hasDocument: true,
    hasVideo: false,
  },
  {
    id: 29,
    PageName: 'Service Scheduler',
    Description: 'Drag a job to another bay to move it.',
    created_at: '2026-02-02T16:30:00Z',
    hasDocument: false,
    hasVideo: false,
  },
];

const older: WhatsNewFeature[] = [
  { id: 28, PageName: 'Bin Verification', Description: 'Scan bins with a phone camera.', created_at: '2026-01-15T12:00:00Z', hasDocument: false, hasVideo: true },
];

/** Opens and closes as the host does. */
function Stateful(props: WhatsNewPanelProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <WhatsNewPanel
      {...props}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        props.onOpenChange(open);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Tools/WhatsNewPanel',
  component: WhatsNewPanel,
  render: (args) => <Stateful {...args} />,
  args: { features, unreadCount: 3, isOpen: false, onOpenChange: fn(), onOpenFile: fn(), onRetry: fn(), onLoadMore: fn() },
} satisfies Meta<typeof WhatsNewPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => screen.findByRole('dialog', { name: "What's new" });

export const UnreadCount: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /^What's new/ });
    await expect(button).toHaveAccessibleName("What's new, 3 unread");
    await expect(button).toHaveTextContent('3');
    await userEvent.click(button);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const items = within(await panel()).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Cash Clearing');
    await expect(items[0]).toHaveTextContent('03/07/2026');
    await expect(items[0]).toHaveTextContent('Totals now show under every column');
  },
};

export const NothingUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^What's new/ })).toHaveAccessibleName("What's new");
  },
};

/** The header's icons stay where they are when the count clears: the button keeps its width. */
export const CountClearsInPlace: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <WhatsNewPanel {...args} unreadCount={12} />
      <WhatsNewPanel {...args} unreadCount={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [unread, none] = within(canvasElement).getAllByRole('button', { name: /^What's new/ });
    await expect(Math.abs(unread!.getBoundingClientRect().width - none!.getBoundingClientRect().width)).toBeLessThan(1);
  },
};

export const OpenDocumentAndVideo: Story = {
  args: { isOpen: true },
  play: async ({ args }) => {
    const [cash, waiting, scheduler] = within(await panel()).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.click(within(cash).getByRole('button', { name: 'Open document' }));
    await expect(args.onOpenFile).toHaveBeenLastCalledWith(features[0], 'PDF');
    await userEvent.click(within(cash).getByRole('button', { name: 'Watch video' }));
    await expect(args.onOpenFile).toHaveBeenLastCalledWith(features[0], 'Video');
    await expect(within(waiting).queryByRole('button', { name: 'Watch video' })).toBeNull();
    await expect(within(waiting).getByRole('button', { name: 'Open document' })).toHaveAccessibleDescription('Waiting List');
    await expect(within(scheduler).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { isOpen: true, features: [], unreadCount: 0 },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('heading', { name: 'Nothing new yet.' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isOpen: true, features: undefined, isLoading: true },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('status')).toHaveTextContent("Loading what's new");
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { isOpen: true, features: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ args }) => {
    const alert = within(await panel()).getByRole('alert');
    await expect(alert).toHaveTextContent('No response from the server. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadMore: Story = {
  args: { isOpen: true, hasMore: true },
  play: async ({ args }) => {
    const dialog = await panel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { isOpen: true, hasMore: true, isLoading: true, features: [...features, ...older] },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading more');
    await expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Close: Story = {
  args: { isOpen: true },
  play: async ({ args }) => {
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { isOpen: true, hasMore: true },
  play: async () => {
    const dialog = await panel();
    for (const button of within(dialog).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
