import { useState } from 'react';
import useSWR from 'swr';
import type { InventoryDashboard } from '../../../src/domain/parts/annualInventoryList';
import { AnnualInventoryDashboard } from '../../../src/screens/parts/AnnualInventoryDashboard';
import { messageOf } from '../../api/client';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';

/** /annual-parts-inventory-dashboard: this year's count at the chosen branches (all of the user's by default). */
export default function AnnualInventoryDashboardPage(_: PageProps) {
  const { user } = useCurrentUser();
  const [branches, setBranches] = useState<string[]>([]);
  const dashboard = useSWR<InventoryDashboard, Error>(`parts/annual-inventory/dashboard?${new URLSearchParams(branches.map((b) => ['brnId', b])).toString()}`);
  return (
    <AnnualInventoryDashboard
      data={dashboard.data}
      filters={{ branches: user?.branches ?? [], value: { branches, from: null, to: null }, onChange: (next) => setBranches(next.branches) }}
      isLoading={dashboard.isLoading}
      error={dashboard.error ? messageOf(dashboard.error) : null}
      onRetry={() => void dashboard.mutate()}
    />
  );
}
