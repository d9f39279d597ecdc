import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STATUS_STEPS } from '../../../src/domain/service/statusLinks';
import { RepairStatus } from '../../../src/screens/service/RepairStatus';
import { repairStatus } from './repairStatusData';

const meta = {
  title: 'Screens/Service/RepairStatus',
  component: RepairStatus,
  args: { status: repairStatus('In repair'), isLoading: false, isNotFound: false, error: null },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' } } },
  },
  // A customer's phone: the narrowest common width.
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof RepairStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The step said as now, every step before it done, none after it. */
const atStep = (step: (typeof STATUS_STEPS)[number]): Story => ({
  args: { status: repairStatus(step) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem').filter((li) => li.closest('ol'));
    await expect(steps.map((li) => li.textContent)).toHaveLength(STATUS_STEPS.length);
    const index = STATUS_STEPS.indexOf(step);
    for (const [i, li] of steps.entries()) {
      const expected = i < index || step === 'Ready' ? '(done)' : i === index ? '(now)' : '(next)';
      await expect(li).toHaveTextContent(expected);
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(step === 'Ready' ? 'Ready for pickup' : step);
    // Never wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
});

export const CheckedIn = atStep('Checked in');
export const Diagnosing = atStep('Diagnosing');
export const AwaitingApproval = atStep('Awaiting approval');
export const AwaitingParts = atStep('Awaiting parts');
export const InRepair: Story = {
  ...atStep('In repair'),
  play: async (context) => {
    await atStep('In repair').play!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: '2023 Ford F-750' })).toBeVisible();
    await expect(canvas.getByText(/VIN …H10002/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call (770) 555-0105' })).toHaveAttribute('href', 'tel:7705550105');
    await expect(canvas.getByRole('link', { name: '(770) 555-0100' })).toHaveAttribute('href', 'tel:7705550100');
    await expect(canvas.getByText('The new turbo arrived from Memphis and is going on now.')).toBeVisible();
    await expect(canvas.getByText(/Promised:/)).toBeVisible();
    await expect(context.canvasElement.textContent).not.toMatch(/\$/);
  },
};
export const FinalCheck = atStep('Final check');
export const Ready = atStep('Ready');


export const NoNotes: Story = {
  args: { status: repairStatus('Diagnosing', []) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No updates yet: we will post them here.')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: undefined, isNotFound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Loading your repair…' })).toBeVisible();
  },
};

/** The signal dropped after the page loaded: the last answer stays, with a word about it. */
export const OfflineAfterLoading: Story = {
  args: { status: repairStatus('Awaiting parts'), error: 'No connection.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No connection. Showing the last update.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: undefined, error: 'The shop’s server did not answer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Cannot show your repair' })).toBeVisible();
  },
};
