import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { GL_LINE_FIELDS, type GlLine } from '../../../src/domain/accounting/glLines';
import { recordQueryOf, type TransactionRecord } from '../../../src/domain/accounting/transactionRecord';
import { TransactionDetail, type TransactionDetailProps } from '../../../src/screens/accounting/TransactionDetail';
import { presetRange } from '../../../src/ui/report/datePresets';
import useSWR from 'swr';
import { ApiError } from '../../api/client';
import { useReport } from '../../report/useReport';
import { session } from '../../session';
import type { PageProps } from '../PageProps';

/** The GL lines report, with the record the address names above it. */
function GlLines({ defaults, record }: { defaults: ReportDefaults; record?: TransactionDetailProps['record'] }) {
  const report = useReport<GlLine>('accounting/gl-lines', GL_LINE_FIELDS, defaults, 'grid.transactionDetail');
  return <TransactionDetail filters={report.filters} freshness={report.freshness} isLoading={report.isLoading} error={report.error} onRetry={report.onRetry} grid={report.grid} record={record} />;
}

/**
 * /ar/transactiondetail: GL lines of the working branch this month, unless the address says otherwise.
 * An address naming one record (?jeId=, ?xref=, ?slsId=) shows its header and, once its entries are
 * known, their lines over every day of the user's branches; a quick link (?SearchValue=) searches for its
 * key over every day, with the record's header when the key names one.
 */
export default function TransactionDetailPage({ query }: PageProps) {
  const { user, branch } = useSnapshot(session);
  const asked = recordQueryOf(query);
  const { data, error, isLoading, mutate } = useSWR<TransactionRecord, Error>(asked ? `accounting/transaction?${new URLSearchParams(asked).toString()}` : null, {
    shouldRetryOnError: false,
  });
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const sort = [{ id: 'postedOn', desc: true }];
  if (!asked) {
    const month = presetRange('thisMonth', new Date());
    return <GlLines defaults={{ branches: home, from: month.start, to: month.end, sort }} />;
  }
  const record = { record: data, isLoading, error: error?.message ?? null, onRetry: () => void mutate() };
  if ('key' in asked) {
    // A key that names no record is only a search.
    const unknown = error instanceof ApiError && error.status === 404;
    const shown = data || (error && !unknown) ? record : undefined;
    return <GlLines defaults={{ branches: home, search: asked.key, sort }} record={shown} />;
  }
  const entries = data?.entries.map((e) => e.jeId) ?? [];
  if (!entries.length) return <TransactionDetail record={record} freshness={data && { asOf: data.asOf, stale: data.stale }} />;
  return <GlLines defaults={{ branches: [], sort: [{ id: 'postedOn', desc: false }], filters: { jeId: { anyOf: entries.slice(0, 50) } } }} record={record} />;
}
