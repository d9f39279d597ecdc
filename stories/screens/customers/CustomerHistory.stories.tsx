import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { CustomerHeader, CustomerListing } from '../../../src/domain/customers/customerHistory';
import { CUSTOMER_TAB_FIELDS, fieldsFor, type ArItemRow, type CustomerTab } from '../../../src/domain/customers/customerHistoryTabs';
import { CustomerHistory } from '../../../src/screens/customers/CustomerHistory';
import type { CustomerSearchState } from '../../../src/screens/customers/CustomerFinder';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, exportReport, narrowReport, pagedReport } from '../../report/reportStories';
import { agingOf, header, latestCustomers, SENT_LINK, tabRows, VIN, vinMatches, viewedCustomers } from './customerHistoryData';

interface StoryArgs extends ServedReportArgs {
  /** What the box holds at first. */
  typed: string;
  search: CustomerSearchState;
  recent: { kind: 'viewed' | 'latest'; customers: CustomerListing[] } | null;
  recentError?: string;
  /** The customer open (its tab and who asks), or none. */
  open: { tab: CustomerTab; manager: boolean; rows: number; header?: 'loaded' | 'loading' } | null;
  onValueChange: (value: string) => void;
  onTabChange: (tab: CustomerTab) => void;
  /** How the server answers "Send status link". */
  linkAnswer: 'sent' | 'refused';
  onSendStatusLink: (slsId: string) => void;
}

const totalled = (tab: CustomerTab, manager: boolean) =>
  Object.entries(fieldsFor(CUSTOMER_TAB_FIELDS[tab], manager))
    .filter(([, f]) => f.total === 'sum')
    .map(([id]) => id);

/** Stands in for the host: the box's text, the search's answer given, the open customer's header and the tab's list. */
function Served({ typed, search, recent, recentError, open, onValueChange, onTabChange, linkAnswer, onSendStatusLink, ...args }: StoryArgs) {
  const [value, setValue] = useState(typed);
  const [linkRo, setLinkRo] = useState<string | null>(null);
  const [link, setLink] = useState<{ sent: typeof SENT_LINK | null; error: string | null }>({ sent: null, error: null });
  const [tab, setTab] = useState<CustomerTab>(open?.tab ?? 'invoices');
  const manager = open?.manager ?? false;
  const rows = open ? tabRows(tab, open.rows) : [];
  const served = useServedReport(rows, fieldsFor(CUSTOMER_TAB_FIELDS[tab], manager), totalled(tab, manager), args, { branches: [], sort: [] });
  const finder = {
    value,
    onValueChange: (next: string) => {
      setValue(next);
      onValueChange(next);
    },
    search,
    recent,
    recentError: recentError ?? null,
    hrefOf: (cusId: string) => `/customer-history?cusId=${cusId}`,
  };
  const shownHeader: CustomerHeader | undefined = open && open.header !== 'loading' && args.state !== 'loading' ? header(manager) : undefined;
  return (
    <CustomerHistory
      finder={finder}
      customer={
        open
          ? {
              cusId: '100101',
              header: shownHeader,
              tab,
              onTabChange: (next) => {
                setTab(next);
                onTabChange(next);
              },
              ...served,
              aging: tab === 'ar' && args.state === 'loaded' ? agingOf(rows as unknown as ArItemRow[]) : undefined,
              statusLink: {
                slsId: linkRo,
                ...link,
                isSending: false,
                onAsk: setLinkRo,
                onSend: () => {
                  onSendStatusLink(linkRo!);
                  setLink(linkAnswer === 'sent' ? { sent: SENT_LINK, error: null } : { sent: null, error: 'You do not have access to branch 102.' });
                },
                onClose: () => {
                  setLinkRo(null);
                  setLink({ sent: null, error: null });
                },
              },
            }
          : null
      }
    />
  );
}

const NO_SEARCH: CustomerSearchState = { matches: null, isLoading: false, error: null };

