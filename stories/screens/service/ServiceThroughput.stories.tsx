import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RoTypeFilter } from '../../../src/domain/service/throughput';
import { THROUGHPUT_RO_FIELDS, type ThroughputDrill, type ThroughputReport, type ThroughputRoRow } from '../../../src/domain/service/throughputReport';
import { ServiceThroughput } from '../../../src/screens/service/ServiceThroughput';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { branchReport, emptyReport, groupReport, invoicedRos } from './serviceThroughputData';

interface StoryArgs extends ServedReportArgs {
  brn: string | null;
  report: ThroughputReport;
  ros: ThroughputRoRow[];
  startDrill: ThroughputDrill | null;
  onRoTypeChange: (roType: RoTypeFilter) => void;
  onDrill: (drill: ThroughputDrill | null) => void;
}

/** Stands in for the host and both endpoints: keeps the RO type and the drill, and pages the drill's ROs. */
function Served({ brn, report, ros, startDrill, onRoTypeChange, onDrill, ...args }: StoryArgs) {
  const served = useServedReport(ros, THROUGHPUT_RO_FIELDS, ['soldHours', 'actualHours', 'labor', 'parts'], args, { branches: brn ? [brn] : ['101', '102', '103'], sort: [] });
  const [roType, setRoType] = useState<RoTypeFilter>('all');
  const [drill, setDrill] = useState(startDrill);
  return (
    <ServiceThroughput
      {...served}
      brn={brn}
      roType={roType}
      onRoTypeChange={(next) => {
        setRoType(next);
        onRoTypeChange(next);
      }}
      report={args.state === 'loaded' ? report : undefined}
      drill={drill}
      onDrill={(next) => {
        setDrill(next);
        onDrill(next);
      }}
      drillGrid={served.grid}
    />
  );
}

const meta = {
  title: 'Screens/Service/ServiceThroughput',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), brn: null, report: groupReport, ros: invoicedRos(24), startDrill: null, onRoTypeChange: fn(), onDrill: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Georgia stores: tiles against their bands, the charts, and a row per branch opening its own view. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Productivity' })).toHaveTextContent('97.00%');
    await expect(canvas.getByRole('group', { name: 'Productivity' })).toHaveTextContent('Target ≥ 95.00%: met');
    await expect(canvas.getByRole('group', { name: 'Dwell time' })).toHaveTextContent('Target ≤ 3 days: missed');
    await expect(canvas.getByRole('img', { name: 'Productivity and efficiency by week (%)' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'ROs opened in the period by the furthest stage reached' })).toBeInTheDocument();
    const branches = within(canvas.getByRole('grid', { name: 'Throughput by branch' }));
    await expect(branches.getByRole('link', { name: '102 - Forest Park' })).toHaveAttribute('href', '/service-throughput/102');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'RO type' }), 'Warranty');
    await expect(args.onRoTypeChange).toHaveBeenLastCalledWith('warranty');
    await expect(canvas.queryByRole('grid', { name: 'ROs invoiced in the period' })).toBeNull();
  },
};

/** A figure drills to its ROs; an RO's customer opens their history. */
export const Drill: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ROs invoiced in the period' }));
    await expect(args.onDrill).toHaveBeenLastCalledWith('invoiced');
    const ros = within(canvas.getByRole('grid', { name: 'ROs invoiced in the period' }));
    await expect(ros.getAllByRole('link', { name: 'Peachtree Logistics: customer history' })[0]).toHaveAttribute('href', '/customer-history?cusId=C10044');
    await userEvent.click(canvas.getByRole('button', { name: 'ROs invoiced in the period' }));
    await expect(args.onDrill).toHaveBeenLastCalledWith(null);
  },
};

/** /service-throughput/101: Norcross's technicians, with a way back to every branch. */
export const Branch: Story = {
  args: { brn: '101', report: branchReport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service Throughput: Branch 101' })).toBeVisible();
    const techs = within(canvas.getByRole('grid', { name: 'Throughput by technician' }));
    await expect(techs.getByText('Marcus Bell')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Every branch' })).toHaveAttribute('href', '/service-throughput');
  },
};

/** Three hundred ROs behind a figure: the server pages them. */
export const Large: Story = pagedReport({ ros: invoicedRos(300), startDrill: 'invoiced' as const });

export const Empty: Story = {
  args: { report: emptyReport, ros: [], startDrill: 'comebacks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Efficiency' })).toHaveTextContent('No ROs to measure');
    await expect(canvas.getByText('No RO opened in the period')).toBeVisible();
    await expect(canvas.getByText('No branch to show.')).toBeVisible();
    await expect(canvas.getByText('No RO matches these filters.')).toBeVisible();
  },
};

export const Loading: Story = loadingReport('Loading Productivity');

/** A branch the user does not hold, from the address: the server's 403 in words. */
export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReportFitting('WIP');
