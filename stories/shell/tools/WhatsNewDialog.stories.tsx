import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { WhatsNewFeature } from '../../../src/domain/whatsNew';
import WhatsNewDialog from '../../../src/shell/tools/WhatsNewDialog';
import { useHostOpen } from './overlayHost';

/** Release notes the user has not read yet, newest first. */
const unread: WhatsNewFeature[] = [
  {
    id: 52,
    PageName: 'Parts Lookup',
    Description: 'Search by supersession number as well as part number.',
    created_at: '2026-10-12T15:00:00Z',
    hasDocument: true,
    hasVideo: true,
  },
  {
    id: 51,
    PageName: 'Warranty Claims',
    Description: 'A claim shows the labour lines it was paid for.',
    created_at: '2026-09-28T15:00:00Z',
    hasDocument: false,
    hasVideo: true,
  },
  {
    id: 50,
    PageName: 'Technician Hours',
    Description: 'Hours can be exported to Excel.',
    created_at: '2026-09-03T15:00:00Z',
    hasDocument: false,
    hasVideo: false,
  },
];

const SERVER_DOWN = 'No response from the server. Please try again later.';

/** Opens and closes as the host does. */
function Host(props: ComponentProps<typeof WhatsNewDialog>) {
  return <WhatsNewDialog {...props} {...useHostOpen(props)} />;
}

const meta = {
  title: 'Shell/Tools/WhatsNewDialog',
  component: WhatsNewDialog,
  render: (args) => <Host {...args} />,
  args: { features: unread, isOpen: true, onOpenChange: fn(), onOpenFile: fn(), onRetry: fn(), onLoadMore: fn() },
} satisfies Meta<typeof WhatsNewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: "What's new" });
const features = (panel: HTMLElement) => within(within(panel).getByRole('list', { name: 'Features' })).getAllByRole('listitem');

export const Empty: Story = {
  args: { features: [] },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('heading', { name: 'Nothing new yet.', level: 3 })).toBeVisible();
    await expect(within(panel).queryByRole('list')).toBeNull();
    await expect(within(panel).queryByRole('status')).toBeNull();
  },
};

export const UnreadItems: Story = {
  play: async ({ args }) => {
    const panel = await dialog();
    const [parts, warranty, hours] = features(panel) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(parts).getByRole('heading', { name: 'Parts Lookup', level: 3 })).toBeVisible();
    await expect(parts.querySelector('time')).toHaveAttribute('dateTime', '2026-10-12T15:00:00Z');
    await expect(parts.querySelector('time')).toHaveTextContent('10/12/2026');
    await expect(parts).toHaveTextContent('Search by supersession number as well as part number.');
    // Each file button says which feature it belongs to.
    await expect(within(warranty).getByRole('button', { name: 'Watch video' })).toHaveAccessibleDescription('Warranty Claims');
    await expect(within(warranty).queryByRole('button', { name: 'Open document' })).toBeNull();
    await expect(within(hours).queryByRole('button')).toBeNull();
    // No more pages: no 'Load more'.
    await expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(within(parts).getByRole('button', { name: 'Open document' }));
    await expect(args.onOpenFile).toHaveBeenLastCalledWith(unread[0], 'PDF');
    within(warranty).getByRole('button', { name: 'Watch video' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenFile).toHaveBeenLastCalledWith(unread[1], 'Video');
    await expect(args.onOpenFile).toHaveBeenCalledTimes(2);
  },
};

export const MorePages: Story = {
  args: { hasMore: true },
  play: async ({ args }) => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { features: undefined, isLoading: true },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('status')).toHaveTextContent("Loading what's new");
    await expect(within(panel).queryByRole('list')).toBeNull();
    // Not yet known to be empty.
    await expect(within(panel).queryByRole('heading', { name: 'Nothing new yet.' })).toBeNull();
  },
};

export const LoadingMore: Story = {
  args: { isLoading: true, hasMore: true },
  play: async () => {
    const panel = await dialog();
    await expect(features(panel)).toHaveLength(3);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading more');
    await expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { features: undefined, error: SERVER_DOWN },
  play: async ({ args }) => {
    const panel = await dialog();
    const alert = within(panel).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong', level: 3 })).toBeVisible();
    await expect(alert).toHaveTextContent(SERVER_DOWN);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithoutRetry: Story = {
  // A later page failed and the host offers no retry: what was loaded stays, the message below it.
  args: { error: SERVER_DOWN, hasMore: true, onRetry: undefined },
  play: async () => {
    const panel = await dialog();
    await expect(features(panel)).toHaveLength(3);
    await expect(within(panel).getByRole('alert')).toHaveTextContent(SERVER_DOWN);
    await expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onOpenFile).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
