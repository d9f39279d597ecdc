import type { TransactionRecord as Record } from '../../domain/accounting/transactionRecord';
import { drillHref } from '../../domain/drill';
import { formatDate, formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './TransactionRecord.css';

export interface TransactionRecordProps {
  record: Record | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry?: () => void;
  /** A link to the record's documents (not in the document viewer itself). */
  documentsLink?: boolean;
  /** Two columns of facts on a desktop (Transaction Detail); one in a side panel. */
  columns?: 1 | 2;
  level?: 2 | 3;
}

/** Its journal entries, each opening Transaction Detail on its own lines. */
function EntryLinks({ record }: { record: Record }) {
  if (!record.entries.length) return <>Not posted</>;
  return (
    <span className={css.entries}>
      {record.entries.map((entry) => (
        <Link key={entry.jeId} href={drillHref('/ar/transactiondetail', { jeId: entry.jeId })} aria-label={`Entry ${entry.jeId}: ${entry.source}`}>
          {entry.jeId}
        </Link>
      ))}
    </span>
  );
}

/**
 * The header of one transaction (an entry, an invoice and what paid it, a deposit): its document type,
 * day, branch, customer, total, when it posted and its journal entries, with links to the customer's
 * history and to its documents.
 */
export function TransactionRecord({ record, isLoading, error, onRetry, documentsLink = false, columns = 2, level = 2 }: TransactionRecordProps) {
  if (error) {
    return (
      <Alert tone="critical">
        <span className={css.problem}>
          {error}
          {onRetry ? (
            <Button tone="secondary" size="small" onPress={onRetry}>
              Try again
            </Button>
          ) : null}
        </span>
      </Alert>
    );
  }
  if (!record) {
    return <Card title="Transaction" level={level}>{isLoading ? <Skeleton lines={4} label="Loading the transaction" /> : null}</Card>;
  }
  return (
    <Card
      title={`${record.docType} ${record.xref}`}
      level={level}
      actions={documentsLink ? <Link href={drillHref('/ar/documentviewer', { brnId: record.brnId, xref: record.xref })}>View documents</Link> : null}
    >
      <KeyValue
        columns={columns}
        items={[
          { label: 'Document type', value: record.docType },
          { label: 'Date', value: formatDate(record.documentDate) },
          { label: 'Branch', value: record.branchName ? `${record.brnId} - ${record.branchName}` : record.brnId },
          {
            label: 'Customer',
            value: record.customer ? <Link href={drillHref('/customer-history', { cusId: record.customer.cusId })}>{`${record.customer.name} (${record.customer.cusId})`}</Link> : null,
          },
          { label: 'Total', value: record.total === null ? null : formatMoney2(record.total) },
          { label: 'Posted', value: record.postedOn ? formatDate(record.postedOn) : 'Not posted' },
          { label: record.entries.length > 1 ? 'Journal entries' : 'Journal entry', value: <EntryLinks record={record} /> },
          { label: 'Xref', value: record.xref },
        ]}
      />
    </Card>
  );
}
