import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { MAX_WIDGETS, newWidget, type PlacedWidget } from '../../../src/domain/dashboard/layout';
import { roleDefaultLayout } from '../../../src/domain/dashboard/roleDefaults';
import { offeredWidgets, WIDGET_KINDS, type WidgetKind } from '../../../src/domain/dashboard/widgets';
import { CustomDashboard, type CustomDashboardProps } from '../../../src/screens/dashboard/CustomDashboard';
import type { WidgetState } from '../../../src/screens/dashboard/WidgetBody';
import { ADMIN, BRANCHES, permissionsOf, placed, readyState } from './dashboardData';

/** The screen as the host runs it: each change kept (and reported), so moves and removals show. */
function Kept(props: CustomDashboardProps) {
  const [widgets, setWidgets] = useState(props.widgets);
  return (
    <CustomDashboard
      {...props}
      widgets={widgets}
      onChange={(next) => {
        setWidgets(next);
        props.onChange(next);
      }}
      onAdd={(kind) => {
        setWidgets((now) => [...(now ?? []), newWidget(`added-${now?.length ?? 0}`, kind)]);
        props.onAdd(kind);
      }}
    />
  );
}

const ready = (widget: PlacedWidget): WidgetState => readyState(widget.kind);
const states =
  (special: Partial<Record<WidgetKind, WidgetState>>) =>
  (widget: PlacedWidget): WidgetState =>
    special[widget.kind] ?? readyState(widget.kind);

const POPULATED = placed([['fillRate', 'S'], ['vehicleSalesMonth', 'S'], ['fiPvr', 'M'], ['openPicks', 'M'], ['waitingList', 'M'], ['vehicleSalesTrend', 'L'], ['salesLinks', 'S']]);

const meta = {
  title: 'Screens/Dashboard/CustomDashboard',
  component: CustomDashboard,
  render: (args) => <Kept {...args} />,
  args: {
    widgets: POPULATED,
    useWidgetState: ready,
    offered: offeredWidgets(ADMIN),
    branches: BRANCHES,
    onRetry: fn(),
    onChange: fn(),
    onAdd: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof CustomDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const widgetNamed = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('list', { name: 'Widgets' })).getByRole('listitem', { name: title });
const titles = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-size]')].map((w) => w.getAttribute('aria-label'));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expect(within(widgetNamed(canvasElement, 'F&I PVR')).getByRole('group', { name: 'Month to date' })).toHaveTextContent('$1,412');
    await expect(within(widgetNamed(canvasElement, 'Parts waiting list')).getByRole('grid')).toHaveTextContent('Peach State Freight');
    await expect(within(widgetNamed(canvasElement, 'Sales screens')).getByRole('link', { name: 'Vehicle Aging Report' })).toBeVisible();
    await expect(widgetNamed(canvasElement, 'Parts fill rate')).toHaveTextContent('All my branches · Month to date');
  },
};

export const Loading: Story = {
  args: { widgets: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your dashboard')).toBeInTheDocument();
  },
};