const meta = {
  title: 'Screens/Customers/CustomerHistory',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    typed: '',
    search: NO_SEARCH,
    recent: { kind: 'viewed', customers: viewedCustomers(4) },
    open: null,
    onValueChange: fn(),
    onTabChange: fn(),
    linkAnswer: 'sent',
    onSendStatusLink: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const openAs = (tab: CustomerTab, manager = true, rows = 12) => ({ open: { tab, manager, rows } });
const grid = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('grid', { name });

/** No search yet: the customers the user viewed last, each a link that opens it; typing goes to the host. */
export const ViewedLast: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Customers viewed last' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await expect(within(list).getByRole('link', { name: 'Peachtree Hauling LLC (100101)' })).toHaveAttribute('href', '/customer-history?cusId=100101');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a customer' }), 'HJ4');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('HJ4');
  },
};

/** Someone who has viewed none: the customers with the latest activity in their branches. */
export const LatestActivity: Story = {
  args: { recent: { kind: 'latest', customers: latestCustomers(6) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Latest activity in your branches' })).toBeVisible();
    await expect(within(canvasElement).getByText('Last activity 11/17/2026')).toBeVisible();
  },
};

/** While the opening list loads. */
export const LoadingCustomers: Story = {
  args: { recent: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your customers…')).toBeVisible();
  },
};

/** The last 6 of a VIN typed: the customers it finds, each saying what matched. */
export const FoundByVin: Story = {
  args: { typed: VIN.slice(-6), search: { matches: vinMatches, isLoading: false, error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 customers match.');
    const list = canvas.getByRole('list', { name: 'Matching customers' });
    await expect(within(list).getByText(`VIN last 6: ${VIN}`)).toBeVisible();
  },
};

/** The question on its way. */
export const Searching: Story = {
  args: { typed: 'peach', search: { matches: null, isLoading: true, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

/** The search could not be answered: the reason in words. */
export const SearchFailed: Story = {
  args: { typed: 'peach', search: { matches: [], isLoading: false, error: 'No response from the server. Please try again later.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No response from the server.');
  },
};

/** The customers viewed last could not be read. */
export const CustomersFailed: Story = {
  args: { recent: null, recentError: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No response from the server.');
    await expect(within(canvasElement).queryByText('Loading your customers…')).toBeNull();
  },
};

/** Nothing of the user's branches matches. */
export const NoResults: Story = {
  args: { typed: 'zzzz', search: { matches: [], isLoading: false, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No customer of your branches matches “zzzz”.');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** A manager on the parts invoices: the header, 24 months' spend, and the invoices with cost and gross; another tab goes to the host. */
export const ManagerInvoices: Story = {
  args: openAs('invoices'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Peachtree Hauling LLC (100101) · balance $18,432.17')).toBeVisible();
    await expect(canvas.getByText('NET30')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Spend by department, 24 months' })).toBeInTheDocument();
    const invoices = grid(canvasElement, 'Parts invoices');
    await expect(within(invoices).getByRole('button', { name: /^Gross/ })).toBeVisible();
    await expect(within(invoices).getByRole('link', { name: '3000900' })).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&slsId=3000900');
    await userEvent.click(canvas.getByRole('tab', { name: 'Service ROs' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('ros');
  },
};

/** Someone who is not a manager: the server sent no cost or gross, and no column stands for them. */
export const NotManager: Story = {
  args: openAs('deals', false),
  play: async ({ canvasElement }) => {
    const purchases = grid(canvasElement, 'Vehicle purchases');
    await expect(within(purchases).getByRole('button', { name: /^Price/ })).toBeVisible();
    for (const header of ['Cost', 'Front gross', 'Back gross']) await expect(within(purchases).queryByRole('button', { name: new RegExp(`^${header}`) })).toBeNull();
  },
};

/** A manager's vehicle purchases: front and back gross. */
export const ManagerPurchases: Story = {
  args: openAs('deals'),
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement, 'Vehicle purchases')).getByRole('button', { name: /^Front gross/ })).toBeVisible();
  },
};

/** The service ROs, open ones marked. */
export const RepairOrders: Story = {
  args: openAs('ros'),
  play: async ({ canvasElement }) => {
    const ros = grid(canvasElement, 'Service repair orders');
    await expect(within(ros).getAllByText('Open')).toHaveLength(2);
    await expect(within(ros).getAllByRole('button', { name: /^Send status link for RO/ })).toHaveLength(2);
  },
};

/** "Send status link" on an open RO: asked first, then the link to copy and where it was mailed. */
export const StatusLinkSent: Story = {
  args: openAs('ros'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(grid(canvasElement, 'Service repair orders')).getByRole('button', { name: 'Send status link for RO 5000400' }));
    const ask = await screen.findByRole('dialog', { name: 'Send a status link for RO 5000400?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Send status link' }));
    await expect(args.onSendStatusLink).toHaveBeenCalledWith('5000400');
    const sent = await screen.findByRole('dialog', { name: 'Status link for RO 5000400' });
    await expect(within(sent).getByRole('textbox', { name: 'Status link' })).toHaveValue(SENT_LINK.url);
    await expect(sent).toHaveTextContent('Mailed to ap@peachtreehauling.example.');
  },
};

/** The server refuses (an RO of a branch the user lacks): the reason in the dialog, nothing sent. */
export const StatusLinkRefused: Story = {
  args: { ...openAs('ros'), linkAnswer: 'refused' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(grid(canvasElement, 'Service repair orders')).getByRole('button', { name: 'Send status link for RO 5000399' }));
    const ask = await screen.findByRole('dialog', { name: 'Send a status link for RO 5000399?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Send status link' }));
    await expect(await within(ask).findByRole('alert')).toHaveTextContent('You do not have access to branch 102.');
  },
};

/** The units with VIN, fleet no. and last service. */
export const Units: Story = {
  args: openAs('units', true, 5),
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement, 'Units')).getByText('PH101')).toBeVisible();
  },
};

