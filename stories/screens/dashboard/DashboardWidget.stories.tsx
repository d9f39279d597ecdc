import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newWidget } from '../../../src/domain/dashboard/layout';
import { DashboardWidget } from '../../../src/screens/dashboard/DashboardWidget';

const meta = {
  title: 'Screens/Dashboard/DashboardWidget',
  component: DashboardWidget,
  args: {
    widget: newWidget('w1', 'fiPvr', 'S'),
    title: 'F&I PVR',
    href: '/finance-insurance-report',
    position: 1,
    count: 3,
    filterText: 'All my branches · Month to date',
    isDragging: false,
    onMove: fn(),
    onResize: fn(),
    onSettings: fn() as (() => void) | null,
    onRemove: fn(),
    onDragStart: fn(),
    onDragEnd: fn(),
    onDrop: fn(),
    children: <p>The figure goes here.</p>,
  },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: 420 }}>{Story()}</ul>],
} satisfies Meta<typeof DashboardWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'F&I PVR' })).toHaveAttribute('href', '/finance-insurance-report');
    await expect(canvas.getByText('All my branches · Month to date')).toBeVisible();
  },
};

/** The handle moves the widget with the arrow keys. */
export const MovedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: /^Move F&I PVR, 1 of 3/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMove).toHaveBeenCalledWith('later');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onMove).toHaveBeenLastCalledWith('earlier');
  },
};

/** Its actions: the first widget cannot move earlier, and its own size is not offered again. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for F&I PVR' }));
    const body = within(document.body);
    await expect(await body.findByRole('menuitem', { name: 'Move earlier' })).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('menuitem', { name: 'Small (now)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('menuitem', { name: 'Medium' }));
    await expect(args.onResize).toHaveBeenCalledWith('M');
  },
};

/** A links widget has no filter, and its title is plain text. */
export const Links: Story = {
  args: { widget: newWidget('w2', 'salesLinks', 'S'), title: 'Sales screens', href: null, filterText: '', onSettings: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Sales screens' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Remove' })).toBeVisible();
    await expect(within(document.body).queryByRole('menuitem', { name: 'Filter…' })).toBeNull();
  },
};

export const Dragging: Story = {
  args: { isDragging: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem', { name: 'F&I PVR' })).toHaveAttribute('data-dragging');
  },
};
