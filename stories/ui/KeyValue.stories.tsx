import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyValue } from '../../src/ui/KeyValue/KeyValue';

const meta = {
  title: 'UI/KeyValue',
  component: KeyValue,
  args: {
    items: [
      { label: 'Branch', value: '101 - Norcross' },
      { label: 'Customer', value: 'Acme Freight LLC' },
      { label: 'Unit', value: '2021 Freightliner Cascadia' },
      { label: 'VIN', value: '3AKJHHDR5MSMA1234' },
      { label: 'Opened', value: '03/14/2025 09:30 AM' },
      { label: 'Technician', value: null },
    ],
  },
} satisfies Meta<typeof KeyValue>;
export default meta;
type Story = StoryObj<typeof meta>;

const dd = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling as HTMLElement;

export const TwoColumnsOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
    await expect(dd(canvasElement, 'Customer')).toHaveTextContent('Acme Freight LLC');
    await expect(dd(canvasElement, 'Technician')).toHaveTextContent('—');
    const branch = canvas.getByText('Branch').getBoundingClientRect();
    const customer = canvas.getByText('Customer').getBoundingClientRect();
    await expect(customer.top).toBe(branch.top);
    await expect(customer.left).toBeGreaterThan(branch.left);
  },
};

export const OneColumnOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const branch = canvas.getByText('Branch').getBoundingClientRect();
    const customer = canvas.getByText('Customer').getBoundingClientRect();
    await expect(customer.left).toBe(branch.left);
    await expect(customer.top).toBeGreaterThan(branch.top);
  },
};

export const SingleColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Customer').getBoundingClientRect().left).toBe(
      canvas.getByText('Branch').getBoundingClientRect().left,
    );
  },
};
