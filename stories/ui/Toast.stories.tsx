import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_MS } from '../../src/domain/constants';
import { Button } from '../../src/ui/Button/Button';
import { row } from '../layout.css';
import { createToastQueue, showToast, ToastRegion, type ToastMessage } from '../../src/ui/Toast/Toast';

const messages: Record<ToastMessage['tone'], ToastMessage> = {
  positive: { tone: 'positive', title: 'Landing page has been updated.' },
  critical: { tone: 'critical', title: 'Server Error', description: 'An error occurred while fetching data.' },
  info: { tone: 'info', title: 'A new version is available', description: 'Reload to get version 1.0.1.' },
};

/** Stands in for the host: it owns the queue and shows toasts when an action ends. */
function ToastDemo({ onClose }: { onClose: () => void }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <div className={row}>
        {Object.values(messages).map((message) => (
          <Button key={message.tone} tone="secondary" onPress={() => showToast(queue, message, { onClose })}>
            Show {message.tone}
          </Button>
        ))}
      </div>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { onClose: fn() },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

// The region is portalled to document.body.
const page = () => within(document.body);

export const Shows: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show positive' }));
    const toast = await page().findByRole('alertdialog', { name: 'Landing page has been updated.' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Landing page has been updated.');
    await expect(toast).toHaveAttribute('data-tone', 'positive');
    await expect(page().getByRole('region')).toContainElement(toast);
  },
};

export const AllTones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of ['positive', 'critical', 'info']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${tone}` }));
    }
    await waitFor(() => expect(page().getAllByRole('alertdialog')).toHaveLength(3));
    const critical = page().getByRole('alertdialog', { name: 'Server Error' });
    await expect(critical).toHaveAccessibleDescription('An error occurred while fetching data.');
  },
};

export const ClosesOnButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show critical' }));
    const toast = await page().findByRole('alertdialog', { name: 'Server Error' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const AutoDismisses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    await page().findByRole('alertdialog', { name: 'A new version is available' });
    const shownAt = performance.now();
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull(), { timeout: NOTIFICATION_MS + 1500 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(NOTIFICATION_MS - 100);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show critical' }));
    const toast = await page().findByRole('alertdialog', { name: 'Server Error' });
    const box = toast.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
