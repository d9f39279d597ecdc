import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../../src/ui/Alert/Alert';
import { stack } from '../layout.css';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'info', children: 'The month-end close starts on Friday.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The month-end close starts on Friday.');
  },
};

export const Critical: Story = {
  args: { tone: 'critical', children: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No response from the server.');
  },
};

export const AllTones: Story = {
  render: () => (
    <div className={stack}>
      <Alert tone="info">Info: the month-end close starts on Friday.</Alert>
      <Alert tone="positive">Landing page has been updated.</Alert>
      <Alert tone="caution">Caution: two invoices are missing a PO number.</Alert>
      <Alert tone="critical">Server Error: An error occurred while fetching data.</Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error');
  },
};
