import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from '../../src/ui/Icon/Icon';
import { centredRow, listGrid, tightCentredRow } from '../layout.css';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'search' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <ul className={listGrid}>
      {iconNames.map((name) => (
        <li key={name} className={tightCentredRow}>
          <Icon {...args} name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(iconNames.length);
    await expect(canvas.getByText('sort-desc')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={centredRow}>
      <Icon name="calendar" size="small" />
      <Icon name="calendar" />
      <Icon name="calendar" size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 32]);
  },
};

export const Labelled: Story = {
  args: { name: 'alert', label: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};
