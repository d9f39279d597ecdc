import type { DataTableColumn } from '../ui/DataTable/types';
import type { InvoiceRow, PartsTicketRow } from './tableRows';

/** Grid columns for the demo parts tickets: used by the DataTable stories and the table benchmark. */
export const PARTS_TICKET_COLUMNS: DataTableColumn<PartsTicketRow>[] = [
  { id: 'ticket', header: 'Ticket', accessor: 'ticket', width: 'minmax(120px, 1fr)' },
  { id: 'branch', header: 'Branch', accessor: 'branch' },
  { id: 'partNumber', header: 'Part number', accessor: 'partNumber', width: 'minmax(130px, 1fr)' },
  { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(200px, 2fr)' },
  { id: 'qty', header: 'Qty', accessor: 'qty', format: 'number', total: 'sum', width: 'minmax(70px, 0.5fr)' },
  { id: 'cost', header: 'Cost', accessor: 'cost', format: 'money2' },
  { id: 'amount', header: 'Amount', accessor: 'amount', format: 'money2', total: 'sum' },
  { id: 'margin', header: 'Margin', accessor: 'margin', format: 'percent', width: 'minmax(90px, 0.7fr)' },
  { id: 'createdAt', header: 'Created', accessor: 'createdAt', format: 'datetime' },
];

/** Grid columns for the demo receivable invoices. */
export const INVOICE_COLUMNS: DataTableColumn<InvoiceRow>[] = [
  { id: 'invoice', header: 'Invoice', accessor: 'invoice', width: 'minmax(120px, 1fr)' },
  { id: 'customer', header: 'Customer', accessor: 'customer', width: 'minmax(180px, 2fr)' },
  { id: 'branch', header: 'Branch', accessor: 'branch' },
  { id: 'invoiceDate', header: 'Invoice date', accessor: 'invoiceDate', format: 'date' },
  { id: 'dueDate', header: 'Due date', accessor: 'dueDate', format: 'date' },
  { id: 'total', header: 'Total', accessor: 'total', format: 'money', total: 'sum' },
  { id: 'balance', header: 'Balance', accessor: 'balance', format: 'money2', total: 'sum' },
];
