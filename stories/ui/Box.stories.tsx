import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../src/ui/Box/Box';

const meta = {
  title: 'UI/Box',
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell = (label: string) => (
  <Box key={label} background="surface" padding="md" borderRadius="md">
    {label}
  </Box>
);

export const Stack: Story = {
  args: { display: 'flex', flexDirection: 'column', gap: 'sm', children: ['One', 'Two', 'Three'].map(cell) },
  play: async ({ canvasElement }) => {
    const one = within(canvasElement).getByText('One');
    const two = within(canvasElement).getByText('Two');
    await expect(two.getBoundingClientRect().top - one.getBoundingClientRect().bottom).toBeCloseTo(8, 0);
    await expect(getComputedStyle(one).paddingTop).toBe('12px');
  },
};

export const AsElement: Story = {
  args: { as: 'section', 'aria-label': 'Totals', padding: 'lg', background: 'muted', children: 'A section landmark' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Totals' });
    await expect(region.tagName).toBe('SECTION');
    await expect(getComputedStyle(region).paddingLeft).toBe('16px');
  },
};

/** Responsive props: one column on a phone, three on a desktop (992 px and wider). */
export const ResponsiveGrid: Story = {
  args: {
    display: 'grid',
    gap: 'md',
    gridTemplateColumns: { mobile: 1, desktop: 3 },
    children: ['Parts', 'Service', 'Sales'].map(cell),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = canvas.getByText('Parts').getBoundingClientRect();
    const service = canvas.getByText('Service').getBoundingClientRect();
    await expect(service.top).toBe(parts.top);
  },
};

export const ResponsiveGridNarrow: Story = {
  ...ResponsiveGrid,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = canvas.getByText('Parts').getBoundingClientRect();
    const service = canvas.getByText('Service').getBoundingClientRect();
    await expect(service.top).toBeGreaterThan(parts.top);
  },
};