export const LeaseRental: Story = {
  args: openAs('leases', true, 3),
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement, 'Lease and rental contracts')).getByText('L4100')).toBeVisible();
  },
};

/** The open AR items with the aging bar; a document opens in Transaction Detail. */
export const Receivables: Story = {
  args: openAs('ar'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Open AR by aging' })).toBeInTheDocument();
    await expect(within(grid(canvasElement, 'Open AR items')).getByRole('link', { name: '3000900' })).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&xref=3000900');
  },
};

export const Documents: Story = {
  args: openAs('documents', true, 4),
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement, 'Documents')).getByRole('link', { name: '900' })).toHaveAttribute('href', '/ar/documentviewer?docId=900');
  },
};

export const NoDocuments: Story = emptyReport(openAs('documents', true, 0), 'No document of this customer’s invoices, repair orders, AR items or receipts has been printed or scanned yet.');

export const LostSales: Story = {
  args: openAs('lost-sales', true, 4),
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement, 'Lost sales')).getAllByText('Air dryer cartridge')).toHaveLength(4);
  },
};

/** The customer's header and list on their way. */
export const LoadingCustomer: Story = {
  args: { ...openAs('invoices'), state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Customer 100101')).toBeVisible();
  },
};

export const Large: Story = pagedReport(openAs('invoices', true, 300));

export const Export: Story = exportReport(openAs('invoices'));

/** The address asked for a branch the user lacks. */
export const RefusedBranch: Story = { ...forbiddenReport, args: { ...forbiddenReport.args, ...openAs('invoices') } };

export const Narrow: Story = { ...narrowReport, args: openAs('invoices', true, 6) };

export const NarrowSearch: Story = {
  globals: narrowReport.globals,
  args: { typed: VIN.slice(-6), search: { matches: vinMatches, isLoading: false, error: null } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Matching customers' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