/** The layout is read; each widget waits for its own screen's answer, with its own skeleton. */
export const WidgetsLoading: Story = {
  args: { useWidgetState: () => ({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    await expect(within(widgetNamed(canvasElement, 'F&I PVR')).getByText('Loading F&I PVR')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { widgets: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No widgets yet' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add widget' })[1]!);
    const catalogue = await within(document.body).findByRole('dialog', { name: 'Add a widget' });
    await userEvent.click(within(catalogue).getByRole('button', { name: 'Add Trucks in stock' }));
    await expect(args.onAdd).toHaveBeenCalledWith('agingUnits');
    await expect(widgetNamed(canvasElement, 'Trucks in stock')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { widgets: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const retry = fn();
/** One widget's screen failed: it says so with a retry, and the others show their figures. */
export const OneWidgetFailing: Story = {
  args: { useWidgetState: states({ openPicks: { status: 'failed', message: 'Server Error: the pick lists could not be read.', onRetry: retry } }) },
  play: async ({ canvasElement }) => {
    const failing = within(widgetNamed(canvasElement, 'Open picks by age'));
    await expect(failing.getByRole('alert')).toHaveTextContent('the pick lists could not be read');
    await userEvent.click(failing.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
    await expect(within(widgetNamed(canvasElement, 'F&I PVR')).getByRole('group', { name: 'Month to date' })).toHaveTextContent('$1,412');
  },
};

/** A widget kept from before the user lost the right to its screen: no data, and why. */
export const NoLongerPermitted: Story = {
  args: { useWidgetState: states({ fiPvr: { status: 'refused' } }) },
  play: async ({ canvasElement, args }) => {
    const refused = widgetNamed(canvasElement, 'F&I PVR');
    await expect(refused).toHaveTextContent('You no longer have access to Finance and Insurance Report.');
    await expect(within(refused).queryByRole('group')).toBeNull();
    await userEvent.click(within(refused).getByRole('button', { name: 'Actions for F&I PVR' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Remove' }));
    await expect(args.onChange).toHaveBeenCalledWith(POPULATED.filter((w) => w.kind !== 'fiPvr'));
  },
};

/** The catalogue lists only the widgets of screens the user may open: sales’ for a salesperson. */
export const Catalogue: Story = {
  args: { offered: offeredWidgets(permissionsOf('Sales')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add widget' }));
    const catalogue = within(await within(document.body).findByRole('dialog', { name: 'Add a widget' }));
    await expect(catalogue.getByRole('region', { name: 'Sales' })).toBeVisible();
    await expect(catalogue.queryByRole('region', { name: 'Accounting' })).toBeNull();
    await expect(catalogue.getAllByRole('button', { name: /^Add / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add My shortcuts',
      'Add Trucks in stock',
      'Add Stock by days in stock',
      'Add Vehicle sales: units',
      'Add Units sold by month',
      'Add F&I PVR',
      'Add Sales screens',
    ]);
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(widgetNamed(canvasElement, 'F&I PVR')).getByRole('button', { name: /^Move F&I PVR, 3 of 7/ });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getByText('F&I PVR moved to position 2 of 7.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(titles(canvasElement).slice(0, 4)).toEqual(['Parts fill rate', 'Vehicle sales: units', 'Open picks by age', 'F&I PVR']));
    await expect(document.activeElement).toHaveAccessibleName(/^Move F&I PVR, 4 of 7/);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** A widget dragged by its handle and dropped on another lands in that one's place. */
export const ReorderByDrag: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(widgetNamed(canvasElement, 'Units sold by month')).getByRole('button', { name: /^Move Units sold by month/ });
    fireEvent.dragStart(handle, { dataTransfer: new DataTransfer() });
    await waitFor(() => expect(widgetNamed(canvasElement, 'Units sold by month')).toHaveAttribute('data-dragging'));
    const target = widgetNamed(canvasElement, 'Parts fill rate');
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    fireEvent.dragEnd(handle);
    await waitFor(() => expect(titles(canvasElement).slice(0, 2)).toEqual(['Units sold by month', 'Parts fill rate']));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ResizeAndFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(widgetNamed(canvasElement, 'Parts fill rate')).getByRole('button', { name: 'Actions for Parts fill rate' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Large' }));
    await expect(widgetNamed(canvasElement, 'Parts fill rate')).toHaveAttribute('data-size', 'L');
    await userEvent.click(within(widgetNamed(canvasElement, 'Parts fill rate')).getByRole('button', { name: 'Actions for Parts fill rate' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Filter…' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Filter of Parts fill rate' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: '201 - Forest Park' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Period/ }), 'Last 90 days');
    await userEvent.click(dialog.getByRole('button', { name: 'Save filter' }));
    await expect(widgetNamed(canvasElement, 'Parts fill rate')).toHaveTextContent('Branches 201 · Last 90 days');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ ...POPULATED[0]!, size: 'L', filter: { branches: ['201'], period: 'last90' } }, ...POPULATED.slice(1)]);
  },
};

/** Resetting a dashboard of one's own asks first; the role's default resets at once. */
export const ResetAsked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset to my role’s default' }));
    const body = within(document.body);
    await expect(await body.findByText('Your widgets, their sizes and filters give way to your role’s default dashboard.')).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

const roleDefault = (role: string): Partial<Story['args']> => {
  const permissions = permissionsOf(role);
  return { widgets: roleDefaultLayout([role], permissions), offered: offeredWidgets(permissions), useWidgetState: (w) => readyState(w.kind, permissions), isDefault: true };
};
const showsDefault = (first: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(within(canvasElement).getByText('Your role’s dashboard: change it to make it yours.')).toBeVisible();
  await expect(titles(canvasElement)[0]).toBe(first);
};

export const DefaultParts: Story = { args: roleDefault('Parts'), play: showsDefault('Parts fill rate') };
export const DefaultAccounting: Story = { args: roleDefault('Accounting'), play: showsDefault('Unreconciled days: cash clearing') };
export const DefaultService: Story = { args: roleDefault('Service'), play: showsDefault('Shop load this week') };
export const DefaultSales: Story = { args: roleDefault('Sales'), play: showsDefault('Vehicle sales: units') };
export const DefaultNoRole: Story = { args: roleDefault('Read-only'), play: showsDefault('My shortcuts') };

/** Below 992 px the widgets stand one above the other, each the full width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const small = widgetNamed(canvasElement, 'Parts fill rate').getBoundingClientRect();
    const large = widgetNamed(canvasElement, 'Units sold by month').getBoundingClientRect();
    await expect(Math.round(small.width)).toBe(Math.round(large.width));
    await expect(small.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A full dashboard: 24 widgets, and the catalogue says no more fit. */
export const Large: Story = {
  args: { widgets: placed(Array.from({ length: MAX_WIDGETS }, (_, i) => WIDGET_KINDS[i % WIDGET_KINDS.length]!)) },
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toHaveLength(MAX_WIDGETS);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add widget' }));
    const catalogue = within(await within(document.body).findByRole('dialog', { name: 'Add a widget' }));
    await expect(catalogue.getByText('Your dashboard is full: remove a widget to add another.')).toBeVisible();
    await expect(catalogue.getByRole('button', { name: 'Add F&I PVR' })).toBeDisabled();
  },
};
