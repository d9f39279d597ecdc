import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CycleDetailDrill } from '../../../src/screens/parts/CycleDetailDrill';
import { forbiddenRecord, loadingRecord } from '../../report/recordStories';
import { cycleDrill } from './cycleDetailData';

const meta = {
  title: 'Screens/Parts/CycleDetailDrill',
  component: CycleDetailDrill,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { drill: cycleDrill, isLoading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof CycleDetailDrill>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two counts and the sales between them, in date order with the running quantity; the report's count is marked. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('grid', { name: 'Counts and movements' })).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(rows[3]).toHaveTextContent('This count');
    await expect(rows[3]).toHaveTextContent('-2 Approved');
    await expect(rows[4]).toHaveTextContent('5');
    await expect(canvas.getByRole('link', { name: 'Its lines in the report' })).toHaveAttribute('href', '/CycleDetailReport?brnId=101&f.partNo=BRK-4515Q');
  },
};

export const Loading: Story = { ...loadingRecord('Cycle Detail Drill Report'), args: { drill: undefined, isLoading: true } };

export const Empty: Story = {
  args: { drill: { ...cycleDrill, events: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing counted or moved' })).toBeVisible();
  },
};

/** Another branch's part: the server's 403 in words, and Try again. */
export const RefusedBranch: Story = { ...forbiddenRecord, args: { drill: undefined, error: forbiddenRecord.args.error } };

/** A wrong address is said plainly, not a crash. */
export const BadAddress: Story = {
  args: { drill: undefined, error: '"abc" is not a cycle number.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('"abc" is not a cycle number.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Large: Story = {
  args: {
    drill: {
      ...cycleDrill,
      events: Array.from({ length: 60 }, (_, i) => cycleDrill.events.map((e) => ({ ...e, at: new Date(Date.parse(e.at) + i * 86_400_000 * 40).toISOString(), chosen: e.chosen && i === 0 }))).flat(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Counts and movements' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Cycle Detail · BRK-4515Q at 101' })).toBeVisible();
  },
};
