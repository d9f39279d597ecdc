import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addDays } from '../../../src/domain/businessDays';
import { VENDOR_INVOICE_FIELDS, type VendorInvoice, type VendorInvoiceStatus } from '../../../src/domain/accounting/vendorInvoices';
import { VendorInvoices, vendorInvoicesReady } from '../../../src/screens/accounting/VendorInvoices';
import { clearPendingAnnouncement } from '../../report/pendingAnnouncement';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { demoInvoices, INVOICES_TODAY, summaryOf } from './vendorInvoicesData';
import { narrowReportFitting, pagedReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  invoices: VendorInvoice[];
  onStatusChange: (status: VendorInvoiceStatus | null) => void;
  onExceptionsOnlyChange: (only: boolean) => void;
  onDueWithinChange: (days: number | null) => void;
  onOpen: (invoice: VendorInvoice) => void;
  onEnteringChange: (entering: boolean) => void;
  onExportPaymentList: (dueBy: string) => Promise<void>;
}

const noAction = { run: async () => true, isPending: false, error: null };

/** The host and the list endpoint of the invoices, with the screen's own filters. */
function Served({ invoices, onStatusChange, onExceptionsOnlyChange, onDueWithinChange, onOpen, onEnteringChange, onExportPaymentList, ...args }: StoryArgs) {
  const [status, setStatus] = useState<VendorInvoiceStatus | null>(null);
  const [exceptionsOnly, setExceptionsOnly] = useState(false);
  const [dueWithin, setDueWithin] = useState<number | null>(null);
  const shown = invoices.filter((i) => (!status || i.status === status) && (!exceptionsOnly || i.exception) && (dueWithin === null || i.dueDate <= addDays(INVOICES_TODAY, dueWithin)));
  const report = useServedReport(shown, VENDOR_INVOICE_FIELDS, ['amount'], args, { branches: ['101'], sort: [{ id: 'dueDate', desc: false }] });
  return (
    <VendorInvoices
      {...report}
      today={INVOICES_TODAY}
      status={status}
      onStatusChange={(s) => {
        setStatus(s);
        onStatusChange(s);
      }}
      dueWithin={dueWithin}
      onDueWithinChange={(days) => {
        setDueWithin(days);
        onDueWithinChange(days);
      }}
      exceptionsOnly={exceptionsOnly}
      onExceptionsOnlyChange={(only) => {
        setExceptionsOnly(only);
        onExceptionsOnlyChange(only);
      }}
      summary={args.state === 'loaded' ? summaryOf(shown) : undefined}
      onOpen={onOpen}
      detail={null}
      entry={{ branches: ['101 - Norcross'], vendors: [], file: noAction, onFiled: () => undefined }}
      isEntering={false}
      onEnteringChange={onEnteringChange}
      onExportPaymentList={onExportPaymentList}
    />
  );
}

const meta = {
  title: 'Screens/Accounting/VendorInvoices',
  component: Served,
  parameters: { layout: 'fullscreen' },
  loaders: [vendorInvoicesReady],
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    invoices: demoInvoices(14),
    onStatusChange: fn(),
    onExceptionsOnlyChange: fn(),
    onDueWithinChange: fn(),
    onOpen: fn(),
    onEnteringChange: fn(),
    onExportPaymentList: fn(async () => undefined),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Vendor invoices' });

/** Norcross's worklist: the tiles, AP aging, statuses, matches and discounts to take or missed; an invoice opens. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = summaryOf(demoInvoices(14));
    await expect(canvas.getByRole('group', { name: 'Exceptions' })).toHaveTextContent(String(summary.exceptions));
    await expect(canvas.getByRole('img', { name: 'AP aging (days past due)' })).toBeVisible();
    const table = within(grid(canvasElement));
    await expect(table.getAllByText('Needs approval').length).toBeGreaterThan(0);
    await expect(table.getAllByText('Missed').length).toBeGreaterThan(0);
    await userEvent.click(table.getByRole('button', { name: 'ME-10437' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ invoiceNo: 'ME-10437' }));
  },
};

/** A status from the filter bar: the host asks the server for those only. */
export const ByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Status' }), 'Disputed');
    await expect(args.onStatusChange).toHaveBeenCalledWith('Disputed');
    await waitFor(() => expect(within(grid(canvasElement)).queryAllByText('Approved', { exact: true })).toHaveLength(0));
  },
};

/** Exceptions only: waiting for approval, held or disputed. */
export const ExceptionsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Exceptions only' }));
    await expect(args.onExceptionsOnlyChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(within(grid(canvasElement)).queryAllByText('Paid', { exact: true })).toHaveLength(0));
  },
};

/** Due within a week: the host asks for those due by then, overdue ones too. */
export const DueWithin: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Due' }), 'Due within 7 days');
    await expect(args.onDueWithinChange).toHaveBeenCalledWith(7);
    await waitFor(() => expect(within(grid(canvasElement)).queryAllByText('12/17/2026')).toHaveLength(0));
    await expect(within(grid(canvasElement)).getByText('08/29/2026')).toBeVisible();
  },
};

/** The payment list: approved invoices due by a day, a week ahead to begin with. */
export const ExportPaymentList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export payment list' }));
    await expect(args.onExportPaymentList).toHaveBeenCalledWith('2026-11-25');
    await clearPendingAnnouncement();
    await userEvent.click(canvas.getByRole('button', { name: 'Enter an invoice' }));
    await expect(args.onEnteringChange).toHaveBeenCalledWith(true);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Exceptions')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No vendor invoices match these filters.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Exceptions' })).toHaveTextContent('0');
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words. */
export const Forbidden: Story = forbiddenReport;

/** Two branches' hundreds of invoices: the server pages them. */
export const Large: Story = pagedReport({ invoices: demoInvoices(300, ['101', '102']) });

export const Narrow: Story = narrowReportFitting('Exceptions');
