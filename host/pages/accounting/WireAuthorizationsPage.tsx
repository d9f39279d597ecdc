import useSWR from 'swr';
import { WIRE_FIELDS, WIRES_PATH, type WireOverview, type WireRow } from '../../../src/domain/accounting/wireAuthorizationViews';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { WireAuthorizations } from '../../../src/screens/accounting/WireAuthorizations';
import { messageOf } from '../../api/client';
import { useReport } from '../../report/useReport';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useCan } from '../../useCan';

/** /wireauthorization: the working branch's wires by value date, from twelve weeks back to a month ahead, newest request first. */
export default function WireAuthorizationsPage() {
  const home = useHomeBranches();
  const can = useCan();
  const today = newYorkDay(new Date());
  const report = useReport<WireRow>(WIRES_PATH, WIRE_FIELDS, { branches: home, from: addDays(today, -84), to: addDays(today, 31), sort: [{ id: 'requestNo', desc: true }] }, 'grid.wires');
  const branchQuery = new URLSearchParams(report.query.branches.map((b) => ['brnId', b])).toString();
  const overview = useSWR<WireOverview>(report.error ? null : `${WIRES_PATH}/overview?${branchQuery}`, { keepPreviousData: true });
  return (
    <WireAuthorizations
      filters={report.filters}
      grid={report.grid}
      overview={overview.data}
      createHref={can('can create wire authorization') ? '/wireauthorization/create' : undefined}
      isLoading={report.isLoading}
      error={report.error ?? (overview.error ? messageOf(overview.error) : null)}
      onRetry={() => {
        report.onRetry();
        void overview.mutate();
      }}
    />
  );
}
