import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FLOWS } from '../../../src/domain/flow/flows';
import { FlowDiagram } from '../../../src/screens/flow/FlowDiagram';
import * as css from '../../../src/screens/flow/FlowDiagram.css';
import { narrowReport } from '../../report/reportStories';
import { empty, parts, ro } from './flowData';

const meta = {
  title: 'Screens/Flow/FlowDiagram',
  component: FlowDiagram,
  args: {
    steps: FLOWS.ro.steps,
    figures: ro.steps,
    slowestStep: ro.slowestStep,
    selectedStep: null,
    onStepPress: fn(),
    summary: 'Repair orders: 412 items through Arrival, Authorization, Parts, Work, Invoice, Paid; the slowest step is Paid.',
  },
} satisfies Meta<typeof FlowDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepOf = (canvasElement: HTMLElement, step: string) => canvasElement.querySelector<SVGGElement>(`[data-step="${step}"]`)!;

/** The RO flow: who passed, waits and the median hours per step, who skipped Parts and who left before Paid; a step pressed opens its items. */
export const RepairOrders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: args.summary })).toBeInTheDocument();
    await expect(canvas.getByText('Slowest step')).toBeInTheDocument();
    await expect(stepOf(canvasElement, 'paid')).toHaveAttribute('data-slowest', 'true');
    await expect(within(stepOf(canvasElement, 'parts') as unknown as HTMLElement).getByText('median 30.5 h')).toBeInTheDocument();
    await expect(canvas.getByText('140 skipped')).toBeInTheDocument();
    await expect(canvas.getByText('27 left')).toBeInTheDocument();
    await userEvent.click(stepOf(canvasElement, 'authorization').querySelector('rect')!);
    await expect(args.onStepPress).toHaveBeenCalledWith('authorization');
  },
};

/** The step whose items are open is drawn selected. */
export const StepSelected: Story = {
  args: { selectedStep: 'work' },
  play: async ({ canvasElement }) => {
    await expect(stepOf(canvasElement, 'work').querySelector('rect')).toHaveClass(css.selected);
    await expect(stepOf(canvasElement, 'arrival').querySelector('rect')).not.toHaveClass(css.selected);
  },
};

/** The three-step parts flow. */
export const PartsPicks: Story = {
  args: { steps: FLOWS.parts.steps, figures: parts.steps, slowestStep: parts.slowestStep, summary: 'Parts picks: 38 items through Request, Pick/order, Delivered; the slowest step is Pick/order.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-step]')).toHaveLength(3);
    await expect(stepOf(canvasElement, 'pick')).toHaveAttribute('data-slowest', 'true');
  },
};

/** Nothing measured: every step at zero, no slowest step. */
export const Empty: Story = {
  args: { figures: empty.steps, slowestStep: null, summary: 'Repair orders: no items.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Slowest step')).toBeNull();
    await expect(canvas.getAllByText('0 passed')).toHaveLength(6);
    await expect(canvas.getAllByText('median —')).toHaveLength(5);
  },
};

/** Narrow: the diagram scrolls sideways inside its region rather than widening the page. */
export const Narrow: Story = {
  globals: narrowReport.globals,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Flow diagram' });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
