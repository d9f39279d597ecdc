import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WidgetBody } from '../../../src/screens/dashboard/WidgetBody';
import { permissionsOf, readyState } from './dashboardData';

const meta = {
  title: 'Screens/Dashboard/WidgetBody',
  component: WidgetBody,
  args: { title: 'F&I PVR', screen: 'Finance and Insurance Report', span: 'Month to date', state: readyState('fiPvr') },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof WidgetBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figure: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: 'Month to date' });
    await expect(tile).toHaveTextContent('$1,412');
    await expect(tile).toHaveTextContent('9.6% vs previous period');
    await expect(tile).toHaveTextContent('31 retail units');
  },
};

export const BarChart: Story = {
  args: { title: 'Open picks by age', screen: 'Parts Pick Status', span: 'Now', state: readyState('openPicks') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Open picks by age/ })).toBeInTheDocument();
  },
};

export const LineChart: Story = {
  args: { title: 'Units sold by month', screen: 'Vehicle Sales Report', state: readyState('vehicleSalesTrend') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Units sold by month/ })).toBeInTheDocument();
  },
};

export const ShortGrid: Story = {
  args: { title: 'Time off requested', screen: 'Schedule Time Off', span: 'Now', state: readyState('timeOffRequested') },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Time off requested' });
    await expect(grid).toHaveTextContent('Marcus Hill');
    await expect(grid).toHaveTextContent('12/01/2026');
  },
};

export const Links: Story = {
  args: { title: 'Parts screens', screen: 'My Open Issues', span: 'Now', state: readyState('partsLinks', permissionsOf('Parts')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Waiting List' })).toHaveAttribute('href', '/displaytickets');
  },
};

export const NoLinksLeft: Story = {
  args: { title: 'Sales screens', screen: 'My Open Issues', span: 'Now', state: readyState('salesLinks', []) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('You no longer have access to any screen of this group.');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading F&I PVR')).toBeInTheDocument();
  },
};

const onRetry = fn();
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'No response from the server. Please try again later.', onRetry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'F&I PVR did not load' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NoLongerPermitted: Story = {
  args: { state: { status: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('You no longer have access to Finance and Insurance Report.');
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};
