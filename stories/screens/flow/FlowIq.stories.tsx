import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FLOW_ITEM_FIELDS, type CustomerType, type FlowItemRow, type FlowSummary } from '../../../src/domain/flow/flowItems';
import { FLOW_IDS, type FlowId } from '../../../src/domain/flow/flows';
import { FlowIq } from '../../../src/screens/flow/FlowIq';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { ap, authorizationItems, empty, manyPaidItems, parts, ro } from './flowData';

interface StoryArgs extends ServedReportArgs {
  flows: FlowId[];
  summaries: Partial<Record<FlowId, FlowSummary>>;
  rows: FlowItemRow[];
  startFlow: FlowId | null;
  startStep: string | null;
  onFlowChange: (flow: FlowId) => void;
  onCustomerTypeChange: (type: CustomerType | null) => void;
  onStepChange: (step: string | null) => void;
}

/** Stands in for the host: keeps the flow, customer type and step, and serves the step's items. */
function Served({ flows, summaries, rows, startFlow, startStep, onFlowChange, onCustomerTypeChange, onStepChange, ...args }: StoryArgs) {
  const served = useServedReport(rows, FLOW_ITEM_FIELDS, [], args, { branches: ['101'], sort: [{ id: 'hours', desc: true }] });
  const [flow, setFlow] = useState(startFlow);
  const [step, setStep] = useState(startStep);
  const [customerType, setCustomerType] = useState<CustomerType | null>(null);
  return (
    <FlowIq
      {...served}
      flows={flows}
      flow={flow}
      onFlowChange={(next) => {
        setFlow(next);
        setStep(null);
        onFlowChange(next);
      }}
      customerType={customerType}
      onCustomerTypeChange={(next) => {
        setCustomerType(next);
        onCustomerTypeChange(next);
      }}
      summary={args.state === 'loaded' && flow ? summaries[flow] : undefined}
      step={step}
      onStepChange={(next) => {
        setStep(next);
        onStepChange(next);
      }}
      grid={step ? served.grid : undefined}
    />
  );
}

const meta = {
  title: 'Screens/Flow/FlowIq',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    flows: [...FLOW_IDS],
    summaries: { ro, parts, ap },
    rows: authorizationItems,
    startFlow: 'ro',
    startStep: null,
    onFlowChange: fn(),
    onCustomerTypeChange: fn(),
    onStepChange: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepsTable = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: /Each step of the repair orders flow/ });

/** The RO flow at Norcross: six steps with who passed, who waits and the median hours, and the ROs waiting longest. */
export const RepairOrders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Repair orders: 412 items through Arrival, Authorization, Parts, Work, Invoice, Paid/ })).toBeInTheDocument();
    const authorization = within(stepsTable(canvasElement)).getByRole('row', { name: /Authorization/ });
    await expect(authorization).toHaveTextContent('371');
    await expect(authorization).toHaveTextContent('2.4 h');
    const waiting = canvas.getByRole('region', { name: 'Waiting longest in Paid' });
    await expect(within(waiting).getByRole('link', { name: '5004106' })).toHaveAttribute('href', '/customer-history?cusId=C10400');
    await expect(within(waiting).getByText('1,480.5 h')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Customer type' }), 'Fleet');
    await expect(args.onCustomerTypeChange).toHaveBeenLastCalledWith('Fleet');
  },
};

/** The step with the largest median is drawn in red and marked Slowest in the table and the tile. */
export const SlowestStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slowest]')).toHaveAttribute('data-step', 'paid');
    await expect(within(stepsTable(canvasElement)).getByRole('row', { name: /Paid/ })).toHaveTextContent('Slowest');
    await expect(canvas.getByRole('group', { name: 'Slowest step, median' })).toHaveTextContent('148.5 h');
    await expect(canvas.getByRole('group', { name: 'Slowest step, median' })).toHaveTextContent('Paid');
  },
};

/** A step pressed opens its repair orders below the diagram, each opening its customer; Close puts them away. */
export const Drill: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the items of Authorization' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('authorization');
    const grid = canvas.getByRole('grid', { name: 'Items of Authorization' });
    await expect(within(grid).getByRole('link', { name: '5004101' })).toHaveAttribute('href', '/customer-history?cusId=C10401');
    await expect(canvas.getByText(/The customer authorized the work/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close the items' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The parts requests: a pick opens on the pick status screen. */
export const PartsRequests: Story = {
  args: { startFlow: 'parts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /Each step of the parts requests flow/ })).toHaveTextContent('Pick/order');
    await expect(canvas.getByRole('link', { name: 'P-1041' })).toHaveAttribute('href', '/part-pick-status?brnId=101&q=P-1041');
  },
};

/** Vendor invoices: no customer type; an invoice opens its vendor's invoices, a scan the inbox. */
export const VendorInvoices: Story = {
  args: { startFlow: 'ap' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Customer type' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'MERITR M-240117' })).toHaveAttribute('href', '/vendorinvoices?vendor=MERITR');
    await expect(canvas.getByRole('link', { name: 'scan-0042.pdf' })).toHaveAttribute('href', '/uncategorizedscanned?brnId=101');
    await expect(canvasElement.querySelector('[data-slowest]')).toHaveAttribute('data-step', 'approved');
  },
};

/** The flow picker offers only the flows the user may see, and a choice goes to the host. */
export const FlowChosen: Story = {
  args: { flows: ['ro', 'ap'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Flow' });
    await expect(within(picker).queryByRole('option', { name: 'Parts requests' })).toBeNull();
    await userEvent.selectOptions(picker, 'Vendor invoices');
    await expect(args.onFlowChange).toHaveBeenLastCalledWith('ap');
  },
};

/** Three hundred ROs of Paid: the server pages them. */
export const Large: Story = { ...pagedReport({ rows: manyPaidItems, startStep: 'paid' }) };

/** Nothing entered the flow in the period and nothing is open. */
export const Empty: Story = {
  args: { summaries: { ro: empty } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing moved in this period')).toBeVisible();
  },
};

/** A user holding none of the flows' permissions (the viewer): nothing to show, and why. */
export const NoFlow: Story = {
  args: { flows: [], startFlow: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No flow to show')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Flow' })).toBeNull();
  },
};

export const Loading: Story = loadingReport('Loading Items in the flow');

/** A branch the user does not hold, from the address: the server's 403 in words. */
export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReportFitting('Items in the flow');
