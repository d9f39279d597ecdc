import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../../src/ui/Card/Card';
import { Button } from '../../src/ui/Button/Button';

const onExport = fn();

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'Open work orders', children: '14 open, 3 waiting on parts.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Open work orders' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Open work orders');
    await expect(region).toHaveTextContent('3 waiting on parts');
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button tone="secondary" size="small" onPress={onExport}>
        Export
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onExport.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await expect(onExport).toHaveBeenCalledOnce();
  },
};

export const Untitled: Story = {
  args: { title: undefined, children: 'A plain panel.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).getByText('A plain panel.')).toBeVisible();
  },
};

export const LongTitleNarrow: Story = {
  args: {
    title: 'Parts backorders by vendor for the Norcross, Atlanta and Savannah branches',
    level: 3,
    actions: <Button size="small">Refresh</Button>,
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(region).getByRole('button', { name: 'Refresh' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
