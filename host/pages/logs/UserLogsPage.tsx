import { useState } from 'react';
import useSWR from 'swr';
import { useScreenData } from '../../useScreenData';
import {
  defaultUserLogRange,
  userLogSearch,
  type UserLogFilterOptions,
  type UserLogFilters,
  type UserLogsAnswer,
} from '../../../src/domain/userLogs';
import { UserLogs } from '../../../src/screens/logs/UserLogs';
import { useGridView } from '../../useGridView';

/** /user-logs: the server filters (dates, user, page, branch) and answers the newest rows with per-day counts. */
export default function UserLogsPage() {
  const [filters, setFilters] = useState<UserLogFilters>(() => ({ ...defaultUserLogRange(new Date()), userId: null, page: null, branch: null }));
  const { data, state } = useScreenData<UserLogsAnswer>(`user-logs?${userLogSearch(filters)}`, { keepPreviousData: true });
  const { data: options } = useSWR<UserLogFilterOptions>('user-logs/filters');
  const grid = useGridView('grid.userLogs');
  return (
    <UserLogs
      data={data}
      options={options}
      filters={filters}
      onFiltersChange={setFilters}
      {...state}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
